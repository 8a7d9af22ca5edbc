// What a client sends is checked before a handler reads it: malformed parameters are the client's
// mistake, answered InvalidParams with what was wrong (a notification is dropped, with one line in
// the log), never the server's failure with a stack trace. The declarations below are the one list
// of what each message's handler reads, for the Node server and the browser's alike.

/** The parts of the LSP parameters a handler reads. */
export type ParamPart =
  /** `textDocument: { uri }` */
  | 'textDocument'
  /** `textDocument: { uri, version? }` (didChange: a version, when given, is whole) */
  | 'versionedDocument'
  /** `textDocument: { uri, languageId, version, text }` (didOpen) */
  | 'openedDocument'
  | 'position'
  | 'range'
  /** `context: { diagnostics: [], only?: [kind] }` (codeAction) */
  | 'context'
  /** `contentChanges: [{ text, range? }]` (didChange) */
  | 'contentChanges'
  /** `changes: [{ uri }]` (didChangeWatchedFiles) */
  | 'changes'
  /** `capabilities: {}` (initialize; what is inside is read with care) */
  | 'capabilities'
  /** `workspaceFolders?: [{ uri }] | null` (initialize) */
  | 'workspaceFolders'
  /** `rootUri?: string | null` (initialize) */
  | 'rootUri'
  /** `{ uri }`: the custom requests' sheet (protocol.ts `SheetParams`) */
  | 'sheetUri'
  /** `power?: string` (the browser's payola/sheetGame; the game and map are checked by the loader) */
  | 'gamePower';

/** A message a Payola server handles: its LSP method and the parts of its parameters it reads. */
export interface MessageDeclaration {
  readonly kind: 'request' | 'notification';
  readonly method: string;
  readonly parts: readonly ParamPart[];
}

/**
 * Every request and notification the servers handle (`shutdown` and `exit` take no parameters and
 * are the library's), under the name the guard reports it by (in messages, logs and
 * PAYOLA_LSP_FAULT). A handler is wrapped by naming its entry here (guard.ts), so none goes
 * unchecked.
 */
export const messages = {
  initialize: { kind: 'request', method: 'initialize', parts: ['capabilities', 'workspaceFolders', 'rootUri'] },
  initialized: { kind: 'notification', method: 'initialized', parts: [] },
  // `settings` may be anything: readSettings ignores what it cannot use.
  didChangeConfiguration: { kind: 'notification', method: 'workspace/didChangeConfiguration', parts: [] },
  didChangeWatchedFiles: { kind: 'notification', method: 'workspace/didChangeWatchedFiles', parts: ['changes'] },
  didOpen: { kind: 'notification', method: 'textDocument/didOpen', parts: ['openedDocument'] },
  didChange: { kind: 'notification', method: 'textDocument/didChange', parts: ['versionedDocument', 'contentChanges'] },
  didClose: { kind: 'notification', method: 'textDocument/didClose', parts: ['textDocument'] },
  hover: { kind: 'request', method: 'textDocument/hover', parts: ['textDocument', 'position'] },
  completion: { kind: 'request', method: 'textDocument/completion', parts: ['textDocument', 'position'] },
  codeAction: { kind: 'request', method: 'textDocument/codeAction', parts: ['textDocument', 'range', 'context'] },
  documentSymbol: { kind: 'request', method: 'textDocument/documentSymbol', parts: ['textDocument'] },
  formatting: { kind: 'request', method: 'textDocument/formatting', parts: ['textDocument'] },
  rangeFormatting: { kind: 'request', method: 'textDocument/rangeFormatting', parts: ['textDocument', 'range'] },
  semanticTokens: { kind: 'request', method: 'textDocument/semanticTokens/full', parts: ['textDocument'] },
  inlayHint: { kind: 'request', method: 'textDocument/inlayHint', parts: ['textDocument', 'range'] },
  reductionSchedule: { kind: 'request', method: 'payola/reductionSchedule', parts: ['sheetUri'] },
  previewAdjudication: { kind: 'request', method: 'payola/previewAdjudication', parts: ['sheetUri'] },
  board: { kind: 'request', method: 'payola/board', parts: ['sheetUri'] },
  sheetGame: { kind: 'notification', method: 'payola/sheetGame', parts: ['gamePower'] },
} as const satisfies Readonly<Record<string, MessageDeclaration>>;

export type MessageName = keyof typeof messages;
type NamesOf<Kind extends MessageDeclaration['kind']> = {
  [Name in MessageName]: (typeof messages)[Name]['kind'] extends Kind ? Name : never;
}[MessageName];
export type RequestName = NamesOf<'request'>;
export type NotificationName = NamesOf<'notification'>;

type Fields = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIndex = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/** Absent or null: how LSP writes an optional field. */
const isAbsent = (value: unknown): boolean => value === undefined || value === null;

function positionProblem(value: unknown, name: string): string | undefined {
  if (!isObject(value) || !isIndex(value.line) || !isIndex(value.character))
    return `"${name}" must be { "line": number, "character": number }, whole numbers from 0`;
  return undefined;
}

function rangeProblem(value: unknown, name: string): string | undefined {
  if (!isObject(value)) return `"${name}" must be { "start": position, "end": position }`;
  return positionProblem(value.start, `${name}.start`) ?? positionProblem(value.end, `${name}.end`);
}

function partProblem(params: Fields, part: ParamPart): string | undefined {
  switch (part) {
    case 'textDocument': {
      const document = params.textDocument;
      return isObject(document) && typeof document.uri === 'string'
        ? undefined
        : '"textDocument" must be { "uri": string }';
    }
    case 'versionedDocument': {
      const document = params.textDocument;
      return isObject(document) &&
        typeof document.uri === 'string' &&
        (isAbsent(document.version) || Number.isInteger(document.version))
        ? undefined
        : '"textDocument" must be { "uri": string, "version": number }';
    }
    case 'openedDocument': {
      const document = params.textDocument;
      return isObject(document) &&
        typeof document.uri === 'string' &&
        typeof document.languageId === 'string' &&
        Number.isInteger(document.version) &&
        typeof document.text === 'string'
        ? undefined
        : '"textDocument" must be { "uri": string, "languageId": string, "version": number, "text": string }';
    }
    case 'position':
      return positionProblem(params.position, 'position');
    case 'range':
      return rangeProblem(params.range, 'range');
    case 'context': {
      const context = params.context;
      if (!isObject(context) || !Array.isArray(context.diagnostics))
        return '"context" must be { "diagnostics": [...] }';
      return isAbsent(context.only) ||
        (Array.isArray(context.only) && context.only.every((kind) => typeof kind === 'string'))
        ? undefined
        : '"context.only" must be a list of code action kinds (strings)';
    }
    case 'contentChanges': {
      const changes = params.contentChanges;
      if (!Array.isArray(changes)) return '"contentChanges" must be a list';
      for (const [i, change] of changes.entries()) {
        if (!isObject(change) || typeof change.text !== 'string')
          return `"contentChanges[${i}]" must be { "text": string } or { "range": range, "text": string }`;
        if (change.range !== undefined) {
          const problem = rangeProblem(change.range, `contentChanges[${i}].range`);
          if (problem) return problem;
        }
      }
      return undefined;
    }
    case 'changes': {
      const changes = params.changes;
      return Array.isArray(changes) && changes.every((c) => isObject(c) && typeof c.uri === 'string')
        ? undefined
        : '"changes" must be a list of { "uri": string }';
    }
    case 'capabilities':
      return isObject(params.capabilities) ? undefined : '"capabilities" must be an object';
    case 'workspaceFolders': {
      const folders = params.workspaceFolders;
      return isAbsent(folders) ||
        (Array.isArray(folders) && folders.every((f) => isObject(f) && typeof f.uri === 'string'))
        ? undefined
        : '"workspaceFolders" must be null or a list of { "uri": string, "name": string }';
    }
    case 'rootUri':
      return isAbsent(params.rootUri) || typeof params.rootUri === 'string'
        ? undefined
        : '"rootUri" must be null or a string';
    case 'sheetUri':
      return typeof params.uri === 'string' ? undefined : '"uri" must be a string, the URI of an open sheet';
    case 'gamePower':
      return isAbsent(params.power) || typeof params.power === 'string'
        ? undefined
        : '"power" must be a string, the name of a power of the game';
  }
}

/** What is wrong with `params` for a handler reading `parts`, or undefined when nothing is. */
export function paramsProblem(params: unknown, parts: readonly ParamPart[]): string | undefined {
  if (parts.length === 0) return undefined;
  if (!isObject(params)) return 'the parameters must be an object';
  for (const part of parts) {
    const problem = partProblem(params, part);
    if (problem) return problem;
  }
  return undefined;
}
