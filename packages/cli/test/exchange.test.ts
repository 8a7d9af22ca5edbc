// Exchange Payola (Rule 6.8) as the GameMaster runs it: payola new with investors and their
// shares, a view for each investor and none for a company (ruling E17), shares moved by the
// GameMaster (E13), an investor's resignation (E14), and payola advance --out writing a folder
// per investor with the reports of the companies it heads (E19).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameFile } from '@payola/engine';
import { makeTempDir, payola, readJson, removeTempDir, writeFiles } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(() => removeTempDir(dir));

const newExchange = (out: string, extra: readonly string[] = []) =>
  payola(
    [
      'new',
      '--out',
      out,
      '--rule',
      'exchange',
      '--investor',
      'Alice',
      '--investor',
      'Bob=B',
      '--cash',
      '50',
      '--holding',
      'Alice:France=6',
      '--holding',
      'Bob:england=5',
      ...extra,
    ],
    { cwd: dir },
  );

describe('payola new --rule exchange (rulings E1, E11)', () => {
  it("writes the investors, their shares and each company's first CEO", async () => {
    const made = await newExchange('new/game.json');
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('England 48 AgP (CEO Bob), France 48 AgP (CEO Alice), Germany 48 AgP (dummy)');
    expect(made.stdout).toContain('Investors (Rule 6.8): Alice (L) 50 AgP, Bob (B) 50 AgP');
    const file = await readJson<GameFile>(join(dir, 'new/game.json'));
    expect(file.rules).toEqual(['exchange']);
    expect(file.investors).toEqual([
      { name: 'Alice', letter: 'L', balance: 50, holdings: { France: 6 } },
      { name: 'Bob', letter: 'B', balance: 50, holdings: { England: 5 } },
    ]);
    expect(file.powers.find((p) => p.name === 'France')).toMatchObject({ ceo: 'Alice', shares: 10, status: 'active' });
  });

  it("--shares takes every count up to the game file's limit (10^6), and no more", async () => {
    const most = await newExchange('shares/most.json', ['--shares', '1000000']);
    expect(most.code, most.stderr).toBe(0);
    expect((await readJson<GameFile>(join(dir, 'shares/most.json'))).exchange).toEqual({ shares: 1_000_000 });
    const over = await newExchange('shares/over.json', ['--shares', '1000001']);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('--shares takes a whole number from 1 to 1000000, not "1000001"');
  });

  it("says what is wrong with an investor's shares, and refuses --holding without investors", async () => {
    const unknown = await newExchange('bad/game.json', ['--holding', 'Alice:Prussia=3']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('investors[0].holdings.Prussia: unknown company "Prussia"');
    const without = await payola(['new', '--out', 'bad/game.json', '--holding', 'Alice:France=3'], { cwd: dir });
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('--holding and --cash are for Exchange games (Rule 6.8)');
    expect(existsSync(join(dir, 'bad/game.json'))).toBe(false);
  });
});

describe('views, shares and resignations (rulings E13, E14, E17)', () => {
  it("an investor's view holds its companies' treasuries; a company has no view of its own", async () => {
    await newExchange('views/game.json');
    const view = await payola(
      ['player-view', '--game', 'views/game.json', '--power', 'alice', '--out', 'views/alice.json'],
      { cwd: dir },
    );
    expect(view.code, view.stderr).toBe(0);
    const file = await readJson<GameFile>(join(dir, 'views/alice.json'));
    expect(file.powers.find((p) => p.name === 'France')).toMatchObject({ balance: 48, ceo: 'Alice', unissued: 4 });
    expect(file.powers.find((p) => p.name === 'England')).not.toHaveProperty('balance');
    expect(file.investors!.find((p) => p.name === 'Bob')).toEqual({ name: 'Bob', letter: 'B' });
    const company = await payola(
      ['player-view', '--game', 'views/game.json', '--power', 'France', '--out', 'views/france.json'],
      { cwd: dir },
    );
    expect(company.code).toBe(1);
    expect(company.stderr).toContain("France is a company, whose CEO's view (Alice's) holds it");
  });

  it('payola transfer-shares moves whole shares the giver holds, and records it', async () => {
    await newExchange('shares/game.json');
    const moved = await payola(['transfer-shares', '--game', 'shares/game.json', 'Alice', 'Bob', 'France', '2'], {
      cwd: dir,
    });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain('2 shares of France moved from Alice to Bob (Rule 6.8)');
    const file = await readJson<GameFile>(join(dir, 'shares/game.json'));
    expect(file.investors!.map((i) => i.holdings)).toEqual([{ France: 4 }, { England: 5, France: 2 }]);
    expect(file.actions).toEqual([{ kind: 'share-transfer', from: 'Alice', to: 'Bob', company: 'France', shares: 2 }]);
    const refused = await payola(['transfer-shares', '--game', 'shares/game.json', 'Alice', 'Bob', 'France', '5'], {
      cwd: dir,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Alice holds 4 shares of France and cannot transfer 5');
  });

  it("payola resign: an investor's treasury is forfeited and its shares return unissued; companies cannot resign", async () => {
    await newExchange('resign/game.json');
    const company = await payola(['resign', '--game', 'resign/game.json', 'France'], { cwd: dir });
    expect(company.code).toBe(1);
    expect(company.stderr).toContain('France is a company');
    const alice = await payola(['resign', '--game', 'resign/game.json', 'Alice'], { cwd: dir });
    expect(alice.code, alice.stderr).toBe(0);
    expect(alice.stdout).toContain('Alice: 50 - 50 treasury forfeited on resignation (Rule 2.4) = 0');
    const file = await readJson<GameFile>(join(dir, 'resign/game.json'));
    expect(file.investors!.find((i) => i.name === 'Alice')).toEqual({
      name: 'Alice',
      letter: 'L',
      balance: 0,
      holdings: {},
      resigned: true,
    });
    expect(file.powers.find((p) => p.name === 'France')).toMatchObject({ status: 'dummy' });
    expect(file.powers.find((p) => p.name === 'France')).not.toHaveProperty('ceo');
  });
});

describe('Ruling E19: payola advance --out writes a folder per investor', () => {
  it('with its own report, its view, and the reports of the companies it heads; no folder for a company', async () => {
    await newExchange('advance/game.json');
    await writeFiles(dir, {
      'advance/s1/france.payola': '0 : A PAR H\n0 : F BRE H\n0 : A MAR H\n',
      'advance/s1/england.payola': '0 : F LON H\n0 : F EDI H\n0 : A LVP H\n',
      'advance/s1/alice.payola': '3 : A MUN - BUR % a bribe from her own treasury\n',
    });
    const advanced = await payola(
      [
        'advance',
        '--game',
        'advance/game.json',
        '--seed',
        '1',
        '--out',
        'advance/out',
        '--pictures',
        'none',
        'advance/s1',
      ],
      { cwd: dir },
    );
    expect(advanced.code, advanced.stderr).toBe(0);
    const out = join(dir, 'advance/out');
    for (const file of ['alice/report.txt', 'alice/game.json', 'alice/france/report.txt', 'bob/england/report.txt'])
      expect(existsSync(join(out, file)), file).toBe(true);
    for (const folder of ['france', 'england', 'germany', 'alice/england', 'bob/france'])
      expect(existsSync(join(out, folder)), folder).toBe(false);
    const alice = await readFile(join(out, 'alice/report.txt'), 'utf8');
    expect(alice).toContain('line 1: A MUN - BUR');
    expect(alice).toContain('paid 3 AgP');
    const france = await readFile(join(out, 'alice/france/report.txt'), 'utf8');
    expect(france.startsWith("For Alice, France's CEO (Rule 6.8).\n")).toBe(true);
    expect(france).toContain('Payola report for France');
  });
});
