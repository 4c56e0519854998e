/** text/template/parse/lex.go: the lexer, a state machine emitting items as Go's does. */
import * as strconv from '../strconv';

export type ItemType =
  | 'error'
  | 'bool'
  | 'char'
  | 'charConstant'
  | 'comment'
  | 'complex'
  | 'assign'
  | 'declare'
  | 'eof'
  | 'field'
  | 'identifier'
  | 'leftDelim'
  | 'leftParen'
  | 'number'
  | 'pipe'
  | 'rawString'
  | 'rightDelim'
  | 'rightParen'
  | 'space'
  | 'string'
  | 'text'
  | 'variable'
  // Keywords
  | 'block'
  | 'break'
  | 'continue'
  | 'dot'
  | 'define'
  | 'else'
  | 'end'
  | 'if'
  | 'nil'
  | 'range'
  | 'template'
  | 'with';

export interface Item {
  type: ItemType;
  pos: number;
  end: number;
  val: string;
}

const keywordTypes = new Set<ItemType>(['block', 'break', 'continue', 'dot', 'define', 'else', 'end', 'if', 'nil', 'range', 'template', 'with']);
const keywords = new Map<string, ItemType>([
  ['block', 'block'],
  ['break', 'break'],
  ['continue', 'continue'],
  ['define', 'define'],
  ['else', 'else'],
  ['end', 'end'],
  ['if', 'if'],
  ['range', 'range'],
  ['nil', 'nil'],
  ['template', 'template'],
  ['with', 'with'],
]);

export function itemString(item: Item): string {
  if (item.type === 'eof') return 'EOF';
  if (item.type === 'error') return item.val;
  if (keywordTypes.has(item.type)) return `<${item.val}>`;
  if (item.val.length > 10) return `${strconv.quote(item.val).slice(0, 11)}...`;
  return strconv.quote(item.val);
}

const leftDelim = '{{';
const rightDelim = '}}';
const leftComment = '/*';
const rightComment = '*/';

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\r' || c === '\n';
const isAlphaNumeric = (c: string | undefined): boolean => c !== undefined && /^[\p{L}\p{Nd}_]$/u.test(c);
const hasLeftTrimMarker = (s: string, at: number): boolean => s[at] === '-' && isSpace(s[at + 1]);
const hasRightTrimMarker = (s: string, at: number): boolean => isSpace(s[at]) && s[at + 1] === '-';

/** How many spaces end s[start:end]. */
function rightTrimLength(s: string, start: number, end: number): number {
  let i = end;
  while (i > start && isSpace(s[i - 1])) i--;
  return end - i;
}

/** How many spaces start s[at:]. */
function leftTrimLength(s: string, at: number): number {
  let i = at;
  while (i < s.length && isSpace(s[i])) i++;
  return i - at;
}

type StateFn = ((l: Lexer) => StateFn) | null;

export class Lexer {
  readonly items: Item[] = [];
  pos = 0;
  start = 0;
  parenDepth = 0;
  /** Where the action being lexed starts, to point "unclosed action" at its `{{`. */
  actionStart = 0;
  /** Where the open parentheses of the action are, to point "unclosed left paren" at one. */
  parens: number[] = [];

  constructor(readonly input: string) {}

  run(): Item[] {
    let state: StateFn = lexText;
    while (state) state = state(this);
    return this.items;
  }

  next(): string | undefined {
    if (this.pos >= this.input.length) {
      this.pos = this.input.length + 1;
      return undefined;
    }
    const cp = this.input.codePointAt(this.pos)!;
    const ch = String.fromCodePoint(cp);
    this.pos += ch.length;
    return ch;
  }

  peek(): string | undefined {
    if (this.pos >= this.input.length) return undefined;
    return String.fromCodePoint(this.input.codePointAt(this.pos)!);
  }

  backup(ch: string | undefined): void {
    this.pos -= ch === undefined ? 1 : ch.length;
  }

  emit(type: ItemType): StateFn {
    this.items.push({type, pos: this.start, end: this.pos, val: this.input.slice(this.start, this.pos)});
    this.start = this.pos;
    return null;
  }

  ignore(): void {
    this.start = this.pos;
  }

  accept(valid: string): boolean {
    const ch = this.next();
    if (ch !== undefined && valid.includes(ch)) return true;
    this.backup(ch);
    return false;
  }

  acceptRun(valid: string): void {
    let ch = this.next();
    while (ch !== undefined && valid.includes(ch)) ch = this.next();
    this.backup(ch);
  }

  errorf(message: string): StateFn {
    this.items.push({type: 'error', pos: this.start, end: this.pos, val: message});
    return null;
  }

  atRightDelim(): {delim: boolean; trimSpaces: boolean} {
    if (hasRightTrimMarker(this.input, this.pos) && this.input.startsWith(rightDelim, this.pos + 2)) {
      return {delim: true, trimSpaces: true};
    }
    if (this.input.startsWith(rightDelim, this.pos)) return {delim: true, trimSpaces: false};
    return {delim: false, trimSpaces: false};
  }

  atTerminator(): boolean {
    const r = this.peek();
    if (isSpace(r)) return true;
    switch (r) {
      case undefined:
      case '.':
      case ',':
      case '|':
      case ':':
      case ')':
      case '(':
        return true;
    }
    return this.input.startsWith(rightDelim, this.pos);
  }
}

function lexText(l: Lexer): StateFn {
  const x = l.input.indexOf(leftDelim, l.pos);
  if (x >= 0) {
    if (x > l.pos) {
      l.pos = x;
      let trimLength = 0;
      if (hasLeftTrimMarker(l.input, x + leftDelim.length)) trimLength = rightTrimLength(l.input, l.start, l.pos);
      l.pos -= trimLength;
      const text = l.input.slice(l.start, l.pos);
      const start = l.start;
      l.pos += trimLength;
      l.ignore();
      if (text.length > 0) l.items.push({type: 'text', pos: start, end: start + text.length, val: text});
    }
    return lexLeftDelim;
  }
  l.pos = l.input.length;
  if (l.pos > l.start) l.emit('text');
  l.emit('eof');
  return null;
}

function lexLeftDelim(l: Lexer): StateFn {
  l.pos += leftDelim.length;
  const trimSpace = hasLeftTrimMarker(l.input, l.pos);
  const afterMarker = trimSpace ? 2 : 0;
  if (l.input.startsWith(leftComment, l.pos + afterMarker)) {
    l.pos += afterMarker;
    l.ignore();
    return lexComment;
  }
  l.actionStart = l.start;
  l.emit('leftDelim');
  l.pos += afterMarker;
  l.ignore();
  l.parenDepth = 0;
  l.parens = [];
  return lexInsideAction;
}

function lexComment(l: Lexer): StateFn {
  l.pos += leftComment.length;
  const x = l.input.indexOf(rightComment, l.pos);
  if (x < 0) return l.errorf('unclosed comment');
  l.pos = x + rightComment.length;
  const {delim, trimSpaces} = l.atRightDelim();
  if (!delim) return l.errorf('comment ends before closing delimiter');
  if (trimSpaces) l.pos += 2;
  l.pos += rightDelim.length;
  if (trimSpaces) l.pos += leftTrimLength(l.input, l.pos);
  l.ignore();
  return lexText;
}

function lexRightDelim(l: Lexer): StateFn {
  const {trimSpaces} = l.atRightDelim();
  if (trimSpaces) {
    l.pos += 2;
    l.ignore();
  }
  l.pos += rightDelim.length;
  l.emit('rightDelim');
  if (trimSpaces) {
    l.pos += leftTrimLength(l.input, l.pos);
    l.ignore();
  }
  return lexText;
}

function lexInsideAction(l: Lexer): StateFn {
  const {delim} = l.atRightDelim();
  if (delim) {
    if (l.parenDepth === 0) return lexRightDelim;
    l.start = l.parens[l.parens.length - 1] ?? l.start;
    return l.errorf('unclosed left paren');
  }
  const r = l.next();
  if (r === undefined) {
    l.start = l.actionStart;
    return l.errorf('unclosed action');
  }
  if (isSpace(r)) {
    l.backup(r);
    return lexSpace;
  }
  switch (r) {
    case '=':
      l.emit('assign');
      return lexInsideAction;
    case ':':
      if (l.next() !== '=') return l.errorf('expected :=');
      l.emit('declare');
      return lexInsideAction;
    case '|':
      l.emit('pipe');
      return lexInsideAction;
    case '"':
      return lexQuote;
    case '`':
      return lexRawQuote;
    case '$':
      return lexVariable;
    case "'":
      return lexChar;
    case '(':
      l.parens.push(l.start);
      l.emit('leftParen');
      l.parenDepth++;
      return lexInsideAction;
    case ')':
      l.parens.pop();
      l.parenDepth--;
      if (l.parenDepth < 0) return l.errorf('unexpected right paren');
      l.emit('rightParen');
      return lexInsideAction;
  }
  if (r === '.') {
    const c = l.input[l.pos];
    if (c === undefined || c < '0' || c > '9') return lexField;
  }
  if (r === '.' || r === '+' || r === '-' || (r >= '0' && r <= '9')) {
    l.backup(r);
    return lexNumber;
  }
  if (isAlphaNumeric(r)) {
    l.backup(r);
    return lexIdentifier;
  }
  const cp = r.codePointAt(0)!;
  if (cp <= 0x7f && cp >= 0x20 && cp !== 0x7f) {
    l.emit('char');
    return lexInsideAction;
  }
  return l.errorf(`unrecognized character in action: U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
}

function lexSpace(l: Lexer): StateFn {
  let numSpaces = 0;
  while (isSpace(l.peek())) {
    l.next();
    numSpaces++;
  }
  if (hasRightTrimMarker(l.input, l.pos - 1) && l.input.startsWith(rightDelim, l.pos - 1 + 2)) {
    l.pos--;
    if (numSpaces === 1) return lexInsideAction;
  }
  l.emit('space');
  return lexInsideAction;
}

function lexIdentifier(l: Lexer): StateFn {
  for (;;) {
    const r = l.next();
    if (isAlphaNumeric(r)) continue;
    l.backup(r);
    const word = l.input.slice(l.start, l.pos);
    if (!l.atTerminator()) return l.errorf(`bad character ${describeRune(l.peek())}`);
    const keyword = keywords.get(word);
    if (keyword) l.emit(keyword);
    else if (word === 'true' || word === 'false') l.emit('bool');
    else l.emit('identifier');
    return lexInsideAction;
  }
}

function describeRune(r: string | undefined): string {
  if (r === undefined) return 'EOF';
  const cp = r.codePointAt(0)!;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')} '${r}'`;
}

function lexFieldOrVariable(l: Lexer, type: 'field' | 'variable'): StateFn {
  if (l.atTerminator()) {
    l.emit(type === 'variable' ? 'variable' : 'dot');
    return lexInsideAction;
  }
  let r: string | undefined;
  for (;;) {
    r = l.next();
    if (!isAlphaNumeric(r)) {
      l.backup(r);
      break;
    }
  }
  if (!l.atTerminator()) return l.errorf(`bad character ${describeRune(l.peek())}`);
  l.emit(type);
  return lexInsideAction;
}

const lexField = (l: Lexer): StateFn => lexFieldOrVariable(l, 'field');
const lexVariable = (l: Lexer): StateFn => lexFieldOrVariable(l, 'variable');

function lexChar(l: Lexer): StateFn {
  for (;;) {
    const r = l.next();
    if (r === '\\') {
      const n = l.next();
      if (n !== undefined && n !== '\n') continue;
      return l.errorf('unterminated character constant');
    }
    if (r === undefined || r === '\n') return l.errorf('unterminated character constant');
    if (r === "'") break;
  }
  l.emit('charConstant');
  return lexInsideAction;
}

function scanNumber(l: Lexer): boolean {
  l.accept('+-');
  let digits = '0123456789_';
  if (l.accept('0')) {
    if (l.accept('xX')) digits = '0123456789abcdefABCDEF_';
    else if (l.accept('oO')) digits = '01234567_';
    else if (l.accept('bB')) digits = '01_';
  }
  l.acceptRun(digits);
  if (l.accept('.')) l.acceptRun(digits);
  if (digits.length === 11 && l.accept('eE')) {
    l.accept('+-');
    l.acceptRun('0123456789_');
  }
  if (digits.length === 23 && l.accept('pP')) {
    l.accept('+-');
    l.acceptRun('0123456789_');
  }
  l.accept('i');
  if (isAlphaNumeric(l.peek())) {
    l.next();
    return false;
  }
  return true;
}

function lexNumber(l: Lexer): StateFn {
  if (!scanNumber(l)) return l.errorf(`bad number syntax: ${strconv.quote(l.input.slice(l.start, l.pos))}`);
  const sign = l.peek();
  if (sign === '+' || sign === '-') {
    if (!scanNumber(l) || l.input[l.pos - 1] !== 'i') {
      return l.errorf(`bad number syntax: ${strconv.quote(l.input.slice(l.start, l.pos))}`);
    }
    l.emit('complex');
  } else l.emit('number');
  return lexInsideAction;
}

function lexQuote(l: Lexer): StateFn {
  for (;;) {
    const r = l.next();
    if (r === '\\') {
      const n = l.next();
      if (n !== undefined && n !== '\n') continue;
      return l.errorf('unterminated quoted string');
    }
    if (r === undefined || r === '\n') return l.errorf('unterminated quoted string');
    if (r === '"') break;
  }
  l.emit('string');
  return lexInsideAction;
}

function lexRawQuote(l: Lexer): StateFn {
  for (;;) {
    const r = l.next();
    if (r === undefined) return l.errorf('unterminated raw quoted string');
    if (r === '`') break;
  }
  l.emit('rawString');
  return lexInsideAction;
}

