// The GameMaster's side of a game's page: who has sent orders (kept current by the page's watch),
// adjudicate now, deadlines, civil disorder (Rule 3.3), transfers (Rule 2.3), new sign-in links,
// the end of the game and its publication (Rule 3.6).
import { api, ApiRefusal, failureText, sessionEnded, type GameSummary } from '../api.js';
import { h, show, statusLine } from '../dom.js';
import { phaseMoved, type GamePageContext, type GamePanel } from './game-context.js';
import { signInAgainPanel } from './sign-in-form.js';

export function gameMasterPanel(side: HTMLElement, { base, summary, watch }: GamePageContext): GamePanel {
  const status = statusLine('gm-status');
  let over = false;
  const phaseIsOver = new Error('the phase is over');
  // Every action is for the phase this page shows: the game is checked first, so a GameMaster
  // never adjudicates (or puts in civil disorder) a phase they have not seen.
  const act = (label: string, work: () => Promise<unknown>, reload = true) => {
    status.className = 'status';
    status.textContent = `${label}…`;
    watch
      .check()
      .then((fresh) => {
        if (over || phaseMoved(summary, fresh)) throw phaseIsOver;
        return work();
      })
      .then(() => (reload ? location.reload() : undefined))
      .catch((error: unknown) => {
        status.className = 'status error';
        // The judge refuses it too (phase-changed) when the game moved on after the page's check.
        if (error === phaseIsOver || (error instanceof ApiRefusal && error.code === 'phase-changed')) {
          status.textContent = `Not done: ${summary.title} is over.`;
          void watch.check().catch(() => undefined);
        } else if (sessionEnded(error)) {
          status.textContent = 'Your session has ended: nothing was done. Sign in again below.';
          status.after(signInAgainPanel());
        } else status.textContent = failureText(error);
      });
  };
  const powerSelect = (id: string, label: string) =>
    h('select', { id, 'aria-label': label }, ...summary.powers.map((p) => h('option', { value: p.name }, p.name)));
  if (summary.status !== 'active') {
    show(side, h('p', {}, 'The game has ended and is published (Rule 3.6).'));
    return { unsentWork: () => false, phaseOver: () => '', refresh: () => undefined };
  }
  const submissionRows = (fresh: GameSummary) =>
    (fresh.submissions ?? []).map((s) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, s.power),
        h('td', {}, s.submitted ? `yes (revision ${s.revision})` : 'not yet'),
        h(
          'td',
          {},
          h(
            'button',
            {
              type: 'button',
              'aria-pressed': s.civilDisorder ? 'true' : 'false',
              onclick: () =>
                act('Saving', () =>
                  api.post(`${base}/civil-disorder`, {
                    power: s.power,
                    civilDisorder: !s.civilDisorder,
                    phaseNumber: summary.phaseNumber,
                  }),
                ),
            },
            s.civilDisorder ? `${s.power} in civil disorder: undo` : `Put ${s.power} in civil disorder`,
          ),
        ),
      ),
    );
  const rows = h('tbody', {}, ...submissionRows(summary));
  const submissions = h(
    'table',
    { id: 'submissions' },
    h('caption', {}, `Who has sent orders for ${summary.title}`),
    h('thead', {}, h('tr', {}, h('th', {}, 'Power'), h('th', {}, 'Sent'), h('th', {}, 'Civil disorder'))),
    rows,
  );
  const deadline = h('input', { id: 'deadline', type: 'datetime-local' });
  const from = powerSelect('transfer-from', 'From');
  const to = powerSelect('transfer-to', 'To');
  const amount = h('input', {
    id: 'transfer-amount',
    type: 'number',
    min: '1',
    step: '1',
    'aria-label': 'Amount in AgP',
  });
  const invitePower = powerSelect('invite-power', 'Power');
  const link = h('p', { id: 'new-link', class: 'invitation' });
  const adjudicate = h(
    'button',
    {
      id: 'adjudicate',
      class: 'primary',
      type: 'button',
      onclick: () => act('Adjudicating', () => api.post(`${base}/adjudicate`, { phaseNumber: summary.phaseNumber })),
    },
    `Adjudicate ${summary.title} now`,
  );
  show(
    side,
    h('h2', {}, 'GameMaster'),
    submissions,
    h('p', {}, adjudicate),
    status,
    h('h3', {}, 'Deadline'),
    h(
      'p',
      {},
      h('label', { for: 'deadline' }, 'New deadline '),
      deadline,
      ' ',
      h(
        'button',
        {
          type: 'button',
          onclick: () =>
            act('Saving', () =>
              api.put(`${base}/deadline`, { deadline: deadline.value ? new Date(deadline.value).toISOString() : null }),
            ),
        },
        'Set',
      ),
      ' ',
      h(
        'button',
        { type: 'button', onclick: () => act('Saving', () => api.put(`${base}/deadline`, { deadline: null })) },
        'No deadline',
      ),
    ),
    h('h3', {}, 'Transfer (Rule 2.3)'),
    h(
      'p',
      {},
      from,
      ' → ',
      to,
      ' ',
      amount,
      ' AgP ',
      h(
        'button',
        {
          type: 'button',
          onclick: () =>
            act('Recording', () =>
              api.post(`${base}/transfers`, { from: from.value, to: to.value, amount: Number(amount.value) }),
            ),
        },
        'Record',
      ),
    ),
    h('h3', {}, 'New sign-in link'),
    h(
      'p',
      {},
      invitePower,
      ' ',
      h(
        'button',
        {
          type: 'button',
          onclick: () =>
            act(
              'Making a link',
              () =>
                api
                  .post<{ signInPath: string }>(`${base}/invitations`, { power: invitePower.value, invite: 'link' })
                  .then((i) => {
                    link.textContent = `${location.origin}${i.signInPath} (earlier links of this player stop working)`;
                    status.textContent = '';
                  }),
              false,
            ),
        },
        'Make a new link',
      ),
    ),
    link,
    h('h3', {}, 'End of the game'),
    h(
      'p',
      {},
      h(
        'button',
        {
          id: 'end-game',
          type: 'button',
          onclick: () => {
            if (confirm('End the game and publish every sheet, report and list to its players (Rule 3.6)?'))
              act('Ending', () => api.post(`${base}/end`));
          },
        },
        'End the game and publish everything',
      ),
    ),
  );
  return {
    unsentWork: () => deadline.value !== '' || amount.value !== '',
    phaseOver: () => {
      over = true;
      adjudicate.disabled = true;
      return 'What you typed in this panel was not sent: reloading the page clears it.';
    },
    refresh: (fresh) => show(rows, ...submissionRows(fresh)),
  };
}
