// Names players and variant authors choose become keys of the JSON the tools write (balances,
// reports, orders by power and province), and text other players read: in the editor's hovers
// (Markdown), in board pictures (SVG) and in reports. So they are refused once, here, when a map
// or game file is loaded, and every tool and package downstream can rely on ordinary names:
// - keys JavaScript objects reserve (`__proto__`, `constructor`, `toString`, …), with which a
//   power or province would vanish from, or corrupt, records keyed by it;
// - characters that would be read as markup rather than shown (a Markdown link or image, a code
//   span, an HTML tag: `[`, `]`, `` ` ``, `<`, `>`, `\`), and the two that XML forbids (U+FFFE,
//   U+FFFF): a variant map's author could otherwise put links into other players' hovers, or
//   leave every board picture unreadable. (Control characters are escaped wherever names are
//   printed: the CLI's terminal output, SVG.)

const reserved: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

const unshown = /[[\]`<>\\\uFFFE\uFFFF]/;

/** Why `name` cannot name a power or province (or be a province's display name), or undefined when it can. */
export function nameProblem(name: string, what: 'power' | 'province' | 'province name'): string | undefined {
  const named = what === 'province name' ? 'be the name of a province' : `name a ${what}`;
  if (reserved.has(name))
    return `"${name}" cannot ${named}: JavaScript objects reserve that name, so records keyed by it would break; choose another`;
  const character = unshown.exec(name)?.[0];
  if (character === undefined) return undefined;
  const code = `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const shown = character.charCodeAt(0) >= 0xfffe ? code : `\`${character}\` (${code})`;
  return `${JSON.stringify(name)} cannot ${named}: a name is plain text, and ${shown} would be read as markup or cannot be shown; choose another`;
}
