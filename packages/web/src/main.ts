// The page's router: `/` (sign in, games, new game) and `/games/<id>` (a game, for its GameMaster
// or one of its players). Plain DOM, no framework: the page stays small and fast.
import { api, ApiRefusal, rememberCsrf, type Account } from './api.js';
import { h, show } from './dom.js';
import { gamePage } from './pages/game.js';
import { homePage } from './pages/home.js';

const main = document.getElementById('main')!;
const accountNav = document.getElementById('account')!;

async function currentAccount(): Promise<Account | undefined> {
  try {
    const session = await api.get<{ account: Account; csrfToken: string }>('/api/session');
    rememberCsrf(session.csrfToken);
    return session.account;
  } catch (error) {
    if (error instanceof ApiRefusal && error.status === 401) return undefined;
    throw error;
  }
}

async function route(): Promise<void> {
  const account = await currentAccount();
  show(
    accountNav,
    account &&
      h(
        'span',
        {},
        `Signed in as ${account.name} `,
        h(
          'button',
          {
            class: 'link',
            type: 'button',
            onclick: () => {
              void api.delete('/api/session').then(() => location.assign('/'));
            },
          },
          'Sign out',
        ),
      ),
  );
  const game = /^\/games\/([A-Za-z0-9_-]{1,40})$/.exec(location.pathname);
  if (game && account) await gamePage(main, game[1]!);
  else await homePage(main, account, new URLSearchParams(location.search));
}

route().catch((error: unknown) => {
  show(
    main,
    h(
      'p',
      { class: 'error', role: 'alert' },
      `The judge could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
});
