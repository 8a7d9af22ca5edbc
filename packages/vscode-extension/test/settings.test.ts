// The settings: what the manifest declares is what the server reads, what the extension forwards,
// and what the README lists (issue 8 item 25: the README had drifted to 3 of 7 settings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSettings } from '@payola/lsp';
import { describe, expect, it } from 'vitest';
import { clientOnlySettings, forwardedSettings, serverSettingNames } from '../src/settings.js';

interface Declared {
  readonly default?: unknown;
}
const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
  contributes: { configuration: { properties: Record<string, Declared> } };
};
const declared = manifest.contributes.configuration.properties;
const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

/** The README's settings table: each row's setting and its default (JSON in backticks). */
function readmeSettings(): Map<string, unknown> {
  const section = readme.slice(
    readme.indexOf('## Settings'),
    readme.indexOf('\n## ', readme.indexOf('## Settings') + 1),
  );
  const rows = new Map<string, unknown>();
  for (const match of section.matchAll(/^\| `(payola\.[\w.]+)` \| `([^`]*)` \|/gm))
    rows.set(match[1]!, JSON.parse(match[2]!));
  return rows;
}

describe('settings', () => {
  it("the manifest declares exactly the server's settings, and the client's own", () => {
    const server = ['gameFile', 'power', ...Object.keys(defaultSettings)].sort();
    expect(serverSettingNames(manifest).sort()).toEqual(server);
    expect(Object.keys(declared).filter((k) => !server.includes(k.slice('payola.'.length)))).toEqual(
      [...clientOnlySettings].map((name) => `payola.${name}`),
    );
  });

  it("the manifest's defaults are the server's", () => {
    for (const [name, value] of Object.entries(defaultSettings))
      expect(declared[`payola.${name}`]?.default, name).toBe(value);
  });

  it('the README lists every setting with its default', () => {
    const listed = readmeSettings();
    expect([...listed.keys()].sort()).toEqual(Object.keys(declared).sort());
    for (const [key, value] of listed) expect(value, key).toEqual(declared[key]!.default);
  });

  it('forwards every declared setting that is set, trimmed; blank strings mean unset', () => {
    const values: Record<string, unknown> = {
      gameFile: '  ',
      power: ' France ',
      validationDelay: 10,
      inlayHints: false,
      maxScheduleRows: undefined,
    };
    const asked: string[] = [];
    const sent = forwardedSettings(serverSettingNames(manifest), (name) => {
      asked.push(name);
      return values[name];
    });
    expect(asked.sort()).toEqual(serverSettingNames(manifest).sort());
    expect(sent).toEqual({ power: 'France', validationDelay: 10, inlayHints: false });
  });
});
