// Open sheets moving through explicit states: changed (an edit arrived) → parsed → validated
// (checked in its context and published). Each edit bumps the document's version and cancels
// the run in flight; a run that finds its version stale stops without publishing. Validation is
// debounced per document; requests (hover, completion, ...) get a context for the current
// version at once, built synchronously if the debounced run has not happened yet.
import { basename } from 'node:path';
import { CancellationTokenSource, type CancellationToken } from 'vscode-languageserver';
import { buildContext, type DocumentContext } from '../features/context.js';
import { ConfigFileStore } from './config-files.js';
import { GameFileStore } from './game-files.js';
import { IncrementalSheetChecker } from './incremental-checker.js';
import { IncrementalSheetParser, type SheetParse } from './incremental-parser.js';
import { defaultSettings, readSettings, type PayolaSettings } from './settings.js';
import { resolveEnvironment, type EnvironmentResolution } from './sheet-environment.js';
import { maxSheetLength, oversizedContext } from './sheet-limits.js';

export { maxSheetLength } from './sheet-limits.js';

export type SheetState = 'changed' | 'parsed' | 'validated';

/** What the workspace needs from the server: settings, publishing, messages. */
export interface WorkspacePort {
  /** The raw `payola` configuration for a document (undefined when the client has none). */
  configuration(uri: string): Promise<unknown>;
  publish(ctx: DocumentContext): void;
  showMessage(type: 'info' | 'warning', message: string): void;
  /** A validation run failed (it is logged; the next edit tries again). */
  error?(message: string): void;
}

class SheetDocument {
  state: SheetState = 'changed';
  parser = new IncrementalSheetParser();
  checker = new IncrementalSheetChecker();
  parsed?: { readonly version: number; readonly parse: SheetParse };
  validated?: DocumentContext;
  run?: CancellationTokenSource;
  timer?: ReturnType<typeof setTimeout>;
  constructor(
    readonly uri: string,
    public version: number,
    public text: string,
  ) {}
}

export class SheetWorkspace {
  readonly games = new GameFileStore();
  readonly configs = new ConfigFileStore();
  private readonly documents = new Map<string, SheetDocument>();
  private readonly settingsCache = new Map<string, Promise<PayolaSettings>>();
  private baseSettings: PayolaSettings = defaultSettings;
  private workspaceFolders: string[] = [];
  private toldNoGameFile = false;
  private readonly toldGameProblems = new Set<string>();
  private readonly toldConfigProblems = new Set<string>();
  private readonly toldKeptErrors = new Set<string>();

  constructor(private readonly port: WorkspacePort) {}

  /** Settings from `initializationOptions`; `workspace/configuration` values override them. */
  setInitializationOptions(options: unknown): void {
    this.baseSettings = readSettings(options);
    this.settingsCache.clear();
  }

  setWorkspaceFolders(folders: readonly string[]): void {
    this.workspaceFolders = [...folders];
  }

  /** Settings or game files changed: forget cached settings and re-validate every open sheet. */
  configurationChanged(): void {
    this.settingsCache.clear();
    this.revalidateAll();
  }

  filesChanged(paths: readonly string[]): void {
    for (const path of paths) {
      this.games.invalidate(path);
      this.configs.invalidate(path);
    }
    this.revalidateAll();
  }

  open(uri: string, version: number, text: string): void {
    const doc = new SheetDocument(uri, version, text);
    this.documents.set(uri, doc);
    this.schedule(doc, 0);
  }

  change(uri: string, version: number, text: string): void {
    const doc = this.documents.get(uri);
    if (!doc) return this.open(uri, version, text);
    doc.version = version;
    doc.text = text;
    doc.state = 'changed';
    this.schedule(doc);
  }

  close(uri: string): void {
    const doc = this.documents.get(uri);
    if (!doc) return;
    this.cancel(doc);
    this.documents.delete(uri);
    this.settingsCache.delete(uri);
  }

  /** Shutting down: no validation runs any more (pending ones are cancelled). */
  dispose(): void {
    for (const doc of this.documents.values()) this.cancel(doc);
    this.documents.clear();
  }

  state(uri: string): SheetState | undefined {
    return this.documents.get(uri)?.state;
  }

  has(uri: string): boolean {
    return this.documents.has(uri);
  }

  text(uri: string): string | undefined {
    return this.documents.get(uri)?.text;
  }

  /** A context for the document's current version: the validated one, or one built now. */
  contextNow(uri: string): DocumentContext | undefined {
    const doc = this.documents.get(uri);
    if (!doc) return undefined;
    if (doc.validated?.version === doc.version && doc.validated.text === doc.text) return doc.validated;
    const settings = this.settingsNow(uri);
    const resolution = resolveEnvironment(uri, settings, this.games, this.workspaceFolders, this.configs);
    return this.validateNow(doc, resolution);
  }

  /** Waits for pending validations (tests and benchmarks). */
  async settle(uri: string): Promise<DocumentContext | undefined> {
    const doc = this.documents.get(uri);
    if (!doc) return undefined;
    if (doc.timer) {
      clearTimeout(doc.timer);
      doc.timer = undefined;
      await this.validate(doc, this.newRun(doc));
    }
    return this.contextNow(uri);
  }

  private revalidateAll(): void {
    for (const doc of this.documents.values()) {
      doc.validated = undefined;
      doc.state = doc.state === 'changed' ? 'changed' : 'parsed';
      this.schedule(doc, 0);
    }
  }

  private schedule(doc: SheetDocument, delay?: number): void {
    this.cancel(doc);
    const wait = delay ?? this.settingsNow(doc.uri).validationDelay;
    doc.timer = setTimeout(() => {
      doc.timer = undefined;
      void this.validateSafely(doc);
    }, wait);
  }

  private newRun(doc: SheetDocument): CancellationToken {
    doc.run?.cancel();
    doc.run = new CancellationTokenSource();
    return doc.run.token;
  }

  private cancel(doc: SheetDocument): void {
    if (doc.timer) clearTimeout(doc.timer);
    doc.timer = undefined;
    doc.run?.cancel();
    doc.run = undefined;
  }

  private async validateSafely(doc: SheetDocument): Promise<void> {
    try {
      await this.validate(doc, this.newRun(doc));
    } catch (error) {
      this.port.error?.(
        `payola: validating ${doc.uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }

  /** One validation run; stops as soon as its version is stale. */
  private async validate(doc: SheetDocument, token: CancellationToken): Promise<void> {
    const version = doc.version;
    const stale = () => token.isCancellationRequested || doc.version !== version || this.documents.get(doc.uri) !== doc;
    const settings = await this.settings(doc.uri);
    if (stale()) return;
    // The size first: a text too large is never parsed (validateNow says why).
    if (doc.text.length <= maxSheetLength) {
      this.parse(doc);
      await yieldToEventLoop();
      if (stale()) return;
    }
    const resolution = resolveEnvironment(doc.uri, settings, this.games, this.workspaceFolders, this.configs);
    this.announce(resolution);
    const known = doc.validated;
    const reusable = known?.version === version && known.text === doc.text && sameEnvironment(known, resolution.env);
    const ctx = reusable ? known : this.validateNow(doc, resolution);
    if (stale()) return;
    this.port.publish(ctx);
  }

  private parse(doc: SheetDocument): SheetParse {
    if (doc.parsed?.version === doc.version && doc.state !== 'changed') return doc.parsed.parse;
    const parse = doc.parser.parse(doc.text);
    doc.parsed = { version: doc.version, parse };
    if (doc.state === 'changed') doc.state = 'parsed';
    return parse;
  }

  private validateNow(doc: SheetDocument, resolution: EnvironmentResolution): DocumentContext {
    if (doc.text.length > maxSheetLength) return this.oversized(doc, resolution);
    const parse = this.parse(doc);
    const ctx = buildContext({ uri: doc.uri, version: doc.version, text: doc.text }, resolution.env, {
      parse: () => parse,
      check: (p, env) => doc.checker.check(p, env),
    });
    doc.validated = ctx;
    doc.state = 'validated';
    return ctx;
  }

  /**
   * A text too large to be a sheet (a log pasted by mistake, a binary file): not parsed, so no
   * feature slows the editor down; one diagnostic says why.
   */
  private oversized(doc: SheetDocument, resolution: EnvironmentResolution): DocumentContext {
    // What was kept of smaller versions is of no use now.
    doc.parser = new IncrementalSheetParser();
    doc.checker = new IncrementalSheetChecker();
    doc.parsed = undefined;
    const ctx = oversizedContext(
      { uri: doc.uri, version: doc.version, length: doc.text.length },
      resolution.env,
      maxSheetLength,
      'warning',
    );
    doc.validated = ctx;
    doc.state = 'validated';
    return ctx;
  }

  /**
   * A configuration that sets an error's code to something milder: said once per change of the
   * file and code (errors stay errors: the adjudicator refuses a sheet with errors).
   */
  keptError(configPath: string | undefined, code: string, setting: string): void {
    const stamp = configPath === undefined ? '' : this.configs.load(configPath).stamp;
    const key = `${configPath}\u0000${stamp}\u0000${code}`;
    if (this.toldKeptErrors.has(key)) return;
    this.toldKeptErrors.add(key);
    this.port.showMessage(
      'info',
      `Payola: ${configPath === undefined ? 'the configuration' : basename(configPath)} sets ${code} to "${setting}", but its errors stay errors: the adjudicator refuses a sheet with errors.`,
    );
  }

  /** Said once: no game file (for the session); a broken game file or configuration (once per change of it). */
  private announce(resolution: EnvironmentResolution): void {
    const config = resolution.configFile;
    if (config && !config.result.ok) {
      const key = `${config.path}\u0000${config.stamp}`;
      if (!this.toldConfigProblems.has(key)) {
        this.toldConfigProblems.add(key);
        const shown = config.result.problems
          .slice(0, 8)
          .map((p) => (p.path === '$' ? p.message : `${p.path}: ${p.message}`));
        this.port.showMessage(
          'warning',
          `Payola: ${basename(config.path)} cannot be used (${shown.join('; ')}). Diagnostics are shown as if there were none until it is fixed.`,
        );
      }
    }
    if (resolution.missingGameFile && !this.toldNoGameFile) {
      this.toldNoGameFile = true;
      this.port.showMessage(
        'info',
        `Payola: ${resolution.env.note ?? 'no game file found'}. Put a payola-game.json beside your sheets or set payola.gameFile for the full checks.`,
      );
    }
    const file = resolution.gameFile;
    if (file && !file.result.ok) {
      const key = `${file.path}\u0000${file.stamp}`;
      if (!this.toldGameProblems.has(key)) {
        this.toldGameProblems.add(key);
        const problems = file.result.problems;
        const shown = problems.slice(0, 8).map((p) => `${p.path}: ${p.message}`);
        const more = problems.length > shown.length ? `; and ${problems.length - shown.length} more` : '';
        this.port.showMessage(
          'warning',
          `Payola: the game file ${basename(file.path)} cannot be used (${shown.join('; ')}${more}). Checking syntax and places only until it is fixed.`,
        );
      }
    }
  }

  private settings(uri: string): Promise<PayolaSettings> {
    let cached = this.settingsCache.get(uri);
    if (!cached) {
      cached = withTimeout(this.port.configuration(uri), configurationTimeout).then(
        (raw) => readSettings(raw, this.baseSettings),
        () => this.baseSettings,
      );
      this.settingsCache.set(uri, cached);
      void cached.then((s) => this.resolvedSettings.set(uri, s));
    }
    return cached;
  }

  private readonly resolvedSettings = new Map<string, PayolaSettings>();

  /** The settings known now, without waiting for the client. */
  private settingsNow(uri: string): PayolaSettings {
    if (!this.settingsCache.has(uri)) {
      this.resolvedSettings.delete(uri);
      void this.settings(uri);
    }
    return this.resolvedSettings.get(uri) ?? this.baseSettings;
  }
}

function sameEnvironment(a: EnvironmentResolution['env'], b: EnvironmentResolution['env']): boolean {
  return (
    a.game === b.game &&
    a.power === b.power &&
    a.map === b.map &&
    a.note === b.note &&
    a.gameFile === b.gameFile &&
    a.settings === b.settings &&
    a.config === b.config &&
    a.configFile === b.configFile
  );
}

/** A client that never answers `workspace/configuration` must not stop validation. */
const configurationTimeout = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
