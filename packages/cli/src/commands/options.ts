// Option parsers and options shared by several commands.
import { maxPngWidth } from '@payola/board/png-limits';
import { InvalidArgumentError, Option } from 'commander';

/** Seeds are 32-bit (the adjudicator's generator reads them so). */
export function seed(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 0xffffffff)
    throw new InvalidArgumentError('expected a whole number from 0 to 4294967295');
  return Number(value);
}

/** A PNG's width in pixels, bounded by what the board package draws (memory grows with its square). */
export function pngWidth(value: string): number {
  if (!/^[1-9]\d{0,4}$/.test(value) || Number(value) > maxPngWidth)
    throw new InvalidArgumentError(`expected a width in pixels from 1 to ${maxPngWidth}`);
  return Number(value);
}

/**
 * A file or folder: never empty. `--out "$OUT"` with the variable unset would otherwise name the
 * current folder, and write every player's secrets there.
 */
export function path(value: string): string {
  if (value === '') throw new InvalidArgumentError('expected a path, not an empty string');
  return value;
}

/** A repeatable option's values, in order (`--owner BEL=France --owner HOL=Germany`). */
export function collect(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** `--group-readable`, for every command that writes files (files/output-files.ts). */
export function groupReadableOption(): Option {
  return new Option(
    '--group-readable',
    "new files readable by the owner's group (0640) instead of by the owner only (0600)",
  );
}
