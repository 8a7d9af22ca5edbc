// Text the database cannot keep as sent (a NUL, a lone surrogate), found with where it is: the
// check behind every request body and path of the web judge (api-security.test.ts sends them).
import { describe, expect, it } from 'vitest';
import { firstUnstorableText, unstorableText } from '../src/http/storable-text.js';

describe('storable text', () => {
  it('finds a NUL or a lone surrogate by line and column; pairs of surrogates and other text pass', () => {
    expect(unstorableText('fine\ntext 🐟 ünïcode')).toBeUndefined();
    expect(unstorableText('ab\ncd\u0000')).toBe(
      'holds a NUL character (U+0000) at line 2, column 3, which cannot be stored',
    );
    expect(unstorableText('x\udc00')).toBe(
      'holds a lone UTF-16 surrogate (not Unicode text) at line 1, column 2, which cannot be stored',
    );
    expect(unstorableText('\ud800')).toContain('lone UTF-16 surrogate (not Unicode text) at line 1, column 1');
    expect(unstorableText('\ud800x')).toContain('at line 1, column 1');
  });

  it('names the first bad string or property name of a body, in the order written', () => {
    expect(firstUnstorableText({ a: 'ok', list: ['x', 'y\ud800'], 'b\u0000': 1 })?.path).toBe('/list/1');
    expect(firstUnstorableText({ a: '\u0000', 'b\u0000': 1 })?.path).toBe('/a');
    expect(firstUnstorableText({ outer: { 'a\u0000': 'x' } })).toEqual({
      path: '/outer',
      problem: 'has a property name that holds a NUL character (U+0000) at line 1, column 2, which cannot be stored',
    });
    expect(firstUnstorableText({ 'a/b~': ['\u0000'] })?.path).toBe('/a~1b~0/0');
    expect(firstUnstorableText('\u0000')?.path).toBe('/');
    expect(firstUnstorableText({ ok: ['fine', '🐟', 3, null, { deeper: true }] })).toBeUndefined();
  });
});
