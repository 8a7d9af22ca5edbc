// payola-lint on Exchange Payola's winter sheets (Rule 6.8, ruling E4): the sheet's author is told
// by its file name like any power's (`alice.payola` is the investor Alice's, `france.payola` the
// company France's, written by its CEO), and each is checked for the lines its author may write;
// against a player's view, a company's sheet is checked in its CEO's view (ruling E17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerView } from '@payola/engine';
import { exchangeWinter as winter } from '../../engine/test/support/exchange.js';
import { gameJson, lint, makeTempDir, removeTempDir, writeFiles } from './helpers.js';

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; message: string; severity: number; line: number }[];
}

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
  const game = winter();
  await writeFiles(dir, {
    'game.json': gameJson(game.toFile()),
    'alice.payola': 'BUY 1 GERMANY\nELECT FRANCE:ALICE\n',
    'carol.payola': 'BUY 1 FRANCE\nVALUE PAR 3 % a CEO line in an investor sheet\n',
    'france.payola': 'VALUE PAR 20\nDIVIDEND 2\nBUY 1 GERMANY % an investor line in a company sheet\n',
    'views/alice/game.json': gameJson(playerView(game, 'Alice')),
    'views/carol/game.json': gameJson(playerView(game, 'Carol')),
  });
});
afterAll(() => removeTempDir(dir));

const errors = (result: JsonResult | undefined) =>
  (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => [m.line, m.ruleId]);

describe.concurrent('Rule 6.8: payola-lint on Exchange winter sheets', () => {
  it("tells an investor's sheet from a company's by its name, and checks the lines each may hold (ruling E4)", async () => {
    const { code, stdout } = await lint(['-f', 'json', '.'], { cwd: dir });
    expect(code).toBe(1);
    const results = JSON.parse(stdout) as JsonResult[];
    const of = (file: string) => results.find((r) => r.filePath === file);
    expect(errors(of('alice.payola'))).toEqual([]);
    expect(errors(of('carol.payola'))).toEqual([[2, 'payola/exchange-wrong-sheet']]);
    expect(errors(of('france.payola'))).toEqual([[3, 'payola/exchange-wrong-sheet']]);
    expect(of('carol.payola')!.messages.find((m) => m.severity === 2)!.message).toBe(
      "VALUE is written by a company's CEO in the company's sheet (ruling E4); Carol's own sheet holds BUY and ELECT lines",
    );
  });

  it("with --info: the price of a purchase and a company's dividend, as the checker counts them (rulings E7, E9)", async () => {
    const { stdout } = await lint(['--info', '-f', 'json', 'alice.payola', 'france.payola'], { cwd: dir });
    const messages = (JSON.parse(stdout) as JsonResult[]).flatMap((r) => r.messages.map((m) => m.message));
    expect(messages).toContain(
      "1 share of Germany at 10 AgP a share (ruling E7): 10 AgP, if Alice gets them all (buyers are served in the order of Germany's acceptance list, ruling E8)",
    );
    expect(messages).toContain(
      "2 AgP a share on 9 shares held: 18 AgP from France's treasury of 48 AgP, paid before the stock round (ruling E9)",
    );
  });

  it("a company's sheet is linted in its CEO's view, and refused in another investor's (ruling E17)", async () => {
    const [ceo, other] = await Promise.all([
      lint(['-f', 'json', '--game', 'views/alice/game.json', 'france.payola'], { cwd: dir }),
      lint(['-f', 'json', '--game', 'views/carol/game.json', 'france.payola'], { cwd: dir }),
    ]);
    expect(errors((JSON.parse(ceo.stdout) as JsonResult[])[0])).toEqual([[3, 'payola/exchange-wrong-sheet']]);
    expect(errors((JSON.parse(other.stdout) as JsonResult[])[0])).toEqual([[1, 'payola/not-your-view']]);
    expect((JSON.parse(other.stdout) as JsonResult[])[0]!.messages[0]!.message).toBe(
      "this game file is Carol's view of the game; a company's sheet is checked against its CEO's view (payola player-view --power Alice, ruling E17)",
    );
  });
});
