// Retreat and adjustment phases in the editor (Rule 1.5: the owner orders its own units): the
// completion of the power's legal orders (the engine's `legalOrders`), hovers, formatting by
// phase, quick fixes from the checker's replacements, the outline, semantic tokens, the status
// (no money) and the previews that refuse. Games: `retreatPhase` and `adjustmentPhase` (helpers).
import { legalOrders, loadGame, playerView, startingGame } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { boardPicture } from '../src/features/board-picture.js';
import { codeActions } from '../src/features/code-actions.js';
import { completion } from '../src/features/completion.js';
import { documentSymbols } from '../src/features/document-symbols.js';
import { inlayHints } from '../src/features/inlay-hints.js';
import { previewAdjudication, previewRefusal } from '../src/features/preview-adjudication.js';
import { sheetScheduleMarkdown } from '../src/features/schedule-table.js';
import { sheetStatus } from '../src/features/sheet-status.js';
import {
  adjustmentPhase,
  applyEdits,
  contextOf,
  expectCompletion,
  expectFormatting,
  expectHover,
  expectQuickFix,
  markers,
  retreatPhase,
  shownTokens,
} from './helpers.js';

const italy = { game: retreatPhase, power: 'Italy' };
const austria = { game: adjustmentPhase, power: 'Austria' };

/** Applies the completion item labelled `label` at `<|>`. */
function complete(marked: string, label: string, options: { game: typeof retreatPhase; power: string }): string {
  const { text, positions } = markers(marked);
  const items = completion({ position: positions[0]! }, contextOf(text, options));
  const item = items.find((i) => i.label === label);
  expect(item, `${label} among ${JSON.stringify(items.map((i) => i.label))}`).toBeDefined();
  return applyEdits(text, [item!.textEdit as { range: never; newText: string }]);
}

describe('Rule 1.5: completion in a retreat phase', () => {
  it("on an empty line: each of the power's dislodged units' retreats and its disband, exactly legalOrders", () => {
    const items = expectCompletion('<|>', { exactly: legalOrders(retreatPhase, 'A VEN') }, italy);
    expect(items.map((i) => i.label)).toEqual([
      'A VEN - APU',
      'A VEN - PIE',
      'A VEN - ROM',
      'A VEN - TUS',
      'DISBAND A VEN',
    ]);
    expect(items.find((i) => i.label === 'A VEN - PIE')?.detail).toBe('retreat to Piedmont');
    const doc = (items[0]!.documentation as { value: string }).value;
    expect(doc).toContain('`A VEN` (dislodged by the attack from TRI) may retreat to APU, PIE, ROM, TUS, or disband');
  });

  it("never another power's dislodged unit, and a unit with nowhere to go only disbands", () => {
    expectCompletion('<|>', { exactly: ['DISBAND F SEV'] }, { game: retreatPhase, power: 'Russia' });
    expectCompletion('<|>', { exactly: [] }, { game: retreatPhase, power: 'Austria' });
  });

  it('after the unit, in any notation: its orders, written whole in canonical form', () => {
    expect(complete('A VEN <|>', 'A VEN - PIE', italy)).toBe('A VEN - PIE');
    expect(complete('ven r <|>', 'A VEN - TUS', italy)).toBe('A VEN - TUS');
    expect(complete('A VEN D<|>', 'DISBAND A VEN', italy)).toBe('DISBAND A VEN');
    expect(complete('  DISBAND <|> % gone', 'DISBAND A VEN', italy)).toBe('  DISBAND A VEN % gone');
  });

  it('what is written narrows the orders: a retreat keyword, a disband keyword, an unknown unit', () => {
    expectCompletion('A VEN - <|>', { exactly: ['A VEN - APU', 'A VEN - PIE', 'A VEN - ROM', 'A VEN - TUS'] }, italy);
    expectCompletion('A VEN R <|>', { excludes: ['DISBAND A VEN'] }, italy);
    expectCompletion('REMOVE <|>', { exactly: ['DISBAND A VEN'] }, italy);
    expectCompletion('A NAP <|>', { exactly: [] }, italy);
    expectCompletion('A XYZ <|>', { exactly: [] }, italy);
  });

  it("the filter text follows the notation begun, so the editor's own filtering keeps the order", () => {
    const filter = (marked: string, label: string) => {
      const { text, positions } = markers(marked);
      return completion({ position: positions[0]! }, contextOf(text, italy)).find((i) => i.label === label)?.filterText;
    };
    expect(filter('A VEN R P<|>', 'A VEN - PIE')).toBe('A VEN R PIE');
    expect(filter('REMOVE <|>', 'DISBAND A VEN')).toBe('REMOVE A VEN');
    expect(filter('ven <|>', 'DISBAND A VEN')).toBe('ven DISBAND REMOVE');
  });

  it('a unit already ordered on another line is not offered again (only the first order counts)', () => {
    expectCompletion('A VEN - PIE\n<|>', { exactly: [] }, italy);
  });

  it('nothing after an offer (offers are for movement phases) or in a comment', () => {
    expectCompletion('5 : A VEN <|>', { exactly: [] }, italy);
    expectCompletion('% A VEN <|>', { exactly: [] }, italy);
  });
});

describe('Rule 1.5: completion in an adjustment phase', () => {
  it("the power's builds in its vacant home centres and WAIVE, exactly legalOrders", () => {
    const items = expectCompletion('<|>', { exactly: legalOrders(adjustmentPhase, 'Austria') }, austria);
    expect(items.map((i) => i.label)).toEqual(['BUILD A VIE', 'BUILD A BUD', 'BUILD A TRI', 'BUILD F TRI', 'WAIVE']);
    expect(items.find((i) => i.label === 'BUILD F TRI')?.detail).toBe('build a fleet in Trieste');
    expect((items[0]!.documentation as { value: string }).value).toContain(
      'Austria may build 3 in Winter 1901 (5 centres, 2 units)',
    );
  });

  it('a fleet on a named coast of a split province (St Petersburg)', () => {
    expectCompletion(
      'BUILD F <|>',
      { exactly: ['BUILD F STP/NC', 'BUILD F STP/SC'] },
      { game: adjustmentPhase, power: 'Russia' },
    );
    expect(complete('b f stp<|>', 'BUILD F STP/SC', { game: adjustmentPhase, power: 'Russia' })).toBe('BUILD F STP/SC');
    // A coast begun: both coasts still, the rest of the line written over.
    expectCompletion(
      'BUILD F STP/<|>',
      { exactly: ['BUILD F STP/NC', 'BUILD F STP/SC'] },
      { game: adjustmentPhase, power: 'Russia' },
    );
    expect(complete('F STP(N<|>', 'BUILD F STP/NC', { game: adjustmentPhase, power: 'Russia' })).toBe('BUILD F STP/NC');
  });

  it('a power that must disband: a disband for each of its units', () => {
    expectCompletion(
      '<|>',
      { exactly: ['DISBAND A PIE', 'DISBAND F ION', 'DISBAND A APU'] },
      { game: adjustmentPhase, power: 'Italy' },
    );
    expectCompletion('BUILD <|>', { exactly: [] }, { game: adjustmentPhase, power: 'Italy' });
  });

  it('a province built in already is not offered again; WAIVE stays (one per build)', () => {
    expectCompletion('BUILD A TRI\nWAIVE\n<|>', { exactly: ['BUILD A VIE', 'BUILD A BUD', 'WAIVE'] }, austria);
  });

  it('a power with nothing to adjust, or an unknown power: nothing', () => {
    expectCompletion('<|>', { exactly: [] }, { game: adjustmentPhase, power: 'France' });
  });
});

describe('Rule 1.5: hovers on retreat and adjustment orders', () => {
  it("a retreat: what it does, the unit's retreats, and that it is legal", () => {
    expectHover(
      'A VEN <|>R PIE',
      [
        '**`A VEN - PIE`**: retreat the army in Venice to Piedmont (Rule 1.5)',
        '`A VEN` (dislodged by the attack from TRI) may retreat to APU, PIE, ROM, TUS, or disband',
        '✓ `A VEN - PIE` is a legal order in the Fall 1901 retreat phase',
      ],
      italy,
    );
  });

  it("a bare move is a retreat in a retreat phase: the hover says so, and the resolver's reason when it fails", () => {
    expectHover(
      'A VEN - T<|>RI',
      [
        'retreat the army in Venice to Trieste',
        /✗ this order fails and A VEN would be disbanded: cannot retreat to TRI/,
      ],
      italy,
    );
  });

  it('a build: the place, and how many the power builds', () => {
    expectHover(
      'BUILD F <|>TRI',
      [
        'build a fleet in Trieste',
        'Trieste (coastal, supply centre, home of Austria)',
        'Austria may build 3 in Winter 1901 (5 centres, 2 units)',
        'Its builds: `BUILD A VIE`, `BUILD A BUD`, `BUILD A TRI`, `BUILD F TRI`, `WAIVE`',
      ],
      austria,
    );
    expectHover('<|>WAIVE', ['waive a build', 'may build 3'], austria);
  });

  it('a disband the power must make, and a build it cannot', () => {
    expectHover(
      'DISBAND <|>A APU',
      ['disband the army in Apulia', 'Italy must disband 1 in Winter 1901 (2 centres, 3 units)'],
      {
        game: adjustmentPhase,
        power: 'Italy',
      },
    );
    expectHover('BUILD A <|>ROM', ['✗ Italy must disband 1 this winter'], { game: adjustmentPhase, power: 'Italy' });
  });

  it('an offer or savings in a retreat phase: what the phase asks for instead, with the checker’s words and fix', () => {
    expectHover(
      '3 : A VEN - P<|>IE',
      [
        'An offer belongs to a movement phase; in the Fall 1901 retreat phase each dislodged unit retreats or disbands',
        '`A VEN` (dislodged by the attack from TRI) may retreat to APU, PIE, ROM, TUS, or disband',
        '✗ offers are made in movement phases; in the Fall 1901 retreat phase you order your own units directly (Rule 1.5): write `A VEN - PIE`',
      ],
      italy,
    );
    const savings = expectHover('<|>5 $', ['A savings request belongs to a movement phase', 'Italy must disband 1'], {
      game: adjustmentPhase,
      power: 'Italy',
    });
    expect(savings).not.toMatch(/balance|available/);
  });

  it('in a movement phase a phase order is out of place, and without a game the phase is unknown', () => {
    expectHover('<|>BUILD A PAR', ['this is the Spring 1901 movement phase, in which you write offers']);
    expectHover('<|>BUILD A PAR', ['build an army in Paris', 'No game file'], { game: null });
  });
});

describe('Rule 1.5: formatting by the game’s phase', () => {
  it('in a retreat phase a retreat prints bare (`A VEN - PIE`), never as a 0 AgP offer', () => {
    expectFormatting('a ven r pie % safe\na ven  d\nven d', 'A VEN - PIE % safe\nDISBAND A VEN\nDISBAND VEN', italy);
    expectFormatting('A VEN - PIE', 'A VEN - PIE', italy);
  });

  it('in an adjustment phase builds, disbands and waives print in canonical form', () => {
    expectFormatting(
      'b f tri\na par build\nremove a apu\nwaive',
      'BUILD F TRI\nBUILD A PAR\nDISBAND A APU\nWAIVE',
      austria,
    );
  });

  it('in a movement phase the bare move is the 0 AgP offer it stands for, and a retreat keeps its keyword', () => {
    expectFormatting('A PAR - BUR\na ven r pie', '0 : A PAR - BUR\nA VEN R PIE');
  });
});

describe("Rule 1.5: quick fixes from the checker's replacements", () => {
  it("an illegal retreat: each of the unit's legal orders, the disband too", () => {
    const text = 'A VEN - TRI';
    const ctx = contextOf(text, italy);
    const at = { start: { line: 0, character: 3 }, end: { line: 0, character: 3 } };
    const titles = codeActions({ range: at, context: { diagnostics: [] } }, ctx).map((a) => a.title);
    expect(titles).toEqual([
      'Order `A VEN - APU` instead',
      'Order `A VEN - PIE` instead',
      'Order `A VEN - ROM` instead',
      'Order `A VEN - TUS` instead',
      'Order `DISBAND A VEN` instead',
    ]);
    expectQuickFix('A VEN - T<|>RI % home', 'Order `DISBAND A VEN` instead', 'DISBAND A VEN % home', italy);
  });

  it('an offer in a retreat phase becomes the retreat it meant', () => {
    expectQuickFix('<|>3 : A VEN - PIE', 'Write the order `A VEN - PIE` (Rule 1.5)', 'A VEN - PIE', italy);
  });

  it('a build the power may not make: its legal builds; a build where it must disband: its disbands', () => {
    expectQuickFix('BUILD A <|>PAR', 'Order `BUILD A BUD` instead', 'BUILD A BUD', austria);
    expectQuickFix('BUILD A <|>ROM', 'Order `DISBAND F ION` instead', 'DISBAND F ION', {
      game: adjustmentPhase,
      power: 'Italy',
    });
  });
});

describe('Rule 1.5: outline, semantic tokens and status', () => {
  it('each order is a symbol, named in canonical form, with what it does', () => {
    const symbols = documentSymbols(contextOf('% Italy\na ven r pie\nDISBAND A VEN', italy));
    expect(symbols.map((s) => [s.name, s.detail, s.range.start.line])).toEqual([
      ['A VEN - PIE', 'retreat to Piedmont', 1],
      ['DISBAND A VEN', 'disband (the unit leaves the board)', 2],
    ]);
    const builds = documentSymbols(contextOf('BUILD A BUD\nWAIVE', austria));
    expect(builds.map((s) => s.detail)).toEqual(['build an army in Budapest', 'waive a build']);
    // In a movement phase a bare move stays an offer, and a retreat line is named as one.
    const movement = documentSymbols(contextOf('A PAR - BUR\nA VEN R PIE'));
    expect(movement.map((s) => [s.name, s.detail])).toEqual([
      ['A PAR', 'France, 1 offer, 0 AgP'],
      ['A VEN R PIE', 'retreat order (Rule 1.5)'],
    ]);
  });

  it('keywords, unit types and places of phase orders are tokens of their kinds', () => {
    const text = 'BUILD F STP/NC\nA VEN R PIE\nWAIVE';
    const shown = shownTokens(text, contextOf(text, { game: adjustmentPhase, power: 'Russia' }));
    expect(shown).toEqual([
      'BUILD keyword',
      'F type',
      'STP variable',
      '/ operator',
      'NC property',
      'A type',
      'VEN variable',
      'R keyword',
      'PIE variable',
      'WAIVE keyword',
    ]);
  });

  it('the status says the phase and what the power orders, with no money figures and no inlay totals', () => {
    const retreat = contextOf('A VEN - PIE', italy);
    expect(sheetStatus(retreat)).toEqual({
      uri: retreat.uri,
      power: 'Italy',
      phase: 'retreat',
      phaseName: 'Fall 1901 retreats',
      dislodged: 1,
    });
    expect(inlayHints(retreat)).toEqual([]);
    expect(sheetStatus(contextOf('WAIVE', austria))).toMatchObject({
      phase: 'adjustment',
      phaseName: 'Winter 1901 adjustments',
      adjustment: 3,
    });
    expect(sheetStatus(contextOf('', { game: adjustmentPhase, power: 'Italy' }))).toMatchObject({ adjustment: -1 });
    const movement = sheetStatus(contextOf('5 : A PAR - BUR'));
    expect(movement).toMatchObject({ phase: 'movement', phaseName: 'Spring 1901', balance: 48, committed: 5 });
  });
});

describe('the board in a retreat phase', () => {
  it('is the board as it stands, with no offers drawn (Rule 1.5)', () => {
    const result = boardPicture(contextOf('A VEN - PIE', italy));
    expect(result).toMatchObject({ title: 'Fall 1901 retreat phase', orders: [] });
    expect(result.text).toContain('players order their own units (Rule 1.5)');
    expect(result.svg).toMatch(/^<svg /);
  });
});

describe('previews that refuse: outside movement phases, and on a player view', () => {
  it('the reduction schedule: a retreat or adjustment sheet holds orders, not offers', () => {
    expect(sheetScheduleMarkdown(contextOf('A VEN - PIE', italy))).toBe(
      'No reduction schedule: the Fall 1901 retreat phase has orders, not offers (Rule 1.5), so there is nothing to cut (Rule 5.5).',
    );
  });

  it('the adjudication preview: a retreat or adjustment phase is not adjudicated', () => {
    const result = previewAdjudication(
      adjustmentPhase,
      [{ power: 'Austria', source: 'austria.payola', text: 'WAIVE' }],
      1,
      'game.json',
    );
    expect(result.refused).toBe(true);
    expect(result.text).toContain('the game is in its Winter 1901 adjustment phase');
    expect(result.text).toContain('payola advance resolves this phase');
  });

  it("the adjudication preview: a player's view holds no other player's money or list (Rules 2.5, 3.6)", () => {
    const view = loadGame(playerView(startingGame(), 'France'));
    if (!view.ok) throw new Error('the view did not load');
    expect(previewRefusal(view.game)).toContain("the game file is France's player view");
    expect(previewRefusal(startingGame())).toBeUndefined();
    const result = previewAdjudication(view.game, [], 1, 'view.json');
    expect(result).toMatchObject({ refused: true });
    expect(result.text).toMatch(/^Cannot preview the adjudication: the game file is France's player view/);
  });
});
