// The `payola.*` settings the extension forwards to the server (as `initializationOptions`; the
// server also asks for them through `workspace/configuration`): every setting the manifest
// declares except the client's own, read by name from the manifest, so a setting is forwarded as
// soon as it is declared. The server reads and checks the values
// (packages/lsp/src/workspace/settings.ts). Pure: no `vscode` import, unit-tested.

/** Settings of the client itself, never sent: the language client reads `trace.server`. */
export const clientOnlySettings: ReadonlySet<string> = new Set(['trace.server']);

/** The names (without `payola.`) of the settings the manifest declares for the server. */
export function serverSettingNames(manifest: unknown): string[] {
  const properties = (manifest as { contributes?: { configuration?: { properties?: Record<string, unknown> } } })
    ?.contributes?.configuration?.properties;
  return Object.keys(properties ?? {})
    .filter((key) => key.startsWith('payola.'))
    .map((key) => key.slice('payola.'.length))
    .filter((name) => !clientOnlySettings.has(name));
}

/** The values to send: each setting as `get` reads it; empty or blank strings mean "not set". */
export function forwardedSettings(names: readonly string[], get: (name: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = get(name);
    if (typeof value === 'string') {
      if (value.trim() !== '') out[name] = value.trim();
    } else if (typeof value === 'number' || typeof value === 'boolean') out[name] = value;
  }
  return out;
}
