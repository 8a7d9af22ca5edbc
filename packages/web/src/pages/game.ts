// A game's page. Players: the board as they may see it, their balance and acceptance list, the
// sheet editor (offers, retreats or adjustments) with submit and resubmit, their own reports.
// The GameMaster: who has submitted, adjudicate now, deadlines, civil disorder (Rule 3.3),
// transfers (Rule 2.3), new sign-in links, the end of the game and its publication (Rule 3.6).
// The page keeps itself current (game-watch.ts): a new deadline shows at once; a new phase reloads
// the page, unless something typed there is unsent, which is then kept and the player told.
import { api, failureText, sessionEnded, type Account, type GameSummary } from '../api.js';
import { h, show, when } from '../dom.js';
import { phaseMoved, type GamePageContext, type GamePanel } from './game-context.js';
import { gameMasterPanel } from './game-master-panel.js';
import { watchGame } from './game-watch.js';
import { playerPanel } from './player-panel.js';
import { reportsSection } from './reports.js';
import { signInAgainPanel } from './sign-in-form.js';

function phaseLine(line: HTMLElement, summary: GameSummary, loaded: GameSummary): void {
  const deadlineChanged = summary.deadline !== loaded.deadline && !phaseMoved(loaded, summary);
  show(
    line,
    summary.status === 'ended' ? 'The game has ended; everything is published.' : `${summary.title}. `,
    summary.status === 'active' &&
      h(
        'span',
        { id: 'deadline-now', class: deadlineChanged ? 'changed' : '' },
        `Deadline: ${when(summary.deadline)}${summary.overdue ? ' (passed: waiting for late sheets)' : ''}${deadlineChanged ? ' (changed since this page opened)' : ''}.`,
      ),
    summary.role === 'player' && ` You play ${summary.power}.`,
    summary.role === 'gm' && ' You are the GameMaster.',
  );
}

export async function gamePage(main: HTMLElement, id: string, account: Account): Promise<void> {
  const base = `/api/games/${encodeURIComponent(id)}`;
  const summary = await api.get<GameSummary>(base);
  document.title = `${summary.name} — Payola judge`;
  const board = h(
    'figure',
    { class: 'board' },
    h('img', {
      id: 'board',
      src: `${base}/board?phase=${summary.phaseNumber}`,
      alt: `The board, ${summary.title}${summary.role === 'player' && summary.rules.includes('blind') ? ', as you may see it (Tin Cup)' : ''}`,
    }),
    h('figcaption', { class: 'muted' }, `The board, ${summary.title}`),
  );
  const side = h('div', { id: 'side' });
  const reports = h('section', { id: 'reports', 'aria-labelledby': 'reports-title' });
  // The phase line is announced when it changes (a new deadline, a new phase).
  const line = h('p', { id: 'phase', 'aria-live': 'polite' });
  const watchStatus = h('p', { id: 'watch-status', class: 'muted', role: 'status' });
  const notice = h('div', { id: 'notice' });
  phaseLine(line, summary, summary);
  show(
    main,
    h('h1', {}, summary.name),
    line,
    watchStatus,
    notice,
    h('div', { class: 'columns' }, h('div', {}, board), side),
    reports,
  );

  // The panel is made after the watch it uses; the watch's news reaches it through this.
  const shown: { panel?: GamePanel } = {};
  let movedOn = false;
  const watch = watchGame(base, {
    summary: (fresh) => {
      watchStatus.textContent = '';
      phaseLine(line, fresh, summary);
      if (!phaseMoved(summary, fresh)) return shown.panel?.refresh(fresh);
      // Nothing typed would be lost: show the new phase.
      const panel = shown.panel;
      if (!panel?.unsentWork()) return location.reload();
      if (movedOn) return;
      movedOn = true;
      const kept = panel.phaseOver(fresh);
      show(
        notice,
        h(
          'section',
          { id: 'phase-over', class: 'notice', role: 'alert' },
          h(
            'p',
            {},
            fresh.status === 'ended'
              ? `The game has ended while this page showed ${summary.title}. `
              : `${summary.title} is over: the game is now in ${fresh.title}. `,
            kept,
          ),
          h(
            'button',
            { id: 'open-new-phase', class: 'primary', type: 'button', onclick: () => location.reload() },
            fresh.status === 'ended' ? 'Show the ended game' : `Open ${fresh.title}`,
          ),
        ),
      );
    },
    failure: (error) => {
      if (sessionEnded(error)) {
        // Beside whatever the notice already says (a phase that is over keeps its notice).
        if (!signInAgainPanel().isConnected) notice.append(signInAgainPanel());
        return;
      }
      watchStatus.textContent = `This page could not check the game at ${new Date().toLocaleTimeString()} (${failureText(error)}); it tries again.`;
    },
  });
  const context: GamePageContext = { base, account, summary, watch, notice };
  shown.panel = summary.role === 'player' ? await playerPanel(side, context) : gameMasterPanel(side, context);
  await reportsSection(reports, base, summary);
}
