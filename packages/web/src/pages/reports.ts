// The phases already adjudicated, newest first: public results and the reports the caller may read
// (Rule 5.7); once the game has ended, every sheet of every phase too (Rule 3.6).
import { api, type GameSummary, type PhaseResult } from '../api.js';
import { h, show } from '../dom.js';

export async function reportsSection(section: HTMLElement, base: string, summary: GameSummary): Promise<void> {
  const { phases } = await api.get<{ phases: PhaseResult[] }>(`${base}/phases`);
  // Rule 3.6: once the game has ended, every sheet of every phase is published to its players.
  const published =
    summary.status === 'ended'
      ? await api.get<{ phases: { number: number; record: { sheets?: Record<string, string> } }[] }>(
          `${base}/publication`,
        )
      : undefined;
  const sheetsOf = (n: number) => published?.phases.find((p) => p.number === n)?.record.sheets ?? {};
  show(
    section,
    h(
      'h2',
      { id: 'reports-title' },
      summary.role === 'gm' || summary.status === 'ended' ? 'Phases and reports' : 'Your reports',
    ),
    phases.length === 0
      ? h('p', {}, 'No phase has been adjudicated yet.')
      : h(
          'div',
          {},
          ...[...phases]
            .reverse()
            .map((phase) =>
              h(
                'article',
                { class: 'phase', 'data-phase': String(phase.number) },
                h('h3', {}, phase.title),
                ...Object.entries(phase.reports).map(([power, report]) =>
                  h(
                    'section',
                    {},
                    h('h4', {}, `${power}'s report`),
                    h('pre', { class: 'report', 'data-power': power }, report.text),
                  ),
                ),
                ...Object.entries(sheetsOf(phase.number)).map(([power, text]) =>
                  h(
                    'section',
                    {},
                    h('h4', {}, `${power}'s sheet`),
                    h('pre', { class: 'sheet', 'data-power': power }, text),
                  ),
                ),
              ),
            ),
        ),
  );
}
