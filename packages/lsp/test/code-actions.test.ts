import { describe, expect, it } from 'vitest';
import { codeActions } from '../src/features/code-actions.js';
import { applyEdits, contextOf, expectQuickFix, gameWith } from './helpers.js';

describe('quick fixes', () => {
  it('"did you mean" a place', () => {
    expectQuickFix('1 : A PAR - <|BRU|>', 'Did you mean BUR (Burgundy)?', '1 : A PAR - BUR');
  });

  it('names a missing coast', () => {
    const game = gameWith({ France: ['F MAO'] });
    expectQuickFix('1 : F MAO - <|SPA|>', 'Replace `SPA` with `SPA/NC`', '1 : F MAO - SPA/NC', { game });
    expectQuickFix('1 : F MAO - <|SPA|>', 'Replace `SPA` with `SPA/SC`', '1 : F MAO - SPA/SC', { game });
  });

  it('spells out a convoy route', () => {
    const game = gameWith({ England: ['A LON', 'F NTH'] });
    expectQuickFix('1 : A LON - <|NWY|>', /NTH - NWY/, '1 : A LON - NTH - NWY', { game, power: 'England' });
  });

  it('removes a duplicate alternative (Rule 3.1 item 8)', () => {
    const action = expectQuickFix(
      '1 : A PAR - BUR | H | <|- BUR|> % plan',
      'Remove the duplicate alternative',
      '1 : A PAR - BUR | H % plan',
    );
    expect(action.isPreferred).toBe(true);
  });

  it('rewrites a zero offer to a foreign unit as 1 (Rule 3.1 item 2)', () => {
    expectQuickFix('<|0|> : F LON - NTH', 'Offer 1 AgP instead of 0 (Rule 3.1 item 2)', '1 : F LON - NTH');
  });

  it("Rules 3.1 and 4.1: offers the parser's fixes too (`->`, power names in ACCEPT)", () => {
    expectQuickFix('5 : A PAR <|->|> BUR', 'Replace `->` with `-`', '5 : A PAR - BUR');
    expectQuickFix('ACCEPT <|France England?|>', /FE\?/, 'ACCEPT FE?');
  });

  it('Rule 3.1: writes the ASCII form of a full-width character, and names an invisible one it deletes', () => {
    expectQuickFix('<|\uff15|> : A PAR - BUR', 'Replace `\uff15` with `5`', '5 : A PAR - BUR');
    expectQuickFix('5 : A PAR<|\u200d|> - BUR', 'Delete the invisible character `U+200D`', '5 : A PAR - BUR');
  });

  it("Rule 3.3: the fix adding holds for units without an offer writes the sheet's own line break", () => {
    for (const lineBreak of ['\r\n', '\r', '\n']) {
      const text = `5 : A PAR - BUR${lineBreak}3 : F BRE - MAO`;
      const ctx = contextOf(text);
      const all = { start: { line: 0, character: 0 }, end: { line: 1, character: 15 } };
      const action = codeActions({ range: all, context: { diagnostics: [] } }, ctx).find(
        (a) => a.title === 'Write the line `0 : A MAR H` (Rule 3.3)',
      );
      expect(action, 'the hold for A MAR').toBeDefined();
      expect(applyEdits(text, action!.edit!.changes![ctx.uri]!)).toBe(`${text}${lineBreak}0 : A MAR H`);
    }
  });

  it('Rule 4.1: deletes a letter written twice in the acceptance list', () => {
    expectQuickFix('5 : A PAR H\nACCEPT FG<|F|>?', 'Delete `F`', '5 : A PAR H\nACCEPT FG?');
  });

  it('corrects a unit type', () => {
    expectQuickFix('1 : <|A LON|> H', 'Replace `A LON` with `F LON`', '1 : F LON H');
  });

  it('makes an offer direct under Payola Classic (Rule 6.1)', () => {
    const game = gameWith({ France: ['A PAR'] }, { rules: ['classic'] });
    expectQuickFix('1 <|>> A PAR - BUR', 'Make it a direct offer (`:`)', '1 : A PAR - BUR', { game });
  });

  it('offers only fixes for the diagnostics in the range, and only quick fixes', () => {
    const ctx = contextOf('1 : A PAR - BRU\n0 : F LON - NTH');
    expect(
      codeActions(
        { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, context: { diagnostics: [] } },
        ctx,
      ).map((a) => a.title),
    ).toEqual(['Offer 1 AgP instead of 0 (Rule 3.1 item 2)']);
    expect(
      codeActions(
        {
          range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } },
          context: { diagnostics: [], only: ['refactor'] },
        },
        ctx,
      ),
    ).toEqual([]);
  });
});
