import type { NewOptions } from '../gm/run-new.js';
import type { CommandDefinition } from './command.js';
import { collect, groupReadableOption, path } from './options.js';

/** `payola new`: a new game file (gm/run-new.ts). */
export const newCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('new')
    .description(
      'start a game: the standard opening or a variant map, rule flags, dummy powers and players, and the starting balances (Rules 2.1, 6.2, 6.7)',
    )
    .requiredOption('--out <file>', 'the game file to write (refused if it exists, unless --force)', path)
    .option('--map <map>', '"standard", or the path of a map file (map.schema.json)', path, 'standard')
    .option('--rule <flag>', 'a rule flag: classic, blind, ebayola, loyal-units, zero-sum, ... (repeatable)', collect)
    .option('--year <year>', 'the first year (default 1901)')
    .option('--victory <centres>', "supply centres needed to win (default: the map's)")
    .option('--income-seasons <seasons>', 'income before these movement seasons, e.g. spring,fall (Rule 6.6)')
    .option('--dummy <power>', 'a power nobody plays (Rule 4.4; repeatable)', collect)
    .option('--player <power=name>', 'who plays a power, e.g. France=Alice (repeatable)', collect)
    .option(
      '--investor <name[=letter]>',
      'Exchange (Rule 6.8): a player, an investor, e.g. Alice or Alice=L (repeatable)',
      collect,
    )
    .option(
      '--holding <investor:company=shares>',
      "Exchange: an investor's shares at the start, e.g. Alice:France=6 (repeatable)",
      collect,
    )
    .option('--cash <agp>', "Exchange: each investor's private treasury at the start (default 0)")
    .option('--shares <count>', 'Exchange: the shares each company issues (default 10)')
    .option('--force', 'replace an existing file (says what it replaces)')
    .addOption(groupReadableOption())
    .addHelpText(
      'after',
      '\nExamples:\n  payola new --out game.json\n  payola new --out game.json --rule zero-sum --dummy Italy --player France=Alice\n  payola new --out game.json --map maps/europe-1615.json --rule foreign-orders-non-move\n  payola new --out game.json --rule exchange --investor Alice --investor Bob --cash 50 --holding Alice:France=6 --holding Bob:England=5',
    )
    .action(async (options: NewOptions) => {
      const { runNew } = await import('../gm/run-new.js');
      exit(await runNew(options, env));
    });
};
