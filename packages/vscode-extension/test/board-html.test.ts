// The board webview's page (src/board-html.ts imports no `vscode`): the server's picture, a strict
// Content-Security-Policy (no scripts at all), and every server string escaped.
import { describe, expect, it } from 'vitest';
import { boardHtml } from '../src/board-html.js';

const result = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg"><text class="label">PAR</text></svg>',
  title: "Spring 1901: what France's offers ask for",
  orders: [
    { unit: 'A PAR', order: 'A PAR - BUR', total: 5, line: 3 },
    { unit: 'A MUN', order: 'A MUN H', total: 0, line: 0 },
  ],
};

describe('the board webview page', () => {
  it('holds the picture, the title and the orders asked for', () => {
    const html = boardHtml(result, 'abc123');
    expect(html).toContain(result.svg);
    expect(html).toContain('<h2>Spring 1901: what France&#39;s offers ask for</h2>');
    expect(html).toContain('<td>A PAR - BUR</td><td class="n">5</td><td class="n">L3</td>');
    expect(html).toContain('<td>A MUN H</td><td class="n">0</td><td class="n">owner</td>');
  });

  it('allows no script: default-src none, its own style by nonce only', () => {
    const html = boardHtml(result, 'abc123');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    expect(csp).toBe("default-src 'none'; style-src 'nonce-abc123'; img-src data:;");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<style nonce="abc123">');
  });

  it('escapes what it did not draw itself, and says why there is no picture', () => {
    const html = boardHtml(
      { title: '<b>x</b>', orders: [], text: 'No board to draw: no game file <found>.', refused: true },
      'n',
    );
    expect(html).toContain('<title>&#60;b&#62;x&#60;/b&#62;</title>');
    expect(html).toContain('No board to draw: no game file &#60;found&#62;.');
    expect(html).not.toContain('<div class="board">');
    expect(html).toContain('No offer of this sheet asks for an order yet.');
  });
});
