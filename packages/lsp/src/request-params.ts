// What a client sends is checked before a handler reads it: malformed parameters are the client's
// mistake, answered InvalidParams with what was wrong (a notification is dropped, with one line in
// the log), never the server's failure with a stack trace.

/** The parts of the LSP parameters a handler reads. */
export type ParamPart =
  /** `textDocument: { uri }` */
  | 'textDocument'
  /** `textDocument: { uri, languageId, version, text }` (didOpen) */
  | 'openedDocument'
  | 'position'
  | 'range'
  /** `context: { diagnostics: [] }` (codeAction) */
  | 'context'
  /** `contentChanges: [{ text, range? }]` (didChange) */
  | 'contentChanges'
  /** `changes: [{ uri }]` (didChangeWatchedFiles) */
  | 'changes';

type Fields = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIndex = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

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
    case 'context':
      return isObject(params.context) && Array.isArray(params.context.diagnostics)
        ? undefined
        : '"context" must be { "diagnostics": [...] }';
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
