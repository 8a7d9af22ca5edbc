import type { BoardOptions } from '../board/run-board.js';
import type { CommandDefinition } from './command.js';
import { groupReadableOption, path, pngWidth } from './options.js';

/** `payola board`: the board as a picture. */
export const boardCommand: CommandDefinition = (program, { env, exit }) => {
  program
    .command('board')
    .description("draw the board (SVG or PNG), optionally with a phase's orders and results")
    .requiredOption('--game <file>', 'the game file', path)
    .requiredOption('--out <file>', 'the picture to write: board.svg or board.png', path)
    .option(
      '--result <file>',
      'a result to draw: the JSON of `payola adjudicate --format json`, or a movement result',
      path,
    )
    .option(
      '--phase <phase>',
      "draw a phase of the game's history on its board, with its orders and results (`Spring 1901`, `Fall 1901 retreats`, `last`)",
    )
    .option('--power <name>', 'the picture as this power may see it (Tin Cup, Rule 6.3)')
    .option('--bribes', "show each unit's accepted bribe total (the GameMaster's picture)")
    .option('--width <pixels>', 'width of a PNG', pngWidth)
    .addOption(groupReadableOption())
    .addHelpText(
      'after',
      '\nExample:\n  payola adjudicate --game game.json --format json sheets/ > result.json\n  payola board --game game.json --result result.json --bribes --out board.png',
    )
    .action(async (options: BoardOptions) => {
      const { runBoard } = await import('../board/run-board.js');
      exit(await runBoard(options, env));
    });
};
