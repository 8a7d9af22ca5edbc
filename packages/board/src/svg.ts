// Writing SVG text: every string that comes from a game file or a sheet is escaped.

/**
 * `text` as XML character data or an attribute value. Characters XML 1.0 forbids would make the
 * whole picture unreadable: control characters are left out, and U+FFFE and U+FFFF (which a
 * variant map's names may hold) are shown as U+FFFD. A lone surrogate becomes U+FFFD when the
 * picture is written as UTF-8.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/[\uFFFE\uFFFF]/g, '\uFFFD');
}

export function num(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function attrs(values: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v!)}"`)
    .join('');
}
