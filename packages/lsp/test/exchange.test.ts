// Exchange Payola (Rule 6.8) in the editor: the winter lines of investors (`BUY`, `ELECT`) and of
// CEOs in their companies' sheets (`VALUE`, `DIVIDEND`), ruling E4. Completion by author, hovers
// citing the rulings with the checker's words, diagnostics and quick fixes through the checker,
// formatting by the printer, the outline and semantic tokens. The game: `exchangeGame()` (Alice
// heads France, Bob England and Germany, Carol holds 3 of France) played to Winter 1901.
import { loadGame, playerView, type Game } from '@payola/engine';
import { describe, expect, it } from 'vitest';
import { codeActions } from '../src/features/code-actions.js';
import { documentSymbols } from '../src/features/document-symbols.js';
import {
  applyEdits,
  contextOf,
  expectCompletion,
  expectDiagnostics,
  expectFormatting,
  expectHover,
  expectQuickFix,
  exchangeSpring,
  exchangeWinter,
  markers,
  shownTokens,
} from './helpers.js';

const spring = exchangeSpring;
const winter = exchangeWinter;

const carol = { game: winter, power: 'Carol' };
const alice = { game: winter, power: 'Alice' };
const france = { game: winter, power: 'France' };

/** Applies the completion item labelled `label` at `<|>`. */
function complete(marked: string, label: string, options: { game: Game; power: string }): string {
  const { text } = markers(marked);
  const items = expectCompletion(marked, { includes: [label] }, options);
  return applyEdits(text, [items.find((i) => i.label === label)!.textEdit as { range: never; newText: string }]);
}

describe('Rule 6.8: completion in an Exchange winter (ruling E4)', () => {
  it("an investor's sheet: BUY and ELECT; a company's: its builds or disbands, VALUE and DIVIDEND", () => {
    expectCompletion('<|>', { exactly: ['BUY', 'ELECT'] }, carol);
    expectCompletion('<|>', { exactly: ['VALUE', 'DIVIDEND'] }, france);
    expect(complete('el<|>', 'ELECT', carol)).toBe('ELECT ');
    // A second DIVIDEND would not count: it is not offered again.
    expectCompletion('DIVIDEND 2\n<|>', { exactly: ['VALUE'] }, france);
  });

  it('not in a movement phase, and not in a game without Exchange', () => {
    expectCompletion('<|>', { excludes: ['BUY', 'ELECT', 'VALUE', 'DIVIDEND'] }, { game: spring, power: 'Carol' });
    expectCompletion('<|>', { excludes: ['BUY', 'VALUE'] });
  });

  it("after `BUY 2`: the companies still in the game, with each one's price and unissued shares (rulings E7, E8)", () => {
    const items = expectCompletion(
      'BUY 2 <|>',
      { exactly: ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] },
      carol,
    );
    expect(items.find((i) => i.label === 'FRANCE')?.detail).toBe('10 AgP a share, 1 share unissued (rulings E7, E8)');
    expect(complete('buy 2 fr<|>', 'FRANCE', carol)).toBe('buy 2 FRANCE');
  });

  it('after `ELECT`: the companies not yet voted for; after `ELECT FRANCE:` the investors still played', () => {
    const items = expectCompletion('ELECT <|>', { includes: ['FRANCE', 'ENGLAND'] }, carol);
    expect(items.find((i) => i.label === 'FRANCE')?.detail).toBe('CEO: Alice (ruling E10)');
    expectCompletion('ELECT FRANCE:CAROL\nELECT <|>', { excludes: ['FRANCE'], includes: ['ENGLAND'] }, carol);
    const candidates = expectCompletion('ELECT FRANCE:<|>', { exactly: ['ALICE', 'BOB', 'CAROL'] }, carol);
    expect(candidates[0]!.detail).toBe('investor, CEO of France');
    expect(complete('ELECT FRANCE : ca<|>', 'CAROL', carol)).toBe('ELECT FRANCE : CAROL');
  });

  it("after `VALUE`: the company's own centres, with their worth now (ruling E5), each once", () => {
    const items = expectCompletion('VALUE <|>', { exactly: ['BRE', 'MAR', 'PAR'] }, france);
    expect(items[2]!.detail).toBe('worth 16 AgP now (ruling E5)');
    expectCompletion('VALUE PAR 12\nVALUE <|>', { exactly: ['BRE', 'MAR'] }, france);
    expectCompletion('DIVIDEND <|>', { exactly: [] }, france);
  });
});

describe('Rule 6.8: hovers on the winter lines', () => {
  it('a purchase: what it does, the company, and the price the checker counts (ruling E8)', () => {
    expectHover(
      'BUY 1 FR<|>ANCE',
      [
        "buy 1 of France's unissued shares in the winter's stock round",
        '(ruling E8)',
        '**France**: CEO Alice; 10 shares issued, 1 unissued; 10 AgP a share in the stock round (ruling E7).',
        'ℹ 1 share of France at 10 AgP a share (ruling E7): 10 AgP',
        "✓ It counts at the winter's end (ruling E4).",
      ],
      carol,
    );
  });

  it('a vote, its candidate, a centre and a dividend', () => {
    expectHover('ELECT FRANCE:CA<|>ROL', ["your vote for Carol as France's CEO", '**Carol**: an investor.'], carol);
    expectHover(
      'VALUE P<|>AR 12',
      [
        'Paris is worth 12 AgP from the winter',
        '(ruling E5)',
        '**PAR**: Paris (land, supply centre, home of France), worth 16 AgP now.',
      ],
      france,
    );
    expectHover(
      'DIVID<|>END 2',
      [
        "2 AgP a share to France's stockholders",
        "ℹ 2 AgP a share on 9 shares held: 18 AgP from France's treasury of 48 AgP",
      ],
      france,
    );
  });

  it("a misplaced line: the checker's words, and no ✓", () => {
    const value = expectHover(
      'VAL<|>UE PAR 20',
      ["✗ VALUE is written by a company's CEO in the company's sheet"],
      alice,
    );
    expect(value).not.toContain('✓');
    expectHover('BUY 1 FRA<|>NCE', ['✗ BUY lines are written in the winter adjustment phase (ruling E4)'], {
      game: spring,
      power: 'Carol',
    });
  });

  it("an investor's situation in the winter: no units, BUY and ELECT (ruling E4)", () => {
    expectHover('5 : A P<|>AR H', ['Alice is an investor and owns no units', '`BUY 3 FRANCE`'], alice);
  });
});

describe('Rule 6.8: diagnostics, quick fixes, formatting, outline, tokens', () => {
  it('diagnostics come from the checker', () => {
    expectDiagnostics('<|BUY|> 1 FRANCE', ['payola/exchange-wrong-sheet@0'], france);
    expectDiagnostics('VALUE <|LON|> 5', ['payola/exchange-not-owned@0'], france);
  });

  it('a misspelt company is fixed by the quick fix the checker suggests', () => {
    expectQuickFix('BUY 1 <|FRNACE|>', /FRANCE/, 'BUY 1 FRANCE', carol);
    expect(
      codeActions(
        { range: markers('<|VALUE PAR 99|>').ranges[0]!, context: { diagnostics: [] } },
        contextOf('VALUE PAR 99', france),
      ).map((a) => a.title),
    ).toContainEqual(expect.stringContaining('32'));
  });

  it('formatting writes the canonical form (the printer)', () => {
    expectFormatting(
      'buy 3 france\nelect  france : alice % mine\nvalue par 12\ndividend 2',
      'BUY 3 FRANCE\nELECT FRANCE:ALICE % mine\nVALUE PAR 12\nDIVIDEND 2',
      carol,
    );
  });

  it('each winter line is a symbol of the outline', () => {
    const symbols = documentSymbols(contextOf('BUY 1 FRANCE\nELECT FRANCE:CAROL', carol));
    expect(symbols.map((s) => [s.name, s.detail])).toEqual([
      ['BUY 1 FRANCE', 'shares bought (ruling E8)'],
      ['ELECT FRANCE:CAROL', 'vote for a CEO (ruling E10)'],
    ]);
  });

  it('keywords, shares, companies and investors are tokens of their kinds', () => {
    const text = 'BUY 3 FRANCE\nELECT FRANCE:ALICE\nVALUE PAR 12';
    const shown = shownTokens(text, contextOf(text, carol));
    expect(shown).toEqual([
      'BUY keyword',
      '3 number',
      'FRANCE class',
      'ELECT keyword',
      'FRANCE class',
      ': keyword',
      'ALICE enumMember',
      'VALUE keyword',
      'PAR variable',
      '12 number',
    ]);
  });

  it("Ruling E17: a company's sheet in its CEO's view: checked, completed, no refusal", () => {
    const view = loadGame(playerView(winter, 'Alice'));
    if (!view.ok) throw new Error('the view did not load');
    expectDiagnostics('VALUE PAR 12', [], { game: view.game, power: 'France' });
    expectCompletion('VALUE <|>', { exactly: ['BRE', 'MAR', 'PAR'] }, { game: view.game, power: 'France' });
  });
});
