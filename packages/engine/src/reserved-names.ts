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
// - control characters (a line break forges a line in a player's report or on the GameMaster's
//   terminal), line and paragraph separators, and the bidirectional embeddings, overrides and
//   isolates that make text read in another order than it is written. (The CLI escapes what it
//   prints all the same.)

const reserved: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

const markup = /[[\]`<>\\\uFFFE\uFFFF]/;
const unprintable = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const codePoint = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `name` cannot name a power or province (or be a province's display name), or undefined when it can. */
export function nameProblem(name: string, what: 'power' | 'province' | 'province name'): string | undefined {
  const named = what === 'province name' ? 'be the name of a province' : `name a ${what}`;
  if (reserved.has(name))
    return `"${name}" cannot ${named}: JavaScript objects reserve that name, so records keyed by it would break; choose another`;
  // The name is quoted with its unprintable characters written as code points, so that the
  // message itself is safe to print.
  const quoted = JSON.stringify(name.replace(new RegExp(unprintable.source, 'g'), codePoint));
  const control = unprintable.exec(name)?.[0];
  if (control !== undefined)
    return `${quoted} cannot ${named}: a name is plain text on one line, and ${codePoint(control)} is a control or direction character; choose another`;
  const character = markup.exec(name)?.[0];
  if (character === undefined) return undefined;
  const code = codePoint(character);
  const shown = character.charCodeAt(0) >= 0xfffe ? code : `\`${character}\` (${code})`;
  return `${quoted} cannot ${named}: a name is plain text, and ${shown} would be read as markup or cannot be shown; choose another`;
}
