// A player's side of a game's page: their power's balance, acceptance list and centres, and the
// sheet editor (offers, retreats or adjustments) with submit and resubmit. What they type and have
// not sent is kept in the tab (drafts.ts) and comes back after a reload or a new sign-in; a sheet
// is sent only for the phase the page shows, and only if the judge would take its size.
import { maxSheetLength } from '@payola/server/limits';
import { api, ApiRefusal, failureText, sessionEnded, type GameSummary, type SheetDiagnostic } from '../api.js';
import { h, show, statusLine, when } from '../dom.js';
import { clearDraft, earlierDrafts, forgetEarlierDrafts, loadDraft, saveDraft, type DraftKey } from '../drafts.js';
import type { SheetEditor } from '../editor/sheet-editor.js';
import { phaseMoved, type GamePageContext, type GamePanel } from './game-context.js';
import { signInAgainPanel } from './sign-in-form.js';

/** The engine's player view: a game file with only this player's secrets. */
interface PlayerView {
  readonly view?: { power: string };
  readonly powers: { name: string; letter: string; balance?: number; accept?: string; centers: string[] }[];
  readonly [key: string]: unknown;
}

interface SheetAnswer {
  readonly text: string | null;
  readonly revision: number;
  readonly submittedAt: string | null;
}

const nothingToSend: GamePanel = { unsentWork: () => false, phaseOver: () => '', refresh: () => undefined };
/** How long typing may pause before the text is kept in the tab. */
const keepAfterMs = 300;

export async function playerPanel(side: HTMLElement, context: GamePageContext): Promise<GamePanel> {
  const { base, summary, account, watch } = context;
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
  if (summary.status !== 'active') return nothingToSend;
  const key: DraftKey = { account: account.id, game: summary.id, phase: summary.phaseNumber };
  if (summary.mustOrder === false) {
    // Text left unsent in an earlier phase is shown here too, as the notice of its end promised.
    side.append(
      ...earlierText(key),
      h('p', { id: 'nothing-to-order' }, `${summary.power} has nothing to order in this phase.`),
    );
    return nothingToSend;
  }
  const sheet = await api.get<SheetAnswer>(`${base}/sheet`);
  const kind =
    summary.phase === 'movement' ? 'offer sheet' : summary.phase === 'retreat' ? 'retreat orders' : 'adjustment orders';
  const status = statusLine('submit-status');
  const problems = h('ul', { id: 'problems', class: 'problems error' });
  const container = h('div', { id: 'editor', role: 'group', 'aria-label': `Your ${kind}` });
  // Enabled once the editor holds the text it would send.
  const submit = h(
    'button',
    { id: 'submit', class: 'primary', type: 'button', disabled: true },
    sheet.revision > 0 ? 'Resubmit' : 'Submit',
  );
  const discard = h('button', { id: 'discard-draft', type: 'button', hidden: true }, 'Discard the unsent changes');
  side.append(
    ...earlierText(key),
    h('h2', {}, `Your ${kind} for ${summary.title}`),
    container,
    h('p', {}, submit, ' ', discard),
    status,
    problems,
  );
  const template =
    summary.phase === 'movement'
      ? `% ${summary.power}, ${summary.title}\n`
      : `% ${summary.power}, ${summary.title}: one order per line\n`;

  // The text the judge has (or the template): what "unsent" is measured against.
  let sent = sheet.text ?? template;
  let revision = sheet.revision;
  const draft = loadDraft(key);
  const restored = draft !== undefined && draft !== sent;
  if (!restored) clearDraft(key);
  if (restored) {
    status.className = 'status warn';
    status.textContent =
      sheet.revision > 0
        ? `Your unsent changes to revision ${sheet.revision} are back from this tab: press Resubmit to send them.`
        : 'Your unsent text is back from this tab: press Submit to send it.';
    discard.hidden = false;
  } else if (sheet.submittedAt !== null)
    status.textContent = `Submitted (revision ${sheet.revision}) at ${when(sheet.submittedAt)}.`;

  const editor = await startEditor(container, restored ? draft : sent, {
    game: view,
    map,
    power: summary.power!,
    label: `Your ${kind}`,
  });
  const unsent = () => editor.text() !== sent;
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  /** Keeps the text in the tab now; false when this browser would not keep it. */
  const keep = (): boolean => {
    clearTimeout(keepTimer);
    if (!unsent()) {
      clearDraft(key);
      return true;
    }
    return saveDraft(key, editor.text());
  };
  editor.onChange(() => {
    clearTimeout(keepTimer);
    keepTimer = setTimeout(keep, keepAfterMs);
  });
  // Typed while the editor was starting, before the listener: kept too.
  keep();
  // A reload or a sign-in link opened in this tab: the text is kept however the page is left.
  window.addEventListener('pagehide', () => void keep());
  discard.addEventListener('click', () => {
    editor.setText(sent);
    clearDraft(key);
    discard.hidden = true;
    status.className = 'status';
    status.textContent = revision > 0 ? `Back to revision ${revision} as submitted.` : '';
  });

  let over = false;
  submit.disabled = false;
  const refuse = (text: string) => {
    status.className = 'status error';
    status.textContent = text;
  };
  submit.addEventListener('click', () => {
    const text = editor.text();
    show(problems);
    if (over) return refuse(`Not sent: ${summary.title} is over (see above).`);
    // The judge's limit, said before sending: its size in characters is what the player can act on.
    if (text.length > maxSheetLength)
      return refuse(
        `Not sent: your ${kind} is ${text.length.toLocaleString('en-US')} characters long; the judge accepts at most ${maxSheetLength.toLocaleString('en-US')}. Shorten it and submit again.`,
      );
    status.className = 'status';
    status.textContent = 'Checking and submitting…';
    submit.disabled = true;
    watch
      .check()
      .then((fresh) => {
        // A sheet goes only to the phase it was written for (the page has told the player).
        if (phaseMoved(summary, fresh)) throw phaseIsOver;
        // The judge refuses it too (phase-changed) if the game moves on before it arrives.
        return api.put<{ revision: number; submittedAt: string }>(`${base}/sheet`, {
          text,
          phaseNumber: summary.phaseNumber,
        });
      })
      .then((ack) => {
        sent = text;
        revision = ack.revision;
        keep();
        discard.hidden = true;
        status.className = 'status ok';
        status.textContent = `Submitted (revision ${ack.revision}) at ${when(ack.submittedAt)}. You may resubmit until the deadline.`;
        submit.textContent = 'Resubmit';
      })
      .catch((error: unknown) => {
        if (error === phaseIsOver) return refuse(`Not sent: ${summary.title} is over (see above).`);
        if (error instanceof ApiRefusal && error.code === 'phase-changed') {
          // The game moved on between the page's check and the sheet's arrival: a check shows the
          // notice (and says so here again, as phaseOver does).
          void watch.check().catch(() => undefined);
          return refuse(`Not sent: ${summary.title} is over.`);
        }
        if (sessionEnded(error)) {
          const kept = keep();
          refuse(
            kept
              ? 'Your session has ended, so nothing was sent. Your text is kept in this tab: sign in again below, and this page comes back with it.'
              : 'Your session has ended, so nothing was sent. This browser would not keep your text: copy it before you sign in again below.',
          );
          return status.after(signInAgainPanel());
        }
        refuse(`Not sent: ${failureText(error)}`);
        const diagnostics =
          error instanceof ApiRefusal ? (error.details.diagnostics as SheetDiagnostic[] | undefined) : undefined;
        show(
          problems,
          ...(diagnostics ?? []).map((d) =>
            h('li', {}, `Line ${d.range.start.line}, column ${d.range.start.column}: ${d.message} (${d.code})`),
          ),
        );
      })
      .finally(() => (submit.disabled = over));
  });

  return {
    unsentWork: unsent,
    phaseOver: (fresh: GameSummary) => {
      over = true;
      submit.disabled = true;
      submit.textContent = `${summary.title} is over`;
      const kept = keep();
      refuse(`Not sent: ${summary.title} is over${fresh.status === 'ended' ? ' and the game has ended' : ''}.`);
      return kept && fresh.status === 'active'
        ? `Your ${kind} was not sent. It stays here, and the page of ${fresh.title} shows it too until you forget it.`
        : `Your ${kind} was not sent. It stays here until you leave this page: copy what you still need.`;
    },
    refresh: () => undefined,
  };
}

const phaseIsOver = new Error('the phase is over');

/**
 * Text typed for a phase that ended before it was sent (the player was signed out, or left the
 * page that said so): shown, never sent, until the player forgets it, so nothing vanishes unseen.
 */
function earlierText(key: DraftKey): HTMLElement[] {
  const [latest] = earlierDrafts(key);
  if (!latest) return [];
  const section = h(
    'section',
    { id: 'earlier-draft', class: 'notice', 'aria-labelledby': 'earlier-draft-title' },
    h('h3', { id: 'earlier-draft-title' }, 'Unsent text from an earlier phase'),
    h('p', {}, 'You typed this for a phase that is now over; it was never sent. Copy what you still need.'),
    h('pre', { class: 'draft' }, latest.text),
  );
  section.append(
    h(
      'button',
      {
        type: 'button',
        id: 'forget-earlier-draft',
        onclick: () => {
          forgetEarlierDrafts(key);
          section.remove();
        },
      },
      'Forget it',
    ),
  );
  return [section];
}

async function startEditor(
  container: HTMLElement,
  text: string,
  options: { game: unknown; map: unknown; power: string; label: string },
): Promise<SheetEditor> {
  try {
    const { sheetEditor } = await import('../editor/sheet-editor.js');
    return await sheetEditor(container, { text, ...options });
  } catch (error) {
    // Without the editor (an old browser, a blocked worker) the sheet is still written and submitted.
    const area = h('textarea', { id: 'sheet-text', rows: '14', cols: '60', 'aria-label': options.label });
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
    return {
      text: () => area.value,
      setText: (t: string) => (area.value = t),
      onChange: (listener) => area.addEventListener('input', listener),
    };
  }
}
