// The start page: sign in or create an account; then the caller's games and the form that
// creates a game (the caller becomes its GameMaster).
import { api, failureText, type Account, type GameListEntry } from '../api.js';
import { h, show, statusLine } from '../dom.js';
import { credentialsForm } from './sign-in-form.js';

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const ruleFlags: [string, string][] = [
  ['classic', 'Payola Classic (Rule 6.1)'],
  ['flat-tax', 'Flat tax'],
  ['blind', 'Tin Cup (Rule 6.3)'],
  ['ebayola', 'eBayola (Rule 6.4)'],
  ['public-totals', 'Public totals'],
  ['loyal-units', 'Loyal Units (Rule 6.5)'],
  ['zero-sum', 'Zero Sum (Rule 6.7)'],
];

export async function homePage(main: HTMLElement, account: Account | undefined, query: URLSearchParams): Promise<void> {
  if (!account) return signInPage(main, query);
  const { games } = await api.get<{ games: GameListEntry[] }>('/api/games');
  show(
    main,
    h('h1', {}, 'Your games'),
    games.length === 0
      ? h('p', {}, 'No games yet.')
      : h(
          'ul',
          { id: 'games' },
          ...games.map((g) =>
            h(
              'li',
              {},
              h('a', { href: `/games/${g.id}` }, g.name),
              ` — ${g.role === 'gm' ? 'GameMaster' : (g.power ?? '')}${g.status === 'ended' ? ' (ended)' : ''}`,
            ),
          ),
        ),
    newGameForm(),
  );
}

function signInPage(main: HTMLElement, query: URLSearchParams): void {
  const status = statusLine('signin-status');
  if (query.get('signin') === 'expired')
    status.textContent = 'That sign-in link is no longer valid: ask your GameMaster for a new one.';
  const signedIn = () => location.assign('/');
  show(
    main,
    h('h1', {}, 'Payola judge'),
    h('p', {}, 'Players: open the sign-in link your GameMaster sent you. GameMasters: sign in or create an account.'),
    status,
    credentialsForm({
      id: 'signin',
      title: 'Sign in',
      heading: 'h2',
      path: '/auth/login',
      submit: 'Sign in',
      status,
      signedIn,
    }),
    credentialsForm({
      id: 'register',
      title: 'Create an account',
      heading: 'h2',
      path: '/auth/register',
      submit: 'Create account',
      status,
      signedIn,
    }),
  );
}

function newGameForm(): HTMLElement {
  const status = statusLine('new-game-status');
  const name = h('input', { id: 'game-name', required: true, maxlength: '120' });
  const rules = ruleFlags.map(([flag, label]) => {
    const box = h('input', { type: 'checkbox', id: `rule-${flag}`, value: flag });
    return { box, row: h('div', {}, box, ' ', h('label', { for: `rule-${flag}` }, label)) };
  });
  const playerRow = (power: string) => {
    const player = h('input', {
      id: `player-${power}`,
      maxlength: '64',
      placeholder: 'empty: a dummy power (Rule 4.4)',
    });
    const invite = h(
      'select',
      { id: `invite-${power}`, 'aria-label': `How ${power}'s player signs in` },
      h('option', { value: 'link' }, 'sign-in link'),
      h('option', { value: 'password' }, 'password'),
      h('option', { value: 'account' }, 'existing account'),
    );
    const password = h('input', {
      id: `password-${power}`,
      type: 'password',
      maxlength: '256',
      'aria-label': `${power}'s password`,
      placeholder: 'password (if chosen)',
    });
    return {
      power,
      player,
      invite,
      password,
      row: h(
        'tr',
        {},
        h('th', { scope: 'row' }, h('label', { for: `player-${power}` }, power)),
        h('td', {}, player),
        h('td', {}, invite),
        h('td', {}, password),
      ),
    };
  };
  let players = powers.map(playerRow);
  const playerRows = h('tbody', {}, ...players.map((p) => p.row));
  const hours = (kind: string, value: string) =>
    h('input', {
      id: `deadline-${kind}`,
      type: 'number',
      min: '0',
      max: '8784',
      step: '1',
      value,
      'aria-describedby': 'deadline-help',
    });
  const deadlines = {
    movement: hours('movement', '0'),
    retreat: hours('retreat', '0'),
    adjustment: hours('adjustment', '0'),
  };
  const mapFile = h('input', {
    id: 'map-file',
    type: 'file',
    accept: '.json,application/json',
    // A variant's powers replace the standard ones in the players' table.
    onchange: () => {
      const file = mapFile.files?.[0];
      void (file ? file.text() : Promise.resolve('')).then((text) => {
        let names = powers;
        try {
          const data = text === '' ? undefined : (JSON.parse(text) as { powers?: { name?: unknown }[] });
          const given = data?.powers?.map((p) => p.name).filter((n): n is string => typeof n === 'string');
          if (given && given.length > 0) names = given.slice(0, 40);
        } catch {
          // not JSON: the judge says so when the game is created
        }
        players = names.map(playerRow);
        show(playerRows, ...players.map((p) => p.row));
      });
    },
  });
  const result = h('div', { id: 'invitations' });
  return h(
    'section',
    { 'aria-labelledby': 'new-game-title' },
    h('h2', { id: 'new-game-title' }, 'New game (you are its GameMaster)'),
    h(
      'form',
      {
        id: 'new-game',
        onsubmit: (event: Event) => {
          event.preventDefault();
          status.className = 'status';
          status.textContent = 'Creating…';
          const body = {
            name: name.value,
            map: 'standard' as unknown,
            rules: rules.filter((r) => r.box.checked).map((r) => r.box.value),
            players: players
              .filter((p) => p.player.value.trim() !== '')
              .map((p) => ({
                power: p.power,
                name: p.player.value.trim(),
                invite: p.invite.value,
                ...(p.invite.value === 'password' && { password: p.password.value }),
              })),
            deadlines: Object.fromEntries(
              Object.entries(deadlines).map(([k, input]) => [k, Math.round(Number(input.value) * 3600)]),
            ),
          };
          // A variant board: its JSON file (schemas/map.schema.json), checked by the judge.
          const file = mapFile.files?.[0];
          (file ? file.text().then((text) => (body.map = JSON.parse(text) as unknown)) : Promise.resolve())
            .then(() =>
              api.post<{ id: string; invitations: { power: string; name: string; signInPath?: string }[] }>(
                '/api/games',
                body,
              ),
            )
            .then((created) => {
              status.className = 'status ok';
              status.textContent = 'The game is created. Send each player their link (it is shown only now).';
              show(
                result,
                h(
                  'table',
                  {},
                  h('thead', {}, h('tr', {}, h('th', {}, 'Power'), h('th', {}, 'Player'), h('th', {}, 'Sign-in link'))),
                  h(
                    'tbody',
                    {},
                    ...created.invitations.map((i) =>
                      h(
                        'tr',
                        {},
                        h('td', {}, i.power),
                        h('td', {}, i.name),
                        h(
                          'td',
                          { class: 'invitation' },
                          i.signInPath ? `${location.origin}${i.signInPath}` : 'password',
                        ),
                      ),
                    ),
                  ),
                ),
                h('p', {}, h('a', { href: `/games/${created.id}`, id: 'open-game' }, 'Open the game')),
              );
            })
            .catch((error: unknown) => {
              status.className = 'status error';
              status.textContent = failureText(error);
            });
        },
      },
      h('div', { class: 'stack' }, h('label', { for: 'game-name' }, 'Name'), name),
      h(
        'div',
        { class: 'stack' },
        h('label', { for: 'map-file' }, 'Variant map (a JSON file; leave empty for the standard board)'),
        mapFile,
      ),
      h('fieldset', {}, h('legend', {}, 'Rules'), ...rules.map((r) => r.row)),
      h('fieldset', {}, h('legend', {}, 'Players'), h('table', {}, playerRows)),
      h(
        'fieldset',
        {},
        h('legend', {}, 'Deadlines (hours after each phase starts; 0: you adjudicate by hand)'),
        h('p', { id: 'deadline-help', class: 'muted' }, 'Each phase type has its own deadline.'),
        ...Object.entries(deadlines).map(([kind, input]) =>
          h('div', {}, h('label', { for: `deadline-${kind}` }, `${kind} `), input),
        ),
      ),
      h('button', { class: 'primary', type: 'submit' }, 'Create the game'),
    ),
    status,
    result,
  );
}
