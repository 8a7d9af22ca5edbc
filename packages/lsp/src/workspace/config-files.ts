// The diagnostics configuration of a sheet (`payola.config.json`, ESLint-like): the nearest one in
// the sheet's folder or above, found and read by the engine (`@payola/engine/node`, as
// payola-lint does), kept until the file changes on disk (modification time and size, checked on
// every use, and the client's file watcher), so the editor shows what payola-lint reports.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { findNearestConfigFile, loadConfigFile, type ConfigFileResult } from '@payola/engine/node';

export interface LoadedConfigFile {
  readonly path: string;
  /** Changes whenever the file changes on disk: one announcement of its problems per change. */
  readonly stamp: string;
  readonly result: ConfigFileResult;
}

function fileStamp(path: string): string {
  try {
    const s = statSync(path);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'missing';
  }
}

export class ConfigFileStore {
  private readonly entries = new Map<string, LoadedConfigFile>();

  /** The configuration that applies to sheets in `dir`, if any. */
  forFolder(dir: string): LoadedConfigFile | undefined {
    const path = findNearestConfigFile(dir);
    return path === undefined ? undefined : this.load(path);
  }

  /** The file at `path`, read again only if it changed since the last read. */
  load(path: string): LoadedConfigFile {
    const absolute = resolve(path);
    const stamp = fileStamp(absolute);
    const known = this.entries.get(absolute);
    if (known?.stamp === stamp) return known;
    const entry = { path: absolute, stamp, result: loadConfigFile(absolute) };
    this.entries.set(absolute, entry);
    return entry;
  }

  /** Forgets a file (the client's watcher saw it change). */
  invalidate(path: string): void {
    this.entries.delete(resolve(path));
  }
}
