// The server's settings (section `payola`), read alike from `initializationOptions` (for clients
// without `workspace/configuration`) and from `workspace/configuration` (which wins).

export interface PayolaSettings {
  /** The game file to use (absolute, or relative to the workspace folder); else the nearest one up the tree. */
  readonly gameFile?: string;
  /** The sheet's power; else the game file's mapping (`powers[].sheet`) or the file name. */
  readonly power?: string;
  /** Milliseconds between the last edit and validation. */
  readonly validationDelay: number;
  /** Rows of the reduction schedule tables (Rule 5.5) before long schedules are compressed. */
  readonly maxScheduleRows: number;
  /** Inlay hints: line totals and the running total against the balance. */
  readonly inlayHints: boolean;
  /** The seed of `payola/previewAdjudication` (Rule 4.1: `?` in acceptance lists is random). */
  readonly previewSeed: number;
  /** Milliseconds after which a reduction schedule or adjudication preview is stopped and refused. */
  readonly previewTimeLimit: number;
}

export const defaultSettings: PayolaSettings = {
  validationDelay: 150,
  maxScheduleRows: 16,
  inlayHints: true,
  previewSeed: 1,
  previewTimeLimit: 30_000,
};

/**
 * Settings from any client's shape: `{ payola: {...} }` or the section itself; unknown and
 * ill-typed values are ignored, so a bad setting never breaks the server.
 */
export function readSettings(raw: unknown, base: PayolaSettings = defaultSettings): PayolaSettings {
  const section = isObject(raw) && isObject(raw.payola) ? raw.payola : raw;
  if (!isObject(section)) return base;
  const text = (key: string) => {
    const v = section[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const count = (key: string, min: number, max: number) => {
    const v = section[key];
    return typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : undefined;
  };
  const gameFile = text('gameFile');
  const power = text('power');
  const validationDelay = count('validationDelay', 0, 10_000);
  const maxScheduleRows = count('maxScheduleRows', 3, 200);
  const previewSeed = count('previewSeed', 0, 2 ** 31 - 1);
  const previewTimeLimit = count('previewTimeLimit', 100, 600_000);
  const inlayHints = typeof section.inlayHints === 'boolean' ? section.inlayHints : undefined;
  return {
    ...base,
    ...(gameFile !== undefined && { gameFile }),
    ...(power !== undefined && { power }),
    ...(validationDelay !== undefined && { validationDelay }),
    ...(maxScheduleRows !== undefined && { maxScheduleRows }),
    ...(previewSeed !== undefined && { previewSeed }),
    ...(previewTimeLimit !== undefined && { previewTimeLimit }),
    ...(inlayHints !== undefined && { inlayHints }),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
