// Exchange Payola (Rule 6.8) in a game file: the investors, the companies' CEOs and shares, and
// the stock market's settings, checked against each other (what a schema cannot say). Part of
// loadGame: every problem with its JSON path, never half a game. See docs/rulings.md, Exchange.
import type { LoadProblem } from '../load-problem.js';
import { nameProblem } from '../reserved-names.js';
import type { GamePower } from './game.js';
import type { GameFile } from './game-file.js';
import type { ExchangeRules } from './variants.js';

/** A name a sheet can write (`ELECT FRANCE:ALICE`, `BUY 2 FRANCE`): one word of the sheet language. */
const sheetName = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Rule flags Exchange is not played with (ruling E1): each gives players powers of their own. */
const exclusive: readonly string[] = ['blind', 'loyal-units', 'zero-sum'];

/**
 * The Exchange parts of a file outside an Exchange game (refused), and inside one the rule flags,
 * the settings and the centres' worth. `exchange` is the game's resolved settings, if Exchange.
 */
export function checkExchangeSettings(
  file: GameFile,
  exchange: ExchangeRules | undefined,
  problems: LoadProblem[],
): void {
  if (!exchange) {
    const only = 'is for Exchange games (Rule 6.8: add "exchange" to rules)';
    if (file.investors !== undefined) problems.push({ path: 'investors', message: `"investors" ${only}` });
    if (file.exchange !== undefined) problems.push({ path: 'exchange', message: `"exchange" ${only}` });
    file.powers.forEach((p, i) => {
      for (const field of ['ceo', 'shares', 'unissued'] as const)
        if (p?.[field] !== undefined) problems.push({ path: `powers[${i}].${field}`, message: `"${field}" ${only}` });
    });
    return;
  }
  (file.rules ?? []).forEach((rule, i) => {
    if (exclusive.includes(rule))
      problems.push({
        path: `rules[${i}]`,
        message: `"${rule}" cannot be played with "exchange": under Exchange the players are investors, who own no units (Rule 6.8)`,
      });
  });
  if (exchange.maxCenterValue < exchange.centerValue)
    problems.push({
      path: 'exchange.maxCenterValue',
      message: `the highest worth of a centre (${exchange.maxCenterValue}) is below its default worth (${exchange.centerValue})`,
    });
  for (const [id, value] of Object.entries(file.centerValues ?? {}))
    if (value > exchange.maxCenterValue)
      problems.push({
        path: `centerValues.${id}`,
        message: `${id} is worth ${value} AgP; a CEO may set a centre's worth from 0 to ${exchange.maxCenterValue} AgP (ruling E5)`,
      });
}

/** The investors of the file as payers beside the companies (status `investor`, or `dummy` once resigned). */
export function checkInvestors(file: GameFile, viewer: string | undefined, problems: LoadProblem[]): GamePower[] {
  const companies = new Map(file.powers.filter((p) => p).map((p) => [p.name.toLowerCase(), p.name]));
  return (file.investors ?? []).flatMap((inv, i) => {
    if (!inv) return []; // a hole left by salvage()
    const path = `investors[${i}]`;
    const unfit = nameProblem(inv.name, 'power');
    if (unfit) problems.push({ path: `${path}.name`, message: unfit });
    if (!sheetName.test(inv.name))
      problems.push({
        path: `${path}.name`,
        message: `"${inv.name}" cannot be written in a sheet (\`ELECT FRANCE:${inv.name.toUpperCase()}\`): an investor's name is one word of letters, digits and _, starting with a letter`,
      });
    const hidden = viewer !== undefined && inv.name.toLowerCase() !== viewer;
    if (!hidden && (inv.balance === undefined || inv.holdings === undefined))
      problems.push({
        path,
        message: `${inv.name} has no ${inv.balance === undefined ? '"balance"' : '"holdings"'}${viewer === undefined ? '' : ` (a player's view holds its own investor's)`}`,
      });
    if (hidden && (inv.balance !== undefined || inv.holdings !== undefined))
      problems.push({
        path,
        message: `a player's view holds no other investor's treasury or shares (Rule 2.5, ruling E17), but it holds ${inv.name}'s`,
      });
    const holdings = new Map<string, number>();
    for (const [name, count] of Object.entries(inv.holdings ?? {})) {
      const company = companies.get(name.toLowerCase());
      if (company === undefined)
        problems.push({ path: `${path}.holdings.${name}`, message: `unknown company "${name}"` });
      else if (holdings.has(company))
        problems.push({ path: `${path}.holdings.${name}`, message: `${company}'s shares are listed twice` });
      // No entry for zero shares: a holding is a positive count (the schema says so too).
      else if (count > 0) holdings.set(company, count);
    }
    const power: GamePower = {
      name: inv.name,
      letter: inv.letter.toUpperCase(),
      balance: inv.balance ?? 0,
      accept: [inv.letter.toUpperCase(), '?'],
      centers: [],
      status: inv.resigned === true ? 'dummy' : 'investor',
      investor: { holdings },
      ...(inv.player !== undefined && { player: inv.player }),
      ...(inv.sheet !== undefined && { sheet: inv.sheet }),
    };
    return [power];
  });
}

/**
 * Each company's CEO (an investor still played) and shares, and its status: active with a CEO,
 * a dummy without one, eliminated with neither CEO nor shareholders (rulings E3, E12, E15). The
 * shares investors hold never exceed those issued (in a player's view: `unissued`, which only a
 * view holds, says how many are left).
 */
export function withCompanyShares(
  file: GameFile,
  companies: readonly GamePower[],
  investors: readonly GamePower[],
  exchange: ExchangeRules,
  viewer: string | undefined,
  problems: LoadProblem[],
): GamePower[] {
  const byName = new Map(investors.map((p) => [p.name.toLowerCase(), p]));
  return companies.map((company) => {
    const i = file.powers.findIndex((p) => p?.name === company.name);
    const written = file.powers[i]!;
    const path = `powers[${i}]`;
    if (!sheetName.test(company.name))
      problems.push({
        path: `${path}.name`,
        message: `"${company.name}" cannot be written in a sheet (\`BUY 1 ${company.name.toUpperCase()}\`): under Exchange a company's name is one word of letters, digits and _`,
      });
    const shares = written.shares ?? exchange.shares;
    const held = investors.reduce((sum, p) => sum + (p.investor!.holdings.get(company.name) ?? 0), 0);
    if (viewer === undefined && held > shares)
      problems.push({
        path: `${path}.shares`,
        message: `investors hold ${held} shares of ${company.name}, which issued ${shares} (ruling E1)`,
      });
    if (viewer === undefined && written.unissued !== undefined)
      problems.push({
        path: `${path}.unissued`,
        message: `only a player's view says how many shares are unissued; the GameMaster's file counts them from the holdings`,
      });
    if (viewer !== undefined && written.unissued !== undefined && written.unissued > shares)
      problems.push({
        path: `${path}.unissued`,
        message: `${company.name} issued ${shares} shares, so no more than ${shares} can be unissued`,
      });
    let ceo: string | undefined;
    if (written.ceo !== undefined) {
      const investor = byName.get(written.ceo.toLowerCase());
      if (!investor) problems.push({ path: `${path}.ceo`, message: `unknown investor "${written.ceo}"` });
      else if (investor.status === 'dummy')
        problems.push({ path: `${path}.ceo`, message: `${investor.name} resigned (Rule 2.4) and heads no company` });
      ceo = investor?.name ?? written.ceo;
    }
    const status = company.status;
    const expected = ceo !== undefined ? 'active' : status === 'eliminated' ? 'eliminated' : 'dummy';
    if (status !== expected)
      problems.push({
        path: `${path}.status`,
        message:
          ceo !== undefined
            ? `${company.name} has a CEO (${ceo}), so it is active (ruling E12)${status === 'eliminated' ? ': an eliminated company is liquidated and has none (ruling E15)' : ''}`
            : `${company.name} has no CEO, so it is not played: its status is "dummy" (Rule 4.4, ruling E12)`,
      });
    if (status === 'eliminated' && held > 0)
      problems.push({
        path: `${path}.status`,
        message: `${company.name} is eliminated, so its shares were cancelled (ruling E15), but investors hold ${held}`,
      });
    return {
      ...company,
      company: {
        ...(ceo !== undefined && { ceo }),
        shares,
        ...(viewer !== undefined && written.unissued !== undefined && { unissued: written.unissued }),
      },
    };
  });
}
