/**
 * The errors of the text/template port: a {@link TemplateError} carries the 1-based line and column
 * of the template text where it arises, with Go's wording so a message can be searched for; a
 * {@link FuncError} is a function's error result (or panic).
 */

/** Where in a template's text something is: 1-based line and column (columns count characters). */
export interface Position {
  line: number;
  column: number;
}

export class TemplateError extends Error {
  /** 'parse' for syntax errors, 'exec' for errors while rendering. */
  readonly kind: 'parse' | 'exec';
  /** The template (file or `define`d name) the position refers to. */
  readonly template: string;
  readonly line: number;
  readonly column: number;
  /** The message without the position, for showing next to the line in an editor: Go's, and the template text it concerns. */
  readonly reason: string;
  /** Go's message alone, as text/template words it after its location. */
  readonly goReason: string;

  /**
   * `hint` explains Go's message in the terms of the template (which part was missing), `context`
   * is the template text the error concerns; both go in `reason` only.
   */
  constructor(kind: 'parse' | 'exec', template: string, position: Position, goReason: string, context?: string, hint?: string) {
    const reason = `${goReason}${hint === undefined ? '' : `: ${hint}`}${context === undefined ? '' : ` (in ${context})`}`;
    super(`line ${position.line}, column ${position.column}: ${reason}`);
    this.name = 'TemplateError';
    this.kind = kind;
    this.template = template;
    this.line = position.line;
    this.column = position.column;
    this.reason = reason;
    this.goReason = goReason;
  }
}

/** Thrown by a function to report an error the way a Go function returns one. */
export class FuncError extends Error {
  /** Report the message as it is, without "error calling NAME:" (Helm does so for required and fail). */
  readonly bare: boolean;

  constructor(message: string, bare = false) {
    super(message);
    this.name = 'FuncError';
    this.bare = bare;
  }
}

let lineCache: {text: string; starts: number[]} | undefined;

/** Line and column (1-based) of a string index; columns count UTF-16 code units, as editors do. */
export function positionAt(text: string, index: number): Position {
  if (lineCache?.text !== text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lineCache = {text, starts};
  }
  const {starts} = lineCache;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return {line: lo + 1, column: index - starts[lo]! + 1};
}

