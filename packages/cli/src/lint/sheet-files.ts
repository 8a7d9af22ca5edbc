// Reading the sheets a command line names (payola-lint, payola format): every source read once,
// each either text or why it is not (files/read-file.ts).
import { displayPath } from '../files/paths.js';
import { readTextFile, type TextRead } from '../files/read-file.js';
import { stdinName } from './results.js';
import type { SheetSource } from './sources.js';

export interface SheetFile {
  readonly source: SheetSource;
  /** As shown in results: relative to the working directory, or `<stdin>`. */
  readonly shown: string;
  /** The text, or why it could not be read. */
  readonly read: TextRead;
}

/** Reads every source: a file (refused links, devices, pipes and oversized files say why), or standard input. */
export async function readSheetFiles(
  sources: readonly SheetSource[],
  cwd: string,
  readStdin: () => Promise<TextRead>,
): Promise<SheetFile[]> {
  const sheets: SheetFile[] = [];
  for (const source of sources) {
    if (source.kind === 'stdin') sheets.push({ source, shown: stdinName, read: await readStdin() });
    else {
      const read: TextRead =
        source.refused !== undefined ? { error: source.refused } : readTextFile(source.path, 'sheet');
      sheets.push({ source, shown: displayPath(source.path, cwd), read });
    }
  }
  return sheets;
}
