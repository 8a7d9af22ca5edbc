// Unsent sheet text, kept in this tab (sessionStorage: gone when the tab closes) so that a reload,
// an ended session or a sign-in link opened in this tab loses nothing the player typed. Secrecy:
// a draft is keyed by the account that wrote it, the game and the phase; it is read only for that
// account, and a draft of any other account is deleted as soon as someone signs in here (and all
// of them on signing out), so another player using this browser never sees it.

const prefix = 'payola.draft/';
/** Set on signing out: nothing is kept from then on (not even as the page is left). */
let signedOut = false;

export interface DraftKey {
  readonly account: string;
  readonly game: string;
  readonly phase: number;
}

const keyOf = (k: DraftKey) => `${prefix}${encodeURIComponent(k.account)}/${encodeURIComponent(k.game)}/${k.phase}`;

/** Storage may be missing or refuse (private modes, quota): then nothing is kept, and callers say so. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function draftKeys(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Keeps the text; false when this browser would not keep it. */
export function saveDraft(key: DraftKey, text: string): boolean {
  try {
    const store = storage();
    if (!store || signedOut) return false;
    store.setItem(keyOf(key), text);
    return true;
  } catch {
    return false;
  }
}

export function loadDraft(key: DraftKey): string | undefined {
  return storage()?.getItem(keyOf(key)) ?? undefined;
}

export function clearDraft(key: DraftKey): void {
  storage()?.removeItem(keyOf(key));
}

/** Called whenever the page learns who is signed in: every other account's drafts go. */
export function keepOnlyDraftsOf(account: string): void {
  const own = `${prefix}${encodeURIComponent(account)}/`;
  for (const key of draftKeys()) if (!key.startsWith(own)) storage()?.removeItem(key);
}

/** This account's unsent text for the game's earlier phases (they can no longer be sent), newest first. */
export function earlierDrafts(current: DraftKey): { phase: number; text: string }[] {
  const game = `${prefix}${encodeURIComponent(current.account)}/${encodeURIComponent(current.game)}/`;
  return draftKeys()
    .filter((key) => key.startsWith(game) && Number(key.slice(game.length)) < current.phase)
    .map((key) => ({ phase: Number(key.slice(game.length)), text: storage()?.getItem(key) ?? '' }))
    .sort((a, b) => b.phase - a.phase);
}

export function forgetEarlierDrafts(current: DraftKey): void {
  for (const { phase } of earlierDrafts(current)) clearDraft({ ...current, phase });
}

/** Signing out: nothing of this session's text stays in the tab. */
export function forgetAllDrafts(): void {
  signedOut = true;
  for (const key of draftKeys()) storage()?.removeItem(key);
}
