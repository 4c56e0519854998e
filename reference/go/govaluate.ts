/**
 * github.com/casbin/govaluate v1.10.0 (the version go.mod pins), the parts that decide whether an
 * expression parses and what it evaluates to: the lexer (parsing.go, lexerState.go), the stage
 * planner (stagePlanner.go, including its re-ordering of same-precedence operators) and the
 * evaluator with its type checks (EvaluableExpression.go, evaluationStage.go). Go panics (which
 * would crash the command) are errors here. Regular expressions (`=~`, `!~`) go through Go's
 * regexp (./regexp). One part is an approximation, noted where it is: which quoted strings count
 * as dates.
 */
import * as math from './math';
import * as regexp from './regexp';
import * as strconv from './strconv';

// ---- values ------------------------------------------------------------------------------------

/** A compiled *regexp.Regexp, compared by its source as govaluate does. */
class GoRegexp {
  constructor(readonly compiled: regexp.GoRegexp) {}

  get source(): string {
    return this.compiled.source;
  }
}

/** What govaluate passes around as interface{}: float64, string, bool, nil, []interface{}, *regexp.Regexp. */
export type GoValue = number | string | boolean | null | GoValue[] | GoRegexp;

/** govaluate's shortCircuitHolder: marks a right side that must not be evaluated. */
const HOLDER = Symbol('shortCircuitHolder');
type Slot = GoValue | typeof HOLDER;

/** An error govaluate (or Go, for a panic) would report. */
export class GovaluateError extends Error {}

// ---- characters (Go's unicode package) ---------------------------------------------------------

const isSpace = (c: string) => /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]$/.test(c);
const isDigit = (c: string) => /^\p{Nd}$/u.test(c);
const isLetter = (c: string) => /^\p{L}$/u.test(c);
const isNumeric = (c: string) => isDigit(c) || c === '.';
const isHexDigit = (c: string) => isDigit(c.toLowerCase()) || /^[a-f]$/.test(c.toLowerCase());
const isNotQuote = (c: string) => c !== "'" && c !== '"';
const isNotAlphanumeric = (c: string) => !isDigit(c) && !isLetter(c) && c !== '(' && c !== ')' && c !== '[' && c !== ']' && isNotQuote(c);
const isVariableName = (c: string) => isLetter(c) || isDigit(c) || c === '_' || c === '.';
const isNotClosingBracket = (c: string) => c !== ']';

// ---- tokens ------------------------------------------------------------------------------------

type Kind =
  | 'UNKNOWN'
  | 'PREFIX'
  | 'NUMERIC'
  | 'BOOLEAN'
  | 'STRING'
  | 'PATTERN'
  | 'TIME'
  | 'VARIABLE'
  | 'FUNCTION'
  | 'SEPARATOR'
  | 'ACCESSOR'
  | 'COMPARATOR'
  | 'LOGICALOP'
  | 'MODIFIER'
  | 'CLAUSE'
  | 'CLAUSE_CLOSE'
  | 'TERNARY';

interface Token {
  kind: Kind;
  value: unknown;
}

type Sym =
  | 'VALUE' | 'LITERAL' | 'NOOP'
  | 'EQ' | 'NEQ' | 'GT' | 'LT' | 'GTE' | 'LTE' | 'REQ' | 'NREQ' | 'IN'
  | 'AND' | 'OR'
  | 'PLUS' | 'MINUS' | 'BITWISE_AND' | 'BITWISE_OR' | 'BITWISE_XOR' | 'BITWISE_LSHIFT' | 'BITWISE_RSHIFT'
  | 'MULTIPLY' | 'DIVIDE' | 'MODULUS' | 'EXPONENT'
  | 'NEGATE' | 'INVERT' | 'BITWISE_NOT'
  | 'TERNARY_TRUE' | 'TERNARY_FALSE' | 'COALESCE'
  | 'FUNCTIONAL' | 'ACCESS' | 'SEPARATE';

const comparatorSymbols: Record<string, Sym> = {'==': 'EQ', '!=': 'NEQ', '>': 'GT', '>=': 'GTE', '<': 'LT', '<=': 'LTE', '=~': 'REQ', '!~': 'NREQ', in: 'IN'};
const logicalSymbols: Record<string, Sym> = {'&&': 'AND', '||': 'OR'};
const bitwiseSymbols: Record<string, Sym> = {'^': 'BITWISE_XOR', '&': 'BITWISE_AND', '|': 'BITWISE_OR'};
const bitwiseShiftSymbols: Record<string, Sym> = {'>>': 'BITWISE_RSHIFT', '<<': 'BITWISE_LSHIFT'};
const additiveSymbols: Record<string, Sym> = {'+': 'PLUS', '-': 'MINUS'};
const multiplicativeSymbols: Record<string, Sym> = {'*': 'MULTIPLY', '/': 'DIVIDE', '%': 'MODULUS'};
const exponentialSymbols: Record<string, Sym> = {'**': 'EXPONENT'};
const prefixSymbols: Record<string, Sym> = {'-': 'NEGATE', '!': 'INVERT', '~': 'BITWISE_NOT'};
const ternarySymbols: Record<string, Sym> = {'?': 'TERNARY_TRUE', ':': 'TERNARY_FALSE', '??': 'COALESCE'};
const modifierSymbols: Record<string, Sym> = {...additiveSymbols, ...multiplicativeSymbols, ...exponentialSymbols, ...bitwiseSymbols, ...bitwiseShiftSymbols};
const separatorSymbols: Record<string, Sym> = {',': 'SEPARATE'};
const has = (table: Record<string, Sym>, key: string) => Object.prototype.hasOwnProperty.call(table, key);

const symbolText: Partial<Record<Sym, string>> = {
  EQ: '=', NEQ: '!=', GT: '>', LT: '<', GTE: '>=', LTE: '<=', REQ: '=~', NREQ: '!~', AND: '&&', OR: '||', IN: 'in',
  BITWISE_AND: '&', BITWISE_OR: '|', BITWISE_XOR: '^', BITWISE_LSHIFT: '<<', BITWISE_RSHIFT: '>>', PLUS: '+', MINUS: '-',
  MULTIPLY: '*', DIVIDE: '/', MODULUS: '%', EXPONENT: '**', NEGATE: '-', INVERT: '!', BITWISE_NOT: '~',
  TERNARY_TRUE: '?', TERNARY_FALSE: ':', COALESCE: '??', NOOP: 'NOOP', VALUE: 'VALUE',
};

interface LexerState {
  kind: Kind;
  isEOF: boolean;
  next: Kind[];
}

const operand: Kind[] = ['PREFIX', 'NUMERIC', 'BOOLEAN', 'VARIABLE', 'PATTERN', 'FUNCTION', 'ACCESSOR', 'STRING', 'TIME', 'CLAUSE'];
const afterValue: Kind[] = ['MODIFIER', 'COMPARATOR', 'LOGICALOP', 'CLAUSE_CLOSE', 'TERNARY', 'SEPARATOR'];
const lexerStates: LexerState[] = [
  {kind: 'UNKNOWN', isEOF: false, next: operand},
  {kind: 'CLAUSE', isEOF: false, next: [...operand, 'CLAUSE_CLOSE']},
  {
    kind: 'CLAUSE_CLOSE',
    isEOF: true,
    next: ['COMPARATOR', 'MODIFIER', 'NUMERIC', 'BOOLEAN', 'VARIABLE', 'STRING', 'PATTERN', 'TIME', 'CLAUSE', 'CLAUSE_CLOSE', 'LOGICALOP', 'TERNARY', 'SEPARATOR'],
  },
  {kind: 'NUMERIC', isEOF: true, next: afterValue},
  {kind: 'BOOLEAN', isEOF: true, next: afterValue},
  {kind: 'STRING', isEOF: true, next: afterValue},
  {kind: 'TIME', isEOF: true, next: ['MODIFIER', 'COMPARATOR', 'LOGICALOP', 'CLAUSE_CLOSE', 'SEPARATOR']},
  {kind: 'PATTERN', isEOF: true, next: ['MODIFIER', 'COMPARATOR', 'LOGICALOP', 'CLAUSE_CLOSE', 'SEPARATOR']},
  {kind: 'VARIABLE', isEOF: true, next: afterValue},
  {kind: 'MODIFIER', isEOF: false, next: ['PREFIX', 'NUMERIC', 'VARIABLE', 'FUNCTION', 'ACCESSOR', 'STRING', 'BOOLEAN', 'CLAUSE', 'CLAUSE_CLOSE']},
  {kind: 'COMPARATOR', isEOF: false, next: ['PREFIX', 'NUMERIC', 'BOOLEAN', 'VARIABLE', 'FUNCTION', 'ACCESSOR', 'STRING', 'TIME', 'CLAUSE', 'CLAUSE_CLOSE', 'PATTERN']},
  {kind: 'LOGICALOP', isEOF: false, next: ['PREFIX', 'NUMERIC', 'BOOLEAN', 'VARIABLE', 'FUNCTION', 'ACCESSOR', 'STRING', 'TIME', 'CLAUSE', 'CLAUSE_CLOSE']},
  {kind: 'PREFIX', isEOF: false, next: ['NUMERIC', 'BOOLEAN', 'VARIABLE', 'FUNCTION', 'ACCESSOR', 'CLAUSE', 'CLAUSE_CLOSE']},
  {kind: 'TERNARY', isEOF: false, next: ['PREFIX', 'NUMERIC', 'BOOLEAN', 'STRING', 'TIME', 'VARIABLE', 'FUNCTION', 'ACCESSOR', 'CLAUSE', 'SEPARATOR']},
  {kind: 'FUNCTION', isEOF: false, next: ['CLAUSE']},
  {kind: 'ACCESSOR', isEOF: true, next: ['CLAUSE', 'MODIFIER', 'COMPARATOR', 'LOGICALOP', 'CLAUSE_CLOSE', 'TERNARY', 'SEPARATOR']},
  {kind: 'SEPARATOR', isEOF: false, next: ['PREFIX', 'NUMERIC', 'BOOLEAN', 'STRING', 'TIME', 'VARIABLE', 'FUNCTION', 'ACCESSOR', 'CLAUSE']},
];
const stateFor = (kind: Kind) => lexerStates.find((s) => s.kind === kind)!;

// ---- lexer -------------------------------------------------------------------------------------

class LexerStream {
  private readonly chars: string[];
  position = 0;
  constructor(source: string) {
    this.chars = Array.from(source);
  }
  canRead(): boolean {
    return this.position < this.chars.length;
  }
  read(): string {
    if (this.position >= this.chars.length) throw new GovaluateError('runtime error: index out of range (the expression ends with a backslash)');
    return this.chars[this.position++]!;
  }
  rewind(amount: number): void {
    this.position -= amount;
  }
}

function readUntilFalse(
  stream: LexerStream,
  includeWhitespace: boolean,
  breakWhitespace: boolean,
  allowEscaping: boolean,
  condition: (c: string) => boolean,
): [string, boolean] {
  let buffer = '';
  let conditioned = false;
  while (stream.canRead()) {
    let c = stream.read();
    if (allowEscaping && c === '\\') {
      c = stream.read();
      buffer += c;
      continue;
    }
    if (isSpace(c)) {
      if (breakWhitespace && buffer.length > 0) {
        conditioned = true;
        break;
      }
      if (!includeWhitespace) continue;
    }
    if (condition(c)) {
      buffer += c;
    } else {
      conditioned = true;
      stream.rewind(1);
      break;
    }
  }
  return [buffer, conditioned];
}

function readTokenUntilFalse(stream: LexerStream, condition: (c: string) => boolean): string {
  stream.rewind(1);
  return readUntilFalse(stream, false, true, true, condition)[0];
}

/** strconv.ParseFloat on the digits-and-dots run the lexer collects. */
function parseNumber(text: string): number {
  const value = strconv.parseFloat(text);
  if (value === undefined) throw new GovaluateError(`Unable to parse numeric value '${text}' to float64\n`);
  return value;
}

// Quoted strings that Go's time.ParseInLocation reads as a date become TIME tokens, which the
// planner turns into their Unix seconds. The layouts govaluate tries (parsing.go#tryParseTime) are
// written as patterns with Go's range checks on the date and clock fields; `15` accepts one or two
// digits and a fraction may follow the seconds, as in time.Parse. Dates without a zone are read in
// the local zone, taken to be UTC here, as in a container.
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const days = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!);
const DATE = '(\\d{4})-(\\d{2})-(\\d{2})';
const CLOCK = '(\\d{1,2}):(\\d{2})';
const SECONDS = ':(\\d{2})([.,]\\d+)?';
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const WEEKDAYS = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun';
const ZONE_COLON = '(Z|[+-]\\d{2}:\\d{2})';
const ZONE = '(Z|[+-]\\d{4})';
const timeLayouts: {pattern: RegExp; min: number; max: number; fields: 'ymdhms' | 'ansic' | 'ruby' | 'kitchen'}[] = [
  {pattern: new RegExp(`^(?:${WEEKDAYS}) (${MONTHS})  ?(\\d{1,2}) ${CLOCK}${SECONDS} (\\d{4})$`, 'i'), min: 23, max: 24, fields: 'ansic'},
  {pattern: new RegExp(`^(?:${WEEKDAYS}) (${MONTHS}) (\\d{2}) ${CLOCK}${SECONDS} ([+-]\\d{4}) (\\d{4})$`, 'i'), min: 30, max: 30, fields: 'ruby'},
  {pattern: /^(\d{1,2}):(\d{2})(AM|PM)$/, min: 6, max: 7, fields: 'kitchen'},
  {pattern: new RegExp(`^${DATE}T${CLOCK}${SECONDS}${ZONE_COLON}$`), min: 25, max: 25, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE}T${CLOCK}${SECONDS}${ZONE_COLON}$`), min: 35, max: 35, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE}()()()()()$`), min: 10, max: 10, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE} ${CLOCK}()()()$`), min: 16, max: 16, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE} ${CLOCK}${SECONDS}()$`), min: 19, max: 19, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE} ${CLOCK}${SECONDS}([+-]\\d{2}:\\d{2})$`), min: 25, max: 25, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE}T(\\d{1,2})()()()${ZONE}$`), min: 18, max: 18, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE}T${CLOCK}()()${ZONE}$`), min: 21, max: 21, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE}T${CLOCK}${SECONDS}${ZONE}$`), min: 24, max: 24, fields: 'ymdhms'},
  {pattern: new RegExp(`^${DATE}T${CLOCK}${SECONDS}${ZONE}$`), min: 34, max: 34, fields: 'ymdhms'},
];

/** Days from 1970-01-01 to a proleptic Gregorian date (any year, 0 included). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** A parsed date: its Unix seconds, and how Go's time.Time prints it (`2006-01-02 15:04:05.999999999 -0700 MST`). */
class GoTime {
  constructor(
    readonly unix: number,
    readonly shown: string,
  ) {}
}

/** parsing.go#tryParseTime: the date a quoted string holds, or undefined when it is plain text. */
function tryParseTime(candidate: string): GoTime | undefined {
  if (!candidate.includes(':') && !candidate.includes('-')) return undefined;
  const length = new TextEncoder().encode(candidate).length;
  for (const layout of timeLayouts) {
    if (length < layout.min || length > layout.max) continue;
    const m = layout.pattern.exec(candidate);
    if (!m) continue;
    const n = (i: number) => (m[i] ? Number(m[i]) : 0);
    let [year, month, day, second] = [0, 1, 1, 0];
    let hour: number;
    let minute: number;
    let fraction = '';
    let zone = '';
    if (layout.fields === 'kitchen') {
      [hour, minute] = [n(1), n(2)];
      if (hour > 12) continue;
      if (m[3] === 'PM' && hour < 12) hour += 12;
      if (m[3] === 'AM' && hour === 12) hour = 0;
    } else if (layout.fields === 'ansic' || layout.fields === 'ruby') {
      month = MONTHS.toLowerCase().split('|').indexOf(m[1]!.toLowerCase()) + 1;
      [day, hour, minute, second, fraction] = [n(2), n(3), n(4), n(5), m[6] ?? ''];
      if (layout.fields === 'ruby') [zone, year] = [m[7]!, n(8)];
      else year = n(7);
    } else {
      [year, month, day, hour, minute, second, fraction, zone] = [n(1), n(2), n(3), n(4), n(5), n(6), m[7] ?? '', m[8] ?? ''];
    }
    if (month < 1 || month > 12 || day < 1 || day > days(year, month)) continue;
    if (hour > 23 || minute > 59 || second > 59) continue;
    let offset = 0;
    if (zone !== '' && zone !== 'Z') {
      const [zh, zm] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
      if (zh > 24 || zm > 60) continue;
      offset = (zone[0] === '-' ? -1 : 1) * (zh * 60 + zm);
    }
    const pad = (v: number, width = 2) => String(v).padStart(width, '0');
    const digits = fraction.slice(1, 10).replace(/0+$/, '');
    const zoneText = offset === 0 ? '+0000 UTC' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}${pad(Math.abs(offset) % 60)}`;
    const shown = `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}${digits ? `.${digits}` : ''} ${offset === 0 ? zoneText : `${zoneText} ${zoneText}`}`;
    return new GoTime(daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset * 60, shown);
  }
  return undefined;
}

/** regexp.Compile, with Go's error message. */
function compileGoRegexp(source: string): GoRegexp {
  try {
    return new GoRegexp(regexp.compile(source));
  } catch (error) {
    throw new GovaluateError((error as Error).message);
  }
}

function readToken(stream: LexerStream, state: LexerState): [Token, boolean] {
  let kind: Kind = 'UNKNOWN';
  let value: unknown;
  while (stream.canRead()) {
    let c = stream.read();
    if (isSpace(c)) continue;

    if (isNumeric(c)) {
      if (stream.canRead() && c === '0') {
        c = stream.read();
        if (stream.canRead() && c === 'x') {
          const [text] = readUntilFalse(stream, false, true, true, isHexDigit);
          if (!/^[0-9a-fA-F]+$/.test(text) || BigInt(`0x${text}`) > 18446744073709551615n) {
            throw new GovaluateError(`Unable to parse hex value '${text}' to uint64`);
          }
          kind = 'NUMERIC';
          value = Number(BigInt(`0x${text}`));
          break;
        }
        stream.rewind(1);
      }
      value = parseNumber(readTokenUntilFalse(stream, isNumeric));
      kind = 'NUMERIC';
      break;
    }

    if (c === ',') {
      value = ',';
      kind = 'SEPARATOR';
      break;
    }

    if (c === '[') {
      const [text, completed] = readUntilFalse(stream, true, false, true, isNotClosingBracket);
      if (!completed) throw new GovaluateError('unclosed parameter bracket');
      stream.rewind(-1);
      value = text;
      kind = 'VARIABLE';
      break;
    }

    if (isLetter(c)) {
      const text = readTokenUntilFalse(stream, isVariableName);
      if (text === 'true' || text === 'false') {
        kind = 'BOOLEAN';
        value = text === 'true';
      } else if (text === 'in' || text === 'IN') {
        kind = 'COMPARATOR';
        value = 'in';
      } else {
        kind = 'VARIABLE';
        value = text;
      }
      if (text.indexOf('.') > 0) {
        if (text.endsWith('.')) throw new GovaluateError(`Hanging accessor on token '${text}'`);
        kind = 'ACCESSOR';
        value = text.split('.');
      }
      break;
    }

    if (!isNotQuote(c)) {
      const [text, completed] = readUntilFalse(stream, true, false, true, isNotQuote);
      if (!completed) throw new GovaluateError('unclosed string literal');
      stream.rewind(-1);
      const time = tryParseTime(text);
      if (time !== undefined) {
        kind = 'TIME';
        value = time;
      } else {
        kind = 'STRING';
        value = text;
      }
      break;
    }

    if (c === '(') {
      value = '(';
      kind = 'CLAUSE';
      break;
    }
    if (c === ')') {
      value = ')';
      kind = 'CLAUSE_CLOSE';
      break;
    }

    const text = readTokenUntilFalse(stream, isNotAlphanumeric);
    value = text;
    if (state.next.includes('PREFIX') && has(prefixSymbols, text)) {
      kind = 'PREFIX';
      break;
    }
    if (has(modifierSymbols, text)) {
      kind = 'MODIFIER';
      break;
    }
    if (has(logicalSymbols, text)) {
      kind = 'LOGICALOP';
      break;
    }
    if (has(comparatorSymbols, text)) {
      kind = 'COMPARATOR';
      break;
    }
    if (has(ternarySymbols, text)) {
      kind = 'TERNARY';
      break;
    }
    throw new GovaluateError(`Invalid token: '${text}'`);
  }
  return [{kind, value}, kind !== 'UNKNOWN'];
}

function checkBalance(tokens: Token[]): void {
  let parens = 0;
  for (const token of tokens) {
    if (token.kind === 'CLAUSE') parens++;
    if (token.kind === 'CLAUSE_CLOSE') parens--;
  }
  if (parens !== 0) throw new GovaluateError('unbalanced parenthesis');
}

function parseTokens(expression: string): Token[] {
  const stream = new LexerStream(expression);
  let state = lexerStates[0]!;
  const tokens: Token[] = [];
  while (stream.canRead()) {
    const [token, found] = readToken(stream, state);
    if (!found) break;
    state = stateFor(token.kind);
    tokens.push(token);
  }
  checkBalance(tokens);
  return tokens;
}

/** A token's value as Go's %v prints it: a parenthesis is a rune (its code), a missing value <nil>, a date as time.Time. */
function show(token: Token): string {
  const value = token.value;
  if ((token.kind === 'CLAUSE' || token.kind === 'CLAUSE_CLOSE') && typeof value === 'string') return String(value.codePointAt(0));
  if (value instanceof GoTime) return value.shown;
  if (Array.isArray(value)) return `[${value.join(' ')}]`;
  if (value === null || value === undefined) return '<nil>';
  return typeof value === 'number' ? formatV(value) : String(value);
}

function checkExpressionSyntax(tokens: Token[]): void {
  let state = lexerStates[0]!;
  let last: Token = {kind: 'UNKNOWN', value: null};
  for (const token of tokens) {
    if (!state.next.includes(token.kind)) {
      if (last.kind === 'VARIABLE' && token.kind === 'CLAUSE') throw new GovaluateError(`Undefined function ${String(last.value)}`);
      throw new GovaluateError(`Cannot transition token types from ${state.kind} [${show(last)}] to ${token.kind} [${show(token)}]`);
    }
    state = stateFor(token.kind);
    last = token;
  }
  if (!state.isEOF) throw new GovaluateError('unexpected end of expression');
}

function optimizeTokens(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.kind !== 'COMPARATOR') return;
    const symbol = comparatorSymbols[token.value as string];
    if (symbol !== 'REQ' && symbol !== 'NREQ') return;
    const next = tokens[index + 1]!;
    if (next.kind === 'STRING') tokens[index + 1] = {kind: 'PATTERN', value: compileGoRegexp(next.value as string)};
  });
}

// ---- evaluation stages ---------------------------------------------------------------------------

type Operator = (left: Slot, right: Slot, parameters: Parameters) => GoValue;
type Check = (value: Slot) => boolean;
type CombinedCheck = (left: Slot, right: Slot) => boolean;
export type Parameters = (name: string) => GoValue;

export interface Stage {
  symbol: Sym;
  left: Stage | null;
  right: Stage | null;
  operator: Operator;
  leftCheck?: Check;
  rightCheck?: Check;
  combined?: CombinedCheck;
  format?: string;
}

const isString = (v: Slot): v is string => typeof v === 'string';
const isBool = (v: Slot): v is boolean => typeof v === 'boolean';
const isFloat = (v: Slot): v is number => typeof v === 'number';
const isArray = (v: Slot): v is GoValue[] => Array.isArray(v);
const isRegexOrString = (v: Slot) => isString(v) || v instanceof GoRegexp;

/** fmt's %v, for string concatenation. */
export function formatV(value: Slot): string {
  if (value === null) return '<nil>';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(formatV).join(' ')}]`;
  if (value instanceof GoRegexp) return value.source;
  if (typeof value !== 'number') return '-1';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : '-Inf';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const [mantissa, exponentText] = value.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  // %v is %g with the shortest digits, in exponent form below 1e-4 and from 1e6 on.
  if (exponent < -4 || exponent >= 6) {
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return String(value);
}

/** Go's conversion of a float64 to int64 (amd64: out of range gives the minimum). */
function toInt64(value: number): bigint {
  if (!Number.isFinite(value) || Math.abs(value) >= 2 ** 63) return -(2n ** 63n);
  return BigInt(Math.trunc(value));
}
const toUint64 = (value: number) => BigInt.asUintN(64, toInt64(value));
const int64ToFloat = (value: bigint) => Number(BigInt.asIntN(64, value));

/** reflect.DeepEqual over govaluate's values. */
function deepEqual(a: Slot, b: Slot): boolean {
  if (a === null || b === null) return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]!));
  }
  if (a instanceof GoRegexp || b instanceof GoRegexp) return a instanceof GoRegexp && b instanceof GoRegexp && a.source === b.source;
  return typeof a === typeof b && a === b;
}

/** Go's == between two interface values; comparing two slices panics. */
function interfaceEqual(a: GoValue, b: GoValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) throw new GovaluateError('runtime error: comparing uncomparable type []interface {}');
  return a === b;
}

function regexMatch(left: Slot, right: Slot): boolean {
  const pattern = right instanceof GoRegexp ? right : compileGoRegexp(right as string);
  return pattern.compiled.test(left as string);
}

const num = (v: Slot) => v as number;
const operators: Partial<Record<Sym, Operator>> = {
  EQ: (l, r) => deepEqual(l, r),
  NEQ: (l, r) => !deepEqual(l, r),
  GT: (l, r) => (isString(l) && isString(r) ? l > r : num(l) > num(r)),
  LT: (l, r) => (isString(l) && isString(r) ? l < r : num(l) < num(r)),
  GTE: (l, r) => (isString(l) && isString(r) ? l >= r : num(l) >= num(r)),
  LTE: (l, r) => (isString(l) && isString(r) ? l <= r : num(l) <= num(r)),
  REQ: (l, r) => regexMatch(l, r),
  NREQ: (l, r) => !regexMatch(l, r),
  AND: (l, r) => (l as boolean) && (r as boolean),
  OR: (l, r) => (l as boolean) || (r as boolean),
  IN: (l, r) => (r as GoValue[]).some((value) => interfaceEqual(l as GoValue, value)),
  BITWISE_OR: (l, r) => int64ToFloat(toInt64(num(l)) | toInt64(num(r))),
  BITWISE_AND: (l, r) => int64ToFloat(toInt64(num(l)) & toInt64(num(r))),
  BITWISE_XOR: (l, r) => int64ToFloat(toInt64(num(l)) ^ toInt64(num(r))),
  BITWISE_LSHIFT: (l, r) => {
    const shift = toUint64(num(r));
    return shift >= 64n ? 0 : Number(BigInt.asUintN(64, toUint64(num(l)) << shift));
  },
  BITWISE_RSHIFT: (l, r) => {
    const shift = toUint64(num(r));
    return shift >= 64n ? 0 : Number(toUint64(num(l)) >> shift);
  },
  PLUS: (l, r) => (isString(l) || isString(r) ? formatV(l) + formatV(r) : num(l) + num(r)),
  MINUS: (l, r) => num(l) - num(r),
  MULTIPLY: (l, r) => num(l) * num(r),
  DIVIDE: (l, r) => num(l) / num(r),
  MODULUS: (l, r) => num(l) % num(r),
  EXPONENT: (l, r) => math.pow(num(l), num(r)),
  NEGATE: (_l, r) => -num(r),
  INVERT: (_l, r) => !(r as boolean),
  BITWISE_NOT: (_l, r) => int64ToFloat(~toInt64(num(r))),
  TERNARY_TRUE: (l, r) => ((l as boolean) ? (r as GoValue) : null),
  TERNARY_FALSE: (l, r) => (l !== null ? (l as GoValue) : (r as GoValue)),
  COALESCE: (l, r) => (l !== null ? (l as GoValue) : (r as GoValue)),
  SEPARATE: (l, r) => (Array.isArray(l) ? [...l, r as GoValue] : [l as GoValue, r as GoValue]),
};

const logicalFormat = "Value '%v' cannot be used with the logical operator '%v', it is not a bool";
const modifierFormat = "Value '%v' cannot be used with the modifier '%v', it is not a number";
const comparatorFormat = "Value '%v' cannot be used with the comparator '%v', it is not a number";
const ternaryFormat = "Value '%v' cannot be used with the ternary operator '%v', it is not a bool";
const prefixFormat = "Value '%v' cannot be used with the prefix '%v'";

function typeChecks(symbol: Sym): Pick<Stage, 'leftCheck' | 'rightCheck' | 'combined'> {
  switch (symbol) {
    case 'GT':
    case 'LT':
    case 'GTE':
    case 'LTE':
      return {combined: (l, r) => (isFloat(l) && isFloat(r)) || (isString(l) && isString(r))};
    case 'REQ':
    case 'NREQ':
      return {leftCheck: isString, rightCheck: isRegexOrString};
    case 'AND':
    case 'OR':
      return {leftCheck: isBool, rightCheck: isBool};
    case 'IN':
      return {rightCheck: isArray};
    case 'BITWISE_LSHIFT':
    case 'BITWISE_RSHIFT':
    case 'BITWISE_OR':
    case 'BITWISE_AND':
    case 'BITWISE_XOR':
    case 'MINUS':
    case 'MULTIPLY':
    case 'DIVIDE':
    case 'MODULUS':
    case 'EXPONENT':
      return {leftCheck: isFloat, rightCheck: isFloat};
    case 'PLUS':
      return {combined: (l, r) => (isFloat(l) && isFloat(r)) || isString(l) || isString(r)};
    case 'NEGATE':
    case 'BITWISE_NOT':
      return {rightCheck: isFloat};
    case 'INVERT':
      return {rightCheck: isBool};
    case 'TERNARY_TRUE':
      return {leftCheck: isBool};
    default:
      return {};
  }
}

const precedence: Partial<Record<Sym, number>> = {
  NOOP: 0,
  VALUE: 1,
  EQ: 9, NEQ: 9, GT: 9, LT: 9, GTE: 9, LTE: 9, REQ: 9, NREQ: 9, IN: 9,
  AND: 11,
  OR: 12,
  BITWISE_AND: 6, BITWISE_OR: 6, BITWISE_XOR: 6,
  BITWISE_LSHIFT: 7, BITWISE_RSHIFT: 7,
  PLUS: 5, MINUS: 5,
  MULTIPLY: 8, DIVIDE: 8, MODULUS: 8,
  EXPONENT: 4,
  BITWISE_NOT: 3, NEGATE: 3, INVERT: 3,
  COALESCE: 10, TERNARY_TRUE: 10, TERNARY_FALSE: 10,
  ACCESS: 2, FUNCTIONAL: 2,
  SEPARATE: 13,
};
const precedenceOf = (symbol: Sym) => precedence[symbol] ?? 1;

class TokenStream {
  index = 0;
  constructor(readonly tokens: Token[]) {}
  hasNext(): boolean {
    return this.index < this.tokens.length;
  }
  next(): Token {
    const token = this.tokens[this.index];
    if (!token) throw new GovaluateError('runtime error: index out of range while planning the expression');
    this.index++;
    return token;
  }
  rewind(): void {
    this.index--;
  }
}

type Precedent = (stream: TokenStream) => Stage | null;

function planPrecedenceLevel(
  stream: TokenStream,
  format: string | undefined,
  validSymbols: Record<string, Sym>,
  validKinds: Kind[],
  rightPrecedent: Precedent | undefined,
  leftPrecedent: Precedent | undefined,
): Stage | null {
  const left = leftPrecedent ? leftPrecedent(stream) : null;
  const rewind = () => {
    stream.rewind();
    return left;
  };
  if (!stream.hasNext()) return rewind();
  const token = stream.next();
  if (validKinds.length > 0 && !validKinds.includes(token.kind)) return rewind();
  if (typeof token.value !== 'string' || !has(validSymbols, token.value)) return rewind();
  const symbol = validSymbols[token.value]!;
  const right = rightPrecedent ? rightPrecedent(stream) : null;
  return {symbol, left, right, operator: operators[symbol]!, ...typeChecks(symbol), format};
}

function makePrecedent(planner: {symbols: Record<string, Sym>; kinds: Kind[]; format?: string; next?: () => Precedent; nextRight?: () => Precedent}): Precedent {
  const generated: Precedent = (stream) =>
    planPrecedenceLevel(stream, planner.format, planner.symbols, planner.kinds, planner.nextRight ? planner.nextRight() : generated, planner.next?.());
  return generated;
}

const planPrefix = makePrecedent({symbols: prefixSymbols, kinds: ['PREFIX'], format: prefixFormat, nextRight: () => planFunction});
const planExponential = makePrecedent({symbols: exponentialSymbols, kinds: ['MODIFIER'], format: modifierFormat, next: () => planFunction});
const planMultiplicative = makePrecedent({symbols: multiplicativeSymbols, kinds: ['MODIFIER'], format: modifierFormat, next: () => planExponential});
const planAdditive = makePrecedent({symbols: additiveSymbols, kinds: ['MODIFIER'], format: modifierFormat, next: () => planMultiplicative});
const planShift = makePrecedent({symbols: bitwiseShiftSymbols, kinds: ['MODIFIER'], format: modifierFormat, next: () => planAdditive});
const planBitwise = makePrecedent({symbols: bitwiseSymbols, kinds: ['MODIFIER'], format: modifierFormat, next: () => planShift});
const planComparator = makePrecedent({symbols: comparatorSymbols, kinds: ['COMPARATOR'], format: comparatorFormat, next: () => planBitwise});
const planLogicalAnd = makePrecedent({symbols: {'&&': 'AND'}, kinds: ['LOGICALOP'], format: logicalFormat, next: () => planComparator});
const planLogicalOr = makePrecedent({symbols: {'||': 'OR'}, kinds: ['LOGICALOP'], format: logicalFormat, next: () => planLogicalAnd});
const planTernary = makePrecedent({symbols: ternarySymbols, kinds: ['TERNARY'], format: ternaryFormat, next: () => planLogicalOr});
const planSeparator = makePrecedent({symbols: separatorSymbols, kinds: ['SEPARATOR'], next: () => planTernary});

const planTokens = (stream: TokenStream): Stage | null => (stream.hasNext() ? planSeparator(stream) : null);

function planFunction(stream: TokenStream): Stage | null {
  const token = stream.next();
  if (token.kind !== 'FUNCTION') {
    stream.rewind();
    return planAccessor(stream);
  }
  throw new GovaluateError('functions are not available');
}

function planAccessor(stream: TokenStream): Stage | null {
  if (!stream.hasNext()) return null;
  const token = stream.next();
  if (token.kind !== 'ACCESSOR') {
    stream.rewind();
    return planValue(stream);
  }
  let right: Stage | null = null;
  if (stream.hasNext()) {
    const other = stream.next();
    stream.rewind();
    if (other.kind === 'CLAUSE') right = planTokens(stream);
  }
  const path = token.value as string[];
  return {
    symbol: 'ACCESS',
    left: null,
    right,
    format: "Unable to access parameter field or method '%v': %v",
    operator: (_l, _r, parameters) => {
      const value = parameters(path[0]!);
      throw new GovaluateError(`Unable to access '${path[1]}', '${path[0]}' is not a struct or map (value ${formatV(value)})`);
    },
  };
}

const literal = (value: GoValue): Stage => ({symbol: 'LITERAL', left: null, right: null, operator: () => value});

function planValue(stream: TokenStream): Stage | null {
  if (!stream.hasNext()) return null;
  const token = stream.next();
  switch (token.kind) {
    case 'CLAUSE': {
      const prev = stream.index > 1 ? stream.tokens[stream.index - 2]! : {kind: 'UNKNOWN' as Kind, value: null};
      let inner = planTokens(stream);
      if (prev.kind === 'COMPARATOR' && prev.value === 'in') {
        if (inner === null) throw new GovaluateError('runtime error: invalid memory address or nil pointer dereference (`in ()`)');
        if (inner.symbol === 'LITERAL') {
          const original = inner.operator;
          inner = {...inner, operator: (l, r, p) => [original(l, r, p)]};
        }
      }
      stream.next();
      return {symbol: 'NOOP', left: null, right: inner, operator: (_l, r) => r as GoValue};
    }
    case 'CLAUSE_CLOSE':
      stream.rewind();
      return null;
    case 'VARIABLE': {
      const name = token.value as string;
      return {symbol: 'VALUE', left: null, right: null, operator: (_l, _r, parameters) => parameters(name)};
    }
    case 'NUMERIC':
    case 'STRING':
    case 'PATTERN':
    case 'BOOLEAN':
      return literal(token.value as GoValue);
    case 'TIME':
      return literal((token.value as GoTime).unix);
    case 'PREFIX':
      stream.rewind();
      return planPrefix(stream);
    default:
      throw new GovaluateError(`Unable to plan token kind: '${token.kind}', value: '${show(token)}'`);
  }
}

function swapWith(a: Stage, b: Stage): void {
  const fields = ['symbol', 'operator', 'leftCheck', 'rightCheck', 'combined', 'format'] as const;
  const copy = {...b};
  for (const field of fields) (b as unknown as Record<string, unknown>)[field] = a[field];
  for (const field of fields) (a as unknown as Record<string, unknown>)[field] = copy[field];
}

function mirrorStageSubtree(stages: Stage[]): void {
  const n = stages.length;
  for (const stage of stages) [stage.left, stage.right] = [stage.right, stage.left];
  const root = stages[0]!;
  const end = stages[n - 1]!;
  [end.left, root.right] = [root.right, end.left];
  for (let i = 0; i < Math.trunc((n - 2) / 2) + 1; i++) {
    const front = stages[i + 1]!;
    const inverse = stages[n - i - 1]!;
    [front.right, inverse.right] = [inverse.right, front.right];
  }
  for (let i = 0; i < Math.trunc(n / 2); i++) swapWith(stages[i]!, stages[n - i - 1]!);
}

function reorderStages(root: Stage): void {
  let identical: Stage[] = [];
  let next: Stage | null = root;
  let level = precedenceOf(root.symbol);
  while (next) {
    const current: Stage = next;
    next = current.right;
    if (current.left) reorderStages(current.left);
    const currentLevel = precedenceOf(current.symbol);
    if (currentLevel === level) {
      identical.push(current);
      continue;
    }
    if (identical.length > 1) mirrorStageSubtree(identical);
    identical = [current];
    level = currentLevel;
  }
  if (identical.length > 1) mirrorStageSubtree(identical);
}

/** govaluate.NewEvaluableExpression: throws what it would return as an error. */
export function compile(expression: string): Stage {
  const tokens = parseTokens(expression);
  checkBalance(tokens);
  checkExpressionSyntax(tokens);
  optimizeTokens(tokens);
  const stage = planTokens(new TokenStream(tokens));
  if (!stage) throw new GovaluateError('runtime error: invalid memory address or nil pointer dereference (empty expression)');
  reorderStages(stage);
  return stage;
}

function typeError(format: string, value: Slot, symbol: Sym): GovaluateError {
  return new GovaluateError(format.replace('%v', formatV(value)).replace('%v', symbolText[symbol] ?? ''));
}

export function evaluate(stage: Stage, parameters: Parameters): GoValue {
  let left: Slot = null;
  let right: Slot = null;
  if (stage.left) left = evaluate(stage.left, parameters);
  switch (stage.symbol) {
    case 'AND':
      if (left === false) return false;
      break;
    case 'OR':
      if (left === true) return true;
      break;
    case 'COALESCE':
      if (left !== null) return left;
      break;
    case 'TERNARY_TRUE':
      if (left === false) right = HOLDER;
      break;
    case 'TERNARY_FALSE':
      if (left !== null) right = HOLDER;
      break;
  }
  if (right !== HOLDER && stage.right) right = evaluate(stage.right, parameters);
  const format = stage.format ?? '';
  if (stage.combined) {
    if (!stage.combined(left, right)) throw typeError(format, left, stage.symbol);
  } else {
    if (stage.leftCheck && !stage.leftCheck(left)) throw typeError(format, left, stage.symbol);
    if (stage.rightCheck && !stage.rightCheck(right)) throw typeError(format, right, stage.symbol);
  }
  return stage.operator(left, right, parameters);
}

/** Parses and evaluates one expression with `statusCode` set, as govaluate would; throws its errors. */
export function evaluateExpression(expression: string, statusCode: number): GoValue {
  return evaluate(compile(expression), (name) => {
    if (name === 'statusCode') return statusCode;
    throw new GovaluateError(`No parameter '${name}' found.`);
  });
}

