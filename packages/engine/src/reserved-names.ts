// Names players and variant authors choose become keys of the JSON the tools write (balances,
// reports, orders by power and province), and text other players read: in the editor's hovers
// (Markdown), in board pictures (SVG) and in reports. So they are refused once, here, when a map
// or game file is loaded, and every tool and package downstream can rely on ordinary names:
// - keys JavaScript objects reserve (`__proto__`, `constructor`, `toString`, …), with which a
//   power or province would vanish from, or corrupt, records keyed by it;
// - characters that would be read as markup rather than shown (a Markdown link or image, a code
//   span, an HTML tag: `[`, `]`, `` ` ``, `<`, `>`, `\`), and the two that XML forbids (U+FFFE,
//   U+FFFF): a variant map's author could otherwise put links into other players' hovers, or
//   leave every board picture unreadable;
// - characters a reader cannot see or that change how the text around them reads: controls (a
//   line break forges a line in a player's report or on the GameMaster's terminal), bidirectional
//   marks and overrides, zero-width characters, separators and spaces other than U+0020. The
//   parser's `firstInvisible` decides which, as its messages show them. (The CLI escapes what it
//   prints all the same.)

import { codePointName, firstInvisible, printable } from '@payola/parser';

const reserved: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

const markup = /[[\]`<>\\\uFFFE\uFFFF]/;

/** Why `name` cannot name a power or province (or be a province's display name), or undefined when it can. */
export function nameProblem(name: string, what: 'power' | 'province' | 'province name'): string | undefined {
  const named = what === 'province name' ? 'be the name of a province' : `name a ${what}`;
  if (reserved.has(name))
    return `"${name}" cannot ${named}: JavaScript objects reserve that name, so records keyed by it would break; choose another`;
  // The name is quoted as the parser's messages show text, so that the message is safe to print.
  const quoted = `"${printable(name, 80)}"`;
  const invisible = firstInvisible(name);
  if (invisible !== undefined)
    return `${quoted} cannot ${named}: a name is plain text on one line, and ${invisible} is a control, invisible or direction character; choose another`;
  const character = markup.exec(name)?.[0];
  if (character === undefined) return undefined;
  const code = codePointName(character);
  const shown = character.charCodeAt(0) >= 0xfffe ? code : `\`${character}\` (${code})`;
  return `${quoted} cannot ${named}: a name is plain text, and ${shown} would be read as markup or cannot be shown; choose another`;
}
