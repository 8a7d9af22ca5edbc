// A game's page. Players: the board as they may see it, their balance and acceptance list, the
// sheet editor (offers, retreats or adjustments) with submit and resubmit, their own reports.
// The GameMaster: who has submitted, adjudicate now, deadlines, civil disorder (Rule 3.3),
// transfers (Rule 2.3), new sign-in links, the end of the game and its publication (Rule 3.6).
import { api, ApiRefusal, type GameSummary, type PhaseResult, type SheetDiagnostic } from '../api.js';
import { h, show, statusLine, when } from '../dom.js';

/** The engine's player view: a game file with only this player's secrets. */
interface PlayerView {
  readonly view?: { power: string };
  readonly powers: { name: string; letter: string; balance?: number; accept?: string; centers: string[] }[];
  readonly [key: string]: unknown;
}

const refusalText = (error: unknown) => (error instanceof ApiRefusal ? error.message : String(error));

export async function gamePage(main: HTMLElement, id: string): Promise<void> {
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
  show(
    main,
    h('h1', {}, summary.name),
    h(
      'p',
      { id: 'phase' },
      summary.status === 'ended' ? 'The game has ended; everything is published.' : `${summary.title}. `,
      summary.status === 'active' &&
        `Deadline: ${when(summary.deadline)}${summary.overdue ? ' (passed: waiting for late sheets)' : ''}.`,
      summary.role === 'player' && ` You play ${summary.power}.`,
      summary.role === 'gm' && ' You are the GameMaster.',
    ),
    h('div', { class: 'columns' }, h('div', {}, board), side),
    reports,
  );
  if (summary.role === 'player') await playerPanel(side, base, summary);
  else gameMasterPanel(side, base, summary);
  await reportsSection(reports, base, summary);
}

async function playerPanel(side: HTMLElement, base: string, summary: GameSummary): Promise<void> {
  const [view, map] = await Promise.all([
    api.get<PlayerView>(`${base}/view`),
    // The board as data, for the editor's checks on a variant map.
    api.get<{ name?: string }>(`${base}/map`),
  ]);
  const me = view.powers.find((p) => p.name === view.view?.power);
  show(
    side,
    h('h2', {}, `${summary.power}`),
    me &&
      h(
        'dl',
        { id: 'account-facts' },
        h('dt', {}, 'Balance'),
        h('dd', { id: 'balance' }, `${me.balance ?? 0} AgP`),
        h('dt', {}, 'Acceptance list'),
        h('dd', { id: 'acceptance-list' }, me.accept ?? `${me.letter}?`),
        h('dt', {}, 'Supply centres'),
        h('dd', {}, me.centers.join(', ') || 'none'),
      ),
  );
  if (summary.status !== 'active') return;
  if (summary.mustOrder === false) {
    side.append(h('p', { id: 'nothing-to-order' }, `${summary.power} has nothing to order in this phase.`));
    return;
  }
  const sheet = await api.get<{ text: string | null; revision: number; submittedAt: string | null }>(`${base}/sheet`);
  const kind =
    summary.phase === 'movement' ? 'offer sheet' : summary.phase === 'retreat' ? 'retreat orders' : 'adjustment orders';
  const status = statusLine('submit-status');
  const problems = h('ul', { id: 'problems', class: 'problems error' });
  if (sheet.submittedAt !== null)
    status.textContent = `Submitted (revision ${sheet.revision}) at ${when(sheet.submittedAt)}.`;
  const container = h('div', { id: 'editor', role: 'group', 'aria-label': `Your ${kind}` });
  const submit = h(
    'button',
    { id: 'submit', class: 'primary', type: 'button' },
    sheet.revision > 0 ? 'Resubmit' : 'Submit',
  );
  side.append(h('h2', {}, `Your ${kind} for ${summary.title}`), container, h('p', {}, submit), status, problems);
  const template =
    summary.phase === 'movement'
      ? `% ${summary.power}, ${summary.title}\n`
      : `% ${summary.power}, ${summary.title}: one order per line\n`;
  const text = sheet.text ?? template;
  const editor = await import('../editor/sheet-editor.js')
    .then(({ sheetEditor }) =>
      sheetEditor(container, { text, game: view, map, power: summary.power!, label: `Your ${kind}` }),
    )
    .catch((error: unknown) => {
      // Without the editor (an old browser, a blocked worker) the sheet is still written and submitted.
      const area = h('textarea', { id: 'sheet-text', rows: '14', cols: '60', 'aria-label': `Your ${kind}` });
      area.value = text;
      show(
        container,
        h(
          'p',
          { class: 'muted' },
          `The checking editor could not start (${String(error)}); the judge still checks the sheet.`,
        ),
        area,
      );
      container.removeAttribute('id');
      return { text: () => area.value, setText: (t: string) => (area.value = t) };
    });
  submit.addEventListener('click', () => {
    status.className = 'status';
    status.textContent = 'Checking and submitting…';
    show(problems);
    api
      .put<{ revision: number; submittedAt: string }>(`${base}/sheet`, { text: editor.text() })
      .then((ack) => {
        status.className = 'status ok';
        status.textContent = `Submitted (revision ${ack.revision}) at ${when(ack.submittedAt)}. You may resubmit until the deadline.`;
        submit.textContent = 'Resubmit';
      })
      .catch((error: unknown) => {
        status.className = 'status error';
        status.textContent = refusalText(error);
        const diagnostics =
          error instanceof ApiRefusal ? (error.details.diagnostics as SheetDiagnostic[] | undefined) : undefined;
        show(
          problems,
          ...(diagnostics ?? []).map((d) =>
            h('li', {}, `Line ${d.range.start.line}, column ${d.range.start.column}: ${d.message} (${d.code})`),
          ),
        );
      });
  });
}

function gameMasterPanel(side: HTMLElement, base: string, summary: GameSummary): void {
  const status = statusLine('gm-status');
  const act = (label: string, work: () => Promise<unknown>, reload = true) => {
    status.className = 'status';
    status.textContent = `${label}…`;
    work()
      .then(() => (reload ? location.reload() : undefined))
      .catch((error: unknown) => {
        status.className = 'status error';
        status.textContent = refusalText(error);
      });
  };
  const powerSelect = (id: string, label: string) =>
    h('select', { id, 'aria-label': label }, ...summary.powers.map((p) => h('option', { value: p.name }, p.name)));
  if (summary.status !== 'active') {
    show(side, h('p', {}, 'The game has ended and is published (Rule 3.6).'));
    return;
  }
  const submissions = h(
    'table',
    { id: 'submissions' },
    h('caption', {}, `Who has sent orders for ${summary.title}`),
    h('thead', {}, h('tr', {}, h('th', {}, 'Power'), h('th', {}, 'Sent'), h('th', {}, 'Civil disorder'))),
    h(
      'tbody',
      {},
      ...(summary.submissions ?? []).map((s) =>
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
                    api.post(`${base}/civil-disorder`, { power: s.power, civilDisorder: !s.civilDisorder }),
                  ),
              },
              s.civilDisorder ? `${s.power} in civil disorder: undo` : `Put ${s.power} in civil disorder`,
            ),
          ),
        ),
      ),
    ),
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
  show(
    side,
    h('h2', {}, 'GameMaster'),
    submissions,
    h(
      'p',
      {},
      h(
        'button',
        {
          id: 'adjudicate',
          class: 'primary',
          type: 'button',
          onclick: () => act('Adjudicating', () => api.post(`${base}/adjudicate`)),
        },
        `Adjudicate ${summary.title} now`,
      ),
    ),
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
}

async function reportsSection(section: HTMLElement, base: string, summary: GameSummary): Promise<void> {
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
