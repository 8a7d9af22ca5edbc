// The sheets in a folder. A folder of sheets may come from a pull request, so its symbolic links
// are not trusted: a link to a folder is followed only when the folder is inside the one scanned
// (and each folder is visited once, so a link to an ancestor cannot loop), and a link to a file
// outside it is listed as refused, never read (a sheet linked to ~/.ssh/id_rsa would otherwise
// be echoed into a CI log by the syntax errors it makes).
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, relative, isAbsolute } from 'node:path';

export interface ScannedFile {
  readonly path: string;
  /** Why the file is not read. */
  readonly refused?: string;
}

/** Folders never searched. */
function skippedFolder(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

/** Whether `path` is `folder` or below it (both real paths). */
export function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Every file below `root` whose name `wanted` accepts, sorted by path; dot entries and
 * node_modules are skipped. Regular files and special files alike are listed (reading decides:
 * a named pipe called `x.payola` is reported, not silently left out). The work is one visit per
 * folder inside `root`.
 */
export function scanFolder(root: string, wanted: (name: string) => boolean, shownRoot: string): ScannedFile[] {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return [];
  }
  const visited = new Set<string>([realRoot]);
  const found: ScannedFile[] = [];
  // Folders reached through a link are walked after every real folder, so a folder is always
  // listed under its own path when it is inside the tree.
  const linkedFolders: [path: string, real: string][] = [];
  const walk = (dir: string, realDir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a folder that cannot be listed holds nothing we can read
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const real = join(realDir, entry.name);
        if (skippedFolder(entry.name) || visited.has(real)) continue;
        visited.add(real);
        walk(path, real);
      } else if (entry.isSymbolicLink()) {
        linked(path, entry.name);
      } else if (wanted(entry.name)) {
        found.push({ path });
      }
    }
  };
  const linked = (path: string, name: string) => {
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      if (wanted(name)) found.push({ path, refused: 'is a symbolic link to nothing' });
      return;
    }
    const inside = isInside(realRoot, real);
    let isFolder: boolean;
    try {
      isFolder = statSync(real).isDirectory();
    } catch {
      isFolder = false;
    }
    if (isFolder) {
      if (inside && !skippedFolder(name)) linkedFolders.push([path, real]);
      return;
    }
    if (!wanted(name)) return;
    found.push(inside ? { path } : { path, refused: `links to a file outside ${shownRoot}/ (not followed)` });
  };
  walk(root, realRoot);
  // Each real folder is walked once at most, so this ends after at most one walk per folder (the
  // iteration sees the links that these walks add).
  for (const [path, real] of linkedFolders) {
    if (visited.has(real)) continue;
    visited.add(real);
    walk(path, real);
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
