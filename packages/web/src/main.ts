// The page's router: `/` (sign in, games, new game) and `/games/<id>` (a game, for its GameMaster
// or one of its players). Plain DOM, no framework: the page stays small and fast.
import { api, failureText, rememberCsrf, sessionEnded, type Account } from './api.js';
import { h, show } from './dom.js';
import { forgetAllDrafts, keepOnlyDraftsOf } from './drafts.js';
import { gamePage } from './pages/game.js';
import { homePage } from './pages/home.js';
import { signInAgainPanel } from './pages/sign-in-form.js';

const main = document.getElementById('main')!;
const accountNav = document.getElementById('account')!;

async function currentAccount(): Promise<Account | undefined> {
  try {
    const session = await api.get<{ account: Account; csrfToken: string }>('/api/session');
    rememberCsrf(session.csrfToken);
    return session.account;
  } catch (error) {
    if (sessionEnded(error)) return undefined;
    throw error;
  }
}

function signOutButton(): HTMLElement {
  const button = h('button', { class: 'link', type: 'button', id: 'sign-out' }, 'Sign out');
  const status = h('span', { class: 'status', role: 'status', 'aria-live': 'polite' });
  button.addEventListener('click', () => {
    api
      .delete('/api/session')
      .then(() => {
        // Unsent text stays with the session, never for whoever uses this browser next (and a
        // sign-out that failed keeps it, the player being still signed in).
        forgetAllDrafts();
        location.assign('/');
      })
      .catch((error: unknown) => {
        status.className = 'status error';
        status.textContent = ` ${failureText(error)}`;
      });
  });
  return h('span', {}, button, status);
}

async function route(): Promise<void> {
  const account = await currentAccount();
  // Whoever signs in here, another account's unsent text in this tab goes (drafts.ts).
  if (account) keepOnlyDraftsOf(account.id);
  show(accountNav, account && h('span', {}, `Signed in as ${account.name} `, signOutButton()));
  const game = /^\/games\/([A-Za-z0-9_-]{1,40})$/.exec(location.pathname);
  if (game && account) await gamePage(main, game[1]!, account);
  // A game's address without a session: sign in here, and this game comes back.
  else if (game) show(main, h('h1', {}, 'Payola judge'), signInAgainPanel());
  else await homePage(main, account, new URLSearchParams(location.search));
}

route().catch((error: unknown) => {
  show(
    main,
    h(
      'p',
      { class: 'error', role: 'alert', id: 'page-failure' },
      `This page could not be shown: ${failureText(error)}.`,
    ),
    h('p', {}, h('button', { type: 'button', class: 'primary', onclick: () => location.reload() }, 'Try again')),
  );
});
