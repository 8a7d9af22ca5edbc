// The expensive custom requests as jobs of plain data, so that they run in a worker thread
// (runner.ts) and never block hovers, completion or diagnostics: the whole sheet's reduction
// schedule (Rule 5.5) and the adjudication preview. A job carries texts and the game file's path;
// the worker reads the game file itself (its own GameFileStore, reloaded when the file changes).
import { standardMap } from '@payola/engine';
import { buildContext, type SheetEnvironment } from '../features/context.js';
import { previewAdjudication, type PreviewSheet } from '../features/preview-adjudication.js';
import { sheetScheduleMarkdown } from '../features/schedule-table.js';
import type { PreviewAdjudicationResult, ReductionScheduleResult } from '../protocol.js';
import type { GameFileStore } from '../workspace/game-files.js';
import type { PayolaSettings } from '../workspace/settings.js';

export interface ReductionScheduleJob {
  readonly kind: 'reductionSchedule';
  readonly uri: string;
  readonly text: string;
  /** The game file (a path), when the sheet has a usable one. */
  readonly gamePath?: string;
  readonly power?: string;
  readonly settings: PayolaSettings;
}

export interface PreviewAdjudicationJob {
  readonly kind: 'previewAdjudication';
  readonly uri: string;
  readonly gamePath: string;
  /** How the game file is named in the preview's header (`spring-1901/payola-game.json`). */
  readonly gameFileName: string;
  readonly sheets: readonly PreviewSheet[];
  /** Sheet files left out, and why. */
  readonly skipped: readonly string[];
  readonly seed: number;
}

export type PreviewJob = ReductionScheduleJob | PreviewAdjudicationJob;
export type PreviewJobResult<J extends PreviewJob> = J extends ReductionScheduleJob
  ? ReductionScheduleResult
  : PreviewAdjudicationResult;

/** Runs a job to completion (in the worker; in-process in tests). */
export function runPreviewJob(
  job: PreviewJob,
  games: GameFileStore,
): ReductionScheduleResult | PreviewAdjudicationResult {
  if (job.kind === 'reductionSchedule') {
    const loaded = job.gamePath === undefined ? undefined : games.load(job.gamePath).result;
    if (loaded && !loaded.ok)
      return { markdown: 'The game file changed and cannot be used now: no reduction schedule.', refused: true };
    const game = loaded?.game;
    const env: SheetEnvironment = {
      map: game?.map ?? standardMap,
      settings: job.settings,
      ...(game && { game }),
      ...(job.power !== undefined && { power: job.power }),
    };
    const ctx = buildContext({ uri: job.uri, version: 0, text: job.text }, env);
    return { markdown: sheetScheduleMarkdown(ctx) };
  }
  const loaded = games.load(job.gamePath).result;
  if (!loaded.ok)
    return { text: 'Cannot preview the adjudication: the game file changed and cannot be used now.', refused: true };
  const result = previewAdjudication(loaded.game, job.sheets, job.seed, job.gameFileName);
  return job.skipped.length > 0 ? { ...result, text: `${result.text}\nSkipped: ${job.skipped.join('; ')}\n` } : result;
}
