// `payola serve --demo`: a GameMaster account and a standard game with seven players invited by
// sign-in links, so that a judge can be tried at once.
import { randomBytes } from 'node:crypto';
import { standardMap } from '@payola/engine';
import type { JudgeOptions } from './judge-options.js';
import { register } from './judge/accounts.js';
import { createGame } from './judge/games.js';
import type { Store } from './store/store.js';

export async function createDemo(store: Store, options: JudgeOptions) {
  const suffix = randomBytes(3).toString('hex');
  const gm = { name: `gamemaster-${suffix}`, password: randomBytes(9).toString('base64url') };
  const account = await register(store, gm.name, gm.password, 'demo', options.passwordCost);
  const name = `Demo game ${suffix}`;
  const { id, invitations } = await store.transaction((tx) =>
    createGame(
      tx,
      account.account.id,
      {
        name,
        players: standardMap.powers.map((p) => ({
          power: p.name,
          name: `${p.name.toLowerCase()}-${suffix}`,
          invite: 'link',
        })),
        deadlines: { movement: 0, retreat: 0, adjustment: 0 },
      },
      { ...(options.passwordCost !== undefined && { passwordCost: options.passwordCost }) },
    ),
  );
  return {
    id,
    name,
    gm,
    players: invitations.map((i) => ({ power: i.power, name: i.name, signInPath: i.signInPath ?? '' })),
  };
}
