// The GameMaster's actions between phases (Rules 2.1, 2.3, 2.4, 6.7, 6.8), applied again when a
// history is verified: each by the same function that applied it the first time.
import { payIncome, resignPower, settleYearEnd, transfer, type AccountsResult } from '../accounts/transactions.js';
import type { Game } from '../game/game.js';
import type { GameMasterAction } from '../game/game-file.js';
import { transferShares } from '../exchange/share-transfer.js';

export function applyAction(game: Game, action: GameMasterAction): AccountsResult {
  switch (action.kind) {
    case 'transfer':
      return transfer(game, action.from, action.to, action.amount);
    case 'resign':
      return resignPower(game, action.power);
    case 'income':
      return payIncome(game);
    case 'year-end':
      return settleYearEnd(game, action.owners);
    case 'share-transfer':
      return transferShares(game, action.from, action.to, action.company, action.shares);
  }
}

/** An action in a few words: `transfer of 5 AgP from France to England`. */
export function actionText(action: GameMasterAction): string {
  switch (action.kind) {
    case 'transfer':
      return `transfer of ${action.amount} AgP from ${action.from} to ${action.to} (Rule 2.3)`;
    case 'resign':
      return `${action.power}'s resignation (Rule 2.4)`;
    case 'income':
      return 'income paid by hand (Rule 2.1)';
    case 'year-end':
      return 'Zero Sum year end settled by hand (Rule 6.7)';
    case 'share-transfer':
      return `transfer of ${action.shares} share${action.shares === 1 ? '' : 's'} of ${action.company} from ${action.from} to ${action.to} (Rule 6.8)`;
  }
}
