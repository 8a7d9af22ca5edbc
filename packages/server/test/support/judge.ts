// A judge for tests: the app on an in-memory PGlite (one per test file: PGlite takes seconds to
// open), or on a PostgreSQL server when one is given; tables emptied between tests.
import { judgeApp, openStore, type JudgeOptions, type Store } from '../../src/index.js';
import { JudgeClient } from './client.js';

export const fastPasswords = { passwordCost: 10 } as const;

export interface TestJudge {
  readonly store: Store;
  client(label?: string): JudgeClient;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function testJudge(options: JudgeOptions & { databaseUrl?: string } = {}): Promise<TestJudge> {
  const store = await openStore(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {});
  const { app } = judgeApp(store, { ...fastPasswords, ...options });
  return {
    store,
    client: (label) => new JudgeClient(async (path, init) => app.request(`http://judge.test${path}`, init), label),
    reset: async () => {
      await store.query(
        'TRUNCATE accounts, sessions, login_attempts, games, sign_in_links, players, submissions, phases, transfers CASCADE',
      );
    },
    close: () => store.close(),
  };
}

/** A standard game: the GameMaster, seven players invited by link (signed in), and their clients. */
export async function standardGame(
  judge: TestJudge,
  prefix: string,
  deadlines?: Record<string, number>,
  rules?: readonly string[],
) {
  const gm = judge.client(`${prefix}-gm`);
  await gm.register(`${prefix}-gm`);
  const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
  const created = await gm.post('/api/games', {
    name: `${prefix} game`,
    players: powers.map((power) => ({ power, name: `${prefix}-${power.toLowerCase()}`, invite: 'link' })),
    ...(deadlines && { deadlines }),
    ...(rules && { rules }),
  });
  if (created.status !== 200) throw new Error(`create game: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  const players = new Map<string, JudgeClient>();
  for (const invitation of created.body.invitations as { power: string; signInPath: string }[]) {
    const client = judge.client(`${prefix}-${invitation.power}`);
    await client.signIn(invitation.signInPath);
    players.set(invitation.power, client);
  }
  return { id, gm, players, invitations: created.body.invitations as { power: string; signInPath: string }[] };
}

/** A valid Spring 1901 sheet for each standard power: its own units hold, with 1 AgP each. */
export const openingSheets: Readonly<Record<string, string>> = {
  Austria: '1 : A VIE - GAL\n1 : A BUD - SER\n1 : F TRI - ALB\n',
  England: '2 : F LON - NTH\n1 : F EDI - NWG\n1 : A LVP - YOR\n',
  France: '3 : A PAR - BUR\n1 : A MAR - SPA\n1 : F BRE - MAO\n',
  Germany: '2 : A MUN - RUH\n1 : A BER - KIE\n1 : F KIE - DEN\n',
  Italy: '1 : A VEN H\n1 : A ROM - APU\n1 : F NAP - ION\n',
  Russia: '1 : A MOS - UKR\n1 : A WAR - GAL\n1 : F SEV - BLA\n1 : F STP/SC - BOT\n',
  Turkey: '1 : F ANK - BLA\n1 : A CON - BUL\n1 : A SMY - CON\n',
};
