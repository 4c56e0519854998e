/**
 * Go's text/template, as documented at https://pkg.go.dev/text/template and implemented in
 * src/text/template (lex.go, parse.go, exec.go, funcs.go): the lexer, the parser and the executor,
 * with the builtin functions. The Sprig and Helm functions are in functions.ts; helm.ts puts the two
 * together the way Helm's engine does.
 *
 * Errors are {@link TemplateError}s that carry the 1-based line and column of the template text
 * where they arise. Their wording follows Go's, so a message can be searched for.
 *
 * Plain TypeScript: no DOM, no Node APIs, no dependencies; it runs in a browser worker.
 */
import {
  GoInt,
  GoStruct,
  formatValue,
  isTrue,
  kindOf,
  methodsOf,
  parseGoFloat,
  parseGoInt,
  printAction,
  quoteString,
  sortedKeys,
  sprint,
  sprintf,
  sprintln,
  typeName,
  type GoMap,
  type GoMethod,
  type ParamType,
  type Value,
} from './values';

// ---------------------------------------------------------------------------------------------
// Errors

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
  /** The message without the position, for showing next to the line in an editor. */
  readonly reason: string;

  constructor(kind: 'parse' | 'exec', template: string, position: Position, reason: string) {
    super(`line ${position.line}, column ${position.column}: ${reason}`);
    this.name = 'TemplateError';
    this.kind = kind;
    this.template = template;
    this.line = position.line;
    this.column = position.column;
    this.reason = reason;
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

// ---------------------------------------------------------------------------------------------
// Lexer (lex.go)

type ItemType =
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

interface Item {
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

function itemString(item: Item): string {
  if (item.type === 'eof') return 'EOF';
  if (item.type === 'error') return item.val;
  if (keywordTypes.has(item.type)) return `<${item.val}>`;
  if (item.val.length > 10) return `${quoteString(item.val).slice(0, 11)}...`;
  return quoteString(item.val);
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

class Lexer {
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
  if (!scanNumber(l)) return l.errorf(`bad number syntax: ${quoteString(l.input.slice(l.start, l.pos))}`);
  const sign = l.peek();
  if (sign === '+' || sign === '-') {
    if (!scanNumber(l) || l.input[l.pos - 1] !== 'i') {
      return l.errorf(`bad number syntax: ${quoteString(l.input.slice(l.start, l.pos))}`);
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

// ---------------------------------------------------------------------------------------------
// strconv.Unquote

/** Reads one possibly escaped character of a Go quoted literal (strconv.UnquoteChar). */
function unquoteChar(s: string, i: number, quote: string): {value: string; next: number} {
  const c = s[i]!;
  if (c === quote && (quote === "'" || quote === '"')) throw new Error('invalid syntax');
  if (c !== '\\') {
    const ch = String.fromCodePoint(s.codePointAt(i)!);
    return {value: ch, next: i + ch.length};
  }
  const e = s[i + 1];
  const simple: Record<string, string> = {a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\'};
  if (e !== undefined && e in simple) return {value: simple[e]!, next: i + 2};
  if (e === "'" || e === '"') {
    if (e !== quote) throw new Error('invalid syntax');
    return {value: e, next: i + 2};
  }
  const hexLength = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
  if (hexLength) {
    const digits = s.slice(i + 2, i + 2 + hexLength);
    if (digits.length !== hexLength || !/^[0-9a-fA-F]+$/.test(digits)) throw new Error('invalid syntax');
    const cp = parseInt(digits, 16);
    if (e === 'x') {
      // A byte: in Go it may be half of a UTF-8 sequence; here bytes above 0x7f stand for Latin-1.
      return {value: String.fromCharCode(cp), next: i + 2 + hexLength};
    }
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw new Error('invalid syntax');
    return {value: String.fromCodePoint(cp), next: i + 2 + hexLength};
  }
  if (e !== undefined && e >= '0' && e <= '7') {
    const digits = s.slice(i + 1, i + 4);
    if (!/^[0-7]{3}$/.test(digits) || parseInt(digits, 8) > 255) throw new Error('invalid syntax');
    return {value: String.fromCharCode(parseInt(digits, 8)), next: i + 4};
  }
  throw new Error('invalid syntax');
}

function unquote(literal: string): string {
  const quote = literal[0];
  if (quote === '`') {
    if (!literal.endsWith('`') || literal.length < 2) throw new Error('invalid syntax');
    return literal.slice(1, -1).replace(/\r/g, '');
  }
  if (quote !== '"' || literal.length < 2 || !literal.endsWith('"')) throw new Error('invalid syntax');
  const body = literal.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; ) {
    const {value, next} = unquoteChar(body, i, '"');
    out += value;
    i = next;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Parse tree (node.go)

export interface NodeBase {
  /** Index of the node's first character in the template text. */
  pos: number;
  /** Index just past the node's last character, where it is known. */
  end: number;
}

export interface ListNode extends NodeBase {
  type: 'list';
  nodes: Node[];
}
export interface TextNode extends NodeBase {
  type: 'text';
  text: string;
}
export interface ActionNode extends NodeBase {
  type: 'action';
  pipe: PipeNode;
}
export interface ControlNode extends NodeBase {
  type: 'if' | 'range' | 'with';
  pipe: PipeNode;
  list: ListNode;
  elseList?: ListNode;
}
export interface TemplateNode extends NodeBase {
  type: 'template';
  name: string;
  pipe?: PipeNode;
}
export interface BranchNode extends NodeBase {
  type: 'break' | 'continue';
}
export interface PipeNode extends NodeBase {
  type: 'pipe';
  isAssign: boolean;
  decl: VariableNode[];
  cmds: CommandNode[];
}
export interface CommandNode extends NodeBase {
  type: 'command';
  args: ArgNode[];
}
export interface FieldNode extends NodeBase {
  type: 'field';
  ident: string[];
}
export interface VariableNode extends NodeBase {
  type: 'variable';
  ident: string[];
}
export interface ChainNode extends NodeBase {
  type: 'chain';
  node: ArgNode;
  field: string[];
}
export interface IdentifierNode extends NodeBase {
  type: 'identifier';
  ident: string;
}
export interface SimpleNode extends NodeBase {
  type: 'dot' | 'nil';
}
export interface BoolNode extends NodeBase {
  type: 'bool';
  value: boolean;
}
export interface NumberNode extends NodeBase {
  type: 'number';
  text: string;
  isInt: boolean;
  isUint: boolean;
  isFloat: boolean;
  isComplex: boolean;
  int64: bigint;
  uint64: bigint;
  float64: number;
}
export interface StringNode extends NodeBase {
  type: 'string';
  quoted: string;
  text: string;
}
interface EndNode extends NodeBase {
  type: 'end' | 'else';
}

export type ArgNode =
  | FieldNode
  | VariableNode
  | ChainNode
  | IdentifierNode
  | SimpleNode
  | BoolNode
  | NumberNode
  | StringNode
  | PipeNode;
export type Node = ListNode | TextNode | ActionNode | ControlNode | TemplateNode | BranchNode | ArgNode | CommandNode;

/** Go's Node.String(): how messages show a node. */
export function nodeString(n: Node | EndNode): string {
  switch (n.type) {
    case 'list':
      return n.nodes.map(nodeString).join('');
    case 'text':
      return n.text;
    case 'action':
      return `{{${nodeString(n.pipe)}}}`;
    case 'if':
    case 'range':
    case 'with':
      return `{{${n.type} ${nodeString(n.pipe)}}}${nodeString(n.list)}${n.elseList ? `{{else}}${nodeString(n.elseList)}` : ''}{{end}}`;
    case 'template':
      return `{{template ${quoteString(n.name)}${n.pipe ? ` ${nodeString(n.pipe)}` : ''}}}`;
    case 'break':
    case 'continue':
      return `{{${n.type}}}`;
    case 'pipe': {
      const decl = n.decl.length ? `${n.decl.map(nodeString).join(', ')} ${n.isAssign ? '=' : ':='} ` : '';
      return decl + n.cmds.map(nodeString).join(' | ');
    }
    case 'command':
      return n.args.map((a) => (a.type === 'pipe' ? `(${nodeString(a)})` : nodeString(a))).join(' ');
    case 'field':
      return `.${n.ident.join('.')}`;
    case 'variable':
      return n.ident.join('.');
    case 'chain':
      return `${n.node.type === 'pipe' ? `(${nodeString(n.node)})` : nodeString(n.node)}.${n.field.join('.')}`;
    case 'identifier':
      return n.ident;
    case 'dot':
      return '.';
    case 'nil':
      return 'nil';
    case 'bool':
      return String(n.value);
    case 'number':
      return n.text;
    case 'string':
      return n.quoted;
    case 'end':
      return '{{end}}';
    case 'else':
      return '{{else}}';
  }
}

/** A parsed template: a name, its root list, and the text its positions refer to. */
export interface Tree {
  name: string;
  root: ListNode;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Parser (parse.go)

class ParseError extends Error {
  constructor(
    readonly pos: number,
    message: string,
  ) {
    super(message);
  }
}

function parseNumber(item: Item): NumberNode {
  const text = item.val;
  const n: NumberNode = {
    type: 'number',
    pos: item.pos,
    end: item.end,
    text,
    isInt: false,
    isUint: false,
    isFloat: false,
    isComplex: false,
    int64: 0n,
    uint64: 0n,
    float64: 0,
  };
  if (item.type === 'charConstant') {
    let r: {value: string; next: number};
    try {
      r = unquoteChar(text.slice(1), 0, "'");
    } catch {
      throw new ParseError(item.pos, 'invalid syntax');
    }
    if (text.slice(1 + r.next) !== "'") throw new ParseError(item.pos, `malformed character constant: ${text}`);
    const cp = BigInt(r.value.codePointAt(0)!);
    Object.assign(n, {isInt: true, isUint: true, isFloat: true, int64: cp, uint64: cp, float64: Number(cp)});
    return n;
  }
  if (item.type === 'complex' || text.endsWith('i')) {
    throw new ParseError(item.pos, `complex numbers are not supported: ${quoteString(text)}`);
  }
  const u = parseGoInt(text, 64, true);
  if (u !== undefined) Object.assign(n, {isUint: true, uint64: u});
  const i = parseGoInt(text, 64, false);
  if (i !== undefined) {
    Object.assign(n, {isInt: true, int64: i});
    if (i === 0n) Object.assign(n, {isUint: true, uint64: 0n});
  }
  if (n.isInt) Object.assign(n, {isFloat: true, float64: Number(n.int64)});
  else if (n.isUint) Object.assign(n, {isFloat: true, float64: Number(n.uint64)});
  else {
    const f = parseGoFloat(text);
    if (f !== undefined && Number.isFinite(f)) {
      if (!/[.eEpP]/.test(text)) throw new ParseError(item.pos, `integer overflow: ${quoteString(text)}`);
      Object.assign(n, {isFloat: true, float64: f});
      if (Number.isInteger(f) && Math.abs(f) < 2 ** 63) Object.assign(n, {isInt: true, int64: BigInt(f)});
      if (Number.isInteger(f) && f >= 0 && f < 2 ** 64) Object.assign(n, {isUint: true, uint64: BigInt(f)});
    }
  }
  if (!n.isInt && !n.isUint && !n.isFloat) throw new ParseError(item.pos, `illegal number syntax: ${quoteString(text)}`);
  return n;
}

interface OpenControl {
  name: string;
  pos: number;
}

class Parser {
  private i = 0;
  private vars: string[] = ['$'];
  private rangeDepth = 0;
  private readonly open: OpenControl[] = [];

  constructor(
    private readonly items: Item[],
    private readonly name: string,
    private readonly text: string,
    private readonly hasFunction: (name: string) => boolean,
    private readonly trees: Map<string, Tree>,
  ) {}

  private next(): Item {
    const item = this.items[this.i] ?? this.items[this.items.length - 1]!;
    if (this.i < this.items.length) this.i++;
    if (item.type === 'error') throw new ParseError(item.pos, item.val);
    return item;
  }

  private backup(n = 1): void {
    this.i -= n;
  }

  private peek(): Item {
    const item = this.next();
    this.backup();
    return item;
  }

  private nextNonSpace(): Item {
    let item = this.next();
    while (item.type === 'space') item = this.next();
    return item;
  }

  private peekNonSpace(): Item {
    const start = this.i;
    const item = this.nextNonSpace();
    this.i = start;
    return item;
  }

  private errorf(pos: number, message: string): never {
    throw new ParseError(pos, message);
  }

  private unexpected(item: Item, context: string): never {
    if (item.type === 'eof') this.unexpectedEOF(item);
    if (item.type === 'error') this.errorf(item.pos, item.val);
    this.errorf(item.pos, `unexpected ${itemString(item)} in ${context}`);
  }

  private unexpectedEOF(item: Item): never {
    const open = this.open[this.open.length - 1];
    if (open) {
      const at = positionAt(this.text, open.pos);
      this.errorf(open.pos, `unexpected EOF: the {{${open.name}}} at line ${at.line} has no {{end}}`);
    }
    this.errorf(item.pos, 'unexpected EOF');
  }

  private expect(type: ItemType, context: string): Item {
    const token = this.nextNonSpace();
    if (token.type !== type) this.unexpected(token, context);
    return token;
  }

  /** Parses the whole text: the root template, and the templates it defines. */
  parse(): Tree {
    const root: ListNode = {type: 'list', pos: 0, end: this.text.length, nodes: []};
    while (this.peek().type !== 'eof') {
      if (this.peek().type === 'leftDelim') {
        const mark = this.i;
        const delim = this.next();
        if (this.nextNonSpace().type === 'define') {
          this.parseDefinition(delim.pos);
          continue;
        }
        this.i = mark;
      }
      const n = this.textOrAction();
      if (n.type === 'end' || n.type === 'else') this.errorf(n.pos, `unexpected ${nodeString(n)}`);
      root.nodes.push(n as Node);
    }
    return {name: this.name, root, text: this.text};
  }

  private parseDefinition(pos: number): void {
    const context = 'define clause';
    const token = this.nextNonSpace();
    if (token.type !== 'string' && token.type !== 'rawString') this.unexpected(token, context);
    let name: string;
    try {
      name = unquote(token.val);
    } catch {
      this.errorf(token.pos, 'invalid syntax');
    }
    this.expect('rightDelim', context);
    const savedVars = this.vars;
    this.vars = ['$'];
    this.open.push({name: 'define', pos});
    const [list, end] = this.itemList();
    this.open.pop();
    this.vars = savedVars;
    if (end.type !== 'end') this.errorf(end.pos, `unexpected ${nodeString(end)} in ${context}`);
    this.addTree({name, root: list, text: this.text}, token.pos);
  }

  private addTree(tree: Tree, pos: number): void {
    const existing = this.trees.get(tree.name);
    if (existing && !isEmptyTree(existing.root) && !isEmptyTree(tree.root)) {
      this.errorf(pos, `template: multiple definition of template ${quoteString(tree.name)}`);
    }
    if (!existing || isEmptyTree(existing.root) || !isEmptyTree(tree.root)) this.trees.set(tree.name, tree);
  }

  private itemList(): [ListNode, EndNode] {
    const list: ListNode = {type: 'list', pos: this.peekNonSpace().pos, end: 0, nodes: []};
    while (this.peekNonSpace().type !== 'eof') {
      const n = this.textOrAction();
      if (n.type === 'end' || n.type === 'else') {
        list.end = n.pos;
        return [list, n];
      }
      list.nodes.push(n as Node);
    }
    this.unexpectedEOF(this.peekNonSpace());
  }

  private textOrAction(): Node | EndNode {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'text':
        return {type: 'text', pos: token.pos, end: token.end, text: token.val};
      case 'leftDelim':
        return this.action(token);
      case 'comment':
        return {type: 'text', pos: token.pos, end: token.end, text: ''};
    }
    this.unexpected(token, 'input');
  }

  private action(delim: Item): Node | EndNode {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'block':
        return this.blockControl(delim);
      case 'break':
      case 'continue':
        return this.branchControl(token, delim);
      case 'else':
        return this.elseControl(delim);
      case 'end': {
        const end = this.expect('rightDelim', 'end');
        return {type: 'end', pos: delim.pos, end: end.end};
      }
      case 'if':
      case 'range':
      case 'with':
        return this.control(token.type, delim);
      case 'template':
        return this.templateControl(delim);
    }
    this.backup();
    const pipe = this.pipeline('command', 'rightDelim');
    return {type: 'action', pos: delim.pos, end: this.items[this.i - 1]!.end, pipe};
  }

  private branchControl(token: Item, delim: Item): BranchNode {
    const next = this.nextNonSpace();
    if (next.type !== 'rightDelim') this.unexpected(next, `{{${token.val}}}`);
    if (this.rangeDepth === 0) this.errorf(token.pos, `{{${token.val}}} outside {{range}}`);
    return {type: token.type as 'break' | 'continue', pos: delim.pos, end: next.end};
  }

  private elseControl(delim: Item): EndNode {
    const peek = this.peekNonSpace();
    if (peek.type === 'if' || peek.type === 'with') return {type: 'else', pos: delim.pos, end: peek.pos};
    const token = this.expect('rightDelim', 'else');
    return {type: 'else', pos: delim.pos, end: token.end};
  }

  private control(context: 'if' | 'range' | 'with', delim: Item): ControlNode {
    const savedVars = this.vars.length;
    const pipe = this.pipeline(context, 'rightDelim');
    if (context === 'range') this.rangeDepth++;
    this.open.push({name: context, pos: delim.pos});
    let [list, next] = this.itemList();
    if (context === 'range') this.rangeDepth--;
    let elseList: ListNode | undefined;
    if (next.type === 'else') {
      if ((context === 'if' && this.peekNonSpace().type === 'if') || (context === 'with' && this.peekNonSpace().type === 'with')) {
        const keyword = this.nextNonSpace();
        elseList = {type: 'list', pos: next.pos, end: 0, nodes: []};
        this.open.pop();
        const nested = this.control(keyword.type as 'if' | 'with', {...keyword, pos: next.pos});
        elseList.nodes.push(nested);
        elseList.end = nested.end;
        this.open.push({name: context, pos: delim.pos});
        next = {type: 'end', pos: nested.end, end: nested.end};
      } else {
        let end: EndNode;
        [elseList, end] = this.itemList();
        if (end.type !== 'end') this.errorf(end.pos, `expected end; found ${nodeString(end)}`);
        next = end;
      }
    }
    this.open.pop();
    this.vars.length = savedVars;
    return {type: context, pos: delim.pos, end: next.end, pipe, list, elseList};
  }

  private blockControl(delim: Item): TemplateNode {
    const context = 'block clause';
    const token = this.nextNonSpace();
    const name = this.parseTemplateName(token, context);
    const pipe = this.pipeline(context, 'rightDelim');
    const savedVars = this.vars;
    this.vars = ['$'];
    this.open.push({name: 'block', pos: delim.pos});
    const [list, end] = this.itemList();
    this.open.pop();
    this.vars = savedVars;
    if (end.type !== 'end') this.errorf(end.pos, `unexpected ${nodeString(end)} in ${context}`);
    this.addTree({name, root: list, text: this.text}, token.pos);
    return {type: 'template', pos: delim.pos, end: end.end, name, pipe};
  }

  private templateControl(delim: Item): TemplateNode {
    const context = 'template clause';
    const token = this.nextNonSpace();
    const name = this.parseTemplateName(token, context);
    let pipe: PipeNode | undefined;
    if (this.nextNonSpace().type !== 'rightDelim') {
      this.backup();
      pipe = this.pipeline(context, 'rightDelim');
    }
    return {type: 'template', pos: delim.pos, end: this.items[this.i - 1]!.end, name, pipe};
  }

  private parseTemplateName(token: Item, context: string): string {
    if (token.type !== 'string' && token.type !== 'rawString') this.unexpected(token, context);
    try {
      return unquote(token.val);
    } catch {
      this.errorf(token.pos, 'invalid syntax');
    }
  }

  private pipeline(context: string, end: ItemType): PipeNode {
    const first = this.peekNonSpace();
    const pipe: PipeNode = {type: 'pipe', pos: first.pos, end: first.pos, isAssign: false, decl: [], cmds: []};
    decls: for (;;) {
      const v = this.peekNonSpace();
      if (v.type !== 'variable') break;
      const start = this.i;
      this.nextNonSpace();
      const next = this.peekNonSpace();
      if (next.type === 'assign' || next.type === 'declare') {
        pipe.isAssign = next.type === 'assign';
        this.nextNonSpace();
        pipe.decl.push({type: 'variable', pos: v.pos, end: v.end, ident: [v.val]});
        if (pipe.isAssign) {
          if (!this.vars.includes(v.val)) this.errorf(v.pos, `undefined variable ${quoteString(v.val)}`);
        } else this.vars.push(v.val);
        break;
      }
      if (next.type === 'char' && next.val === ',') {
        this.nextNonSpace();
        pipe.decl.push({type: 'variable', pos: v.pos, end: v.end, ident: [v.val]});
        this.vars.push(v.val);
        if (context === 'range' && pipe.decl.length < 2) {
          const after = this.peekNonSpace();
          if (after.type === 'variable' || after.type === 'rightDelim' || after.type === 'rightParen') continue decls;
          this.errorf(after.pos, 'range can only initialize variables');
        }
        this.errorf(next.pos, `too many declarations in ${context}`);
      }
      this.i = start;
      break;
    }
    for (;;) {
      const token = this.nextNonSpace();
      if (token.type === end) {
        if (pipe.cmds.length === 0) this.errorf(token.pos, `missing value for ${context}`);
        pipe.cmds.slice(1).forEach((c, i) => {
          if (['bool', 'dot', 'nil', 'number', 'string'].includes(c.args[0]!.type)) {
            this.errorf(c.pos, `non executable command in pipeline stage ${i + 2}`);
          }
        });
        pipe.end = pipe.cmds.length ? pipe.cmds[pipe.cmds.length - 1]!.end : token.pos;
        return pipe;
      }
      switch (token.type) {
        case 'bool':
        case 'charConstant':
        case 'complex':
        case 'dot':
        case 'field':
        case 'identifier':
        case 'number':
        case 'nil':
        case 'rawString':
        case 'string':
        case 'variable':
        case 'leftParen':
          this.backup();
          pipe.cmds.push(this.command());
          break;
        default:
          this.unexpected(token, context);
      }
    }
  }

  private command(): CommandNode {
    const cmd: CommandNode = {type: 'command', pos: this.peekNonSpace().pos, end: 0, args: []};
    for (;;) {
      this.peekNonSpace();
      const operand = this.operand();
      if (operand) {
        cmd.args.push(operand);
        cmd.end = operand.end;
      }
      const token = this.next();
      if (token.type === 'space') continue;
      if (token.type === 'rightDelim' || token.type === 'rightParen') this.backup();
      else if (token.type !== 'pipe') this.unexpected(token, 'operand');
      break;
    }
    if (cmd.args.length === 0) this.errorf(cmd.pos, 'empty command');
    return cmd;
  }

  private operand(): ArgNode | null {
    const node = this.term();
    if (!node) return null;
    if (this.peek().type !== 'field') return node;
    const fields: string[] = [];
    let end = node.end;
    while (this.peek().type === 'field') {
      const f = this.next();
      fields.push(f.val.slice(1));
      end = f.end;
    }
    switch (node.type) {
      case 'field':
        return {type: 'field', pos: node.pos, end, ident: [...node.ident, ...fields]};
      case 'variable':
        return {type: 'variable', pos: node.pos, end, ident: [...node.ident, ...fields]};
      case 'bool':
      case 'string':
      case 'number':
      case 'nil':
      case 'dot':
        this.errorf(node.end, `unexpected . after term ${quoteString(nodeString(node))}`);
    }
    return {type: 'chain', pos: node.pos, end, node, field: fields};
  }

  private term(): ArgNode | null {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'identifier':
        if (!this.hasFunction(token.val)) this.errorf(token.pos, `function ${quoteString(token.val)} not defined`);
        return {type: 'identifier', pos: token.pos, end: token.end, ident: token.val};
      case 'dot':
        return {type: 'dot', pos: token.pos, end: token.end};
      case 'nil':
        return {type: 'nil', pos: token.pos, end: token.end};
      case 'variable':
        if (!this.vars.includes(token.val)) this.errorf(token.pos, `undefined variable ${quoteString(token.val)}`);
        return {type: 'variable', pos: token.pos, end: token.end, ident: [token.val]};
      case 'field':
        return {type: 'field', pos: token.pos, end: token.end, ident: [token.val.slice(1)]};
      case 'bool':
        return {type: 'bool', pos: token.pos, end: token.end, value: token.val === 'true'};
      case 'charConstant':
      case 'complex':
      case 'number':
        return parseNumber(token);
      case 'leftParen': {
        const pipe = this.pipeline('parenthesized pipeline', 'rightParen');
        const close = this.items[this.i - 1]!;
        return {...pipe, pos: token.pos, end: close.end};
      }
      case 'string':
      case 'rawString': {
        let text: string;
        try {
          text = unquote(token.val);
        } catch {
          this.errorf(token.pos, 'invalid syntax');
        }
        return {type: 'string', pos: token.pos, end: token.end, quoted: token.val, text};
      }
    }
    this.backup();
    return null;
  }
}

function isEmptyTree(n: Node): boolean {
  switch (n.type) {
    case 'list':
      return n.nodes.every(isEmptyTree);
    case 'text':
      return n.text.trim() === '';
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Functions

/** What a function gets besides its arguments: the running template, for include and tpl. */
export interface CallContext {
  /** The function's name. */
  name: string;
  /** The first argument as written (for `call`'s messages). */
  firstArg: string;
  dot: Value;
  exec: Execution;
}

/**
 * A function a template can call. `params` are the Go parameter types, which are checked as Go checks
 * them; with `variadic`, the last one is the type of each extra argument. `fn` returns the result
 * or throws a {@link FuncError} (Go's error result, or a panic).
 */
export interface FuncDef {
  params: ParamType[];
  variadic?: boolean;
  fn: (args: Value[], context: CallContext) => Value;
  /** `and` and `or` evaluate their arguments lazily. */
  lazy?: boolean;
}

export type FuncMap = Record<string, FuncDef>;

const goTypeNames: Record<ParamType, string> = {
  any: 'interface {}',
  value: 'reflect.Value',
  string: 'string',
  int: 'int',
  int64: 'int64',
  float64: 'float64',
  bool: 'bool',
  map: 'map[string]interface {}',
  list: '[]interface {}',
};

/** reflect's indirectInterface: a nil interface becomes no value. */
export function indirectInterface(v: Value): Value {
  return v === null ? undefined : v;
}

type BasicKind = 'invalid' | 'bool' | 'int' | 'uint' | 'float' | 'string';

function basicKind(v: Value): BasicKind {
  const k = kindOf(v);
  return k === 'bool' || k === 'int' || k === 'uint' || k === 'float' || k === 'string' ? k : 'invalid';
}

function numberOf(v: Value): bigint {
  return (v as GoInt).value;
}

function eqValues(a1: Value, ...rest: Value[]): boolean {
  const arg1 = indirectInterface(a1);
  if (rest.length === 0) throw new FuncError('missing argument for comparison');
  const k1 = basicKind(arg1);
  for (const a of rest) {
    const arg = indirectInterface(a);
    const k2 = basicKind(arg);
    let truth = false;
    if (k1 !== k2) {
      if ((k1 === 'int' && k2 === 'uint') || (k1 === 'uint' && k2 === 'int')) truth = numberOf(arg1) === numberOf(arg);
      else if (arg1 !== undefined && arg !== undefined) {
        throw new FuncError(`incompatible types for comparison: ${typeName(arg1)} and ${typeName(arg)}`);
      }
    } else if (k1 === 'int' || k1 === 'uint') truth = numberOf(arg1) === numberOf(arg);
    else if (k1 !== 'invalid') truth = arg1 === arg;
    else if (arg1 === undefined || arg === undefined) truth = arg1 === arg;
    else {
      const kinds = [kindOf(arg1), kindOf(arg)];
      if (kinds[0] !== kinds[1]) {
        throw new FuncError(`non-comparable types ${formatValue(arg1)}: ${typeName(arg1)}, ${typeName(arg)}: ${formatValue(arg)}`);
      }
      if (kinds[0] === 'slice' || kinds[0] === 'map') {
        throw new FuncError(`non-comparable type ${formatValue(arg)}: ${typeName(arg)}`);
      }
      truth = arg1 === arg;
    }
    if (truth) return true;
  }
  return false;
}

function ltValues(a1: Value, a2: Value): boolean {
  const arg1 = indirectInterface(a1);
  const arg2 = indirectInterface(a2);
  const k1 = basicKind(arg1);
  const k2 = basicKind(arg2);
  if (k1 === 'invalid' || k2 === 'invalid') throw new FuncError('invalid type for comparison');
  if (k1 !== k2) {
    if (k1 === 'int' && k2 === 'uint') return numberOf(arg1) < numberOf(arg2);
    if (k1 === 'uint' && k2 === 'int') return numberOf(arg1) < numberOf(arg2);
    throw new FuncError(`incompatible types for comparison: ${typeName(arg1)} and ${typeName(arg2)}`);
  }
  switch (k1) {
    case 'bool':
      throw new FuncError('invalid type for comparison');
    case 'int':
    case 'uint':
      return numberOf(arg1) < numberOf(arg2);
    case 'float':
      return (arg1 as number) < (arg2 as number);
    default: {
      const c = compareUtf8(arg1 as string, arg2 as string);
      return c < 0;
    }
  }
}

function compareUtf8(a: string, b: string): number {
  return a === b ? 0 : [a, b].sort((x, y) => (x === y ? 0 : codePointLess(x, y) ? -1 : 1))[0] === a ? -1 : 1;
}

function codePointLess(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const cx = x[i]!.codePointAt(0)!;
    const cy = y[i]!.codePointAt(0)!;
    if (cx !== cy) return cx < cy;
  }
  return x.length < y.length;
}

function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

function indexArg(index: Value, cap: number): number {
  const k = kindOf(index);
  if (k === 'invalid' || k === 'nil') throw new FuncError('cannot index slice/array with nil');
  if (k !== 'int' && k !== 'uint') throw new FuncError(`cannot index slice/array with type ${typeName(index)}`);
  const x = (index as GoInt).value;
  if (x < 0n || x > BigInt(cap)) throw new FuncError(`index out of range: ${x}`);
  return Number(x);
}

function indexValue(item: Value, ...indexes: Value[]): Value {
  let v = indirectInterface(item);
  if (v === undefined) throw new FuncError('index of untyped nil');
  for (const i of indexes) {
    const index = indirectInterface(i);
    if (v === null || v === undefined) throw new FuncError('index of nil pointer');
    if (typeof v === 'string') {
      const bytes = new TextEncoder().encode(v);
      const x = indexArg(index, bytes.length);
      if (x >= bytes.length) throw new FuncError('reflect: string index out of range');
      v = new GoInt(BigInt(bytes[x]!), 'uint8');
    } else if (Array.isArray(v)) {
      const x = indexArg(index, v.length);
      if (x >= v.length) throw new FuncError('reflect: slice index out of range');
      v = v[x] ?? null;
    } else if (v instanceof Map) {
      if (index === undefined) throw new FuncError('value is nil; should be of type string');
      if (typeof index !== 'string') throw new FuncError(`value has type ${typeName(index)}; should be string`);
      v = v.has(index) ? v.get(index)! : zeroOfMapElement(v);
    } else throw new FuncError(`can't index item of type ${typeName(v)}`);
  }
  return v;
}

function zeroOfMapElement(m: GoMap): Value {
  const elem = /^map\[string\](.*)$/.exec(typeName(m))?.[1];
  switch (elem) {
    case 'string':
      return '';
    case 'bool':
      return false;
    case 'int':
    case 'int64':
      return new GoInt(0n, elem);
    case 'float64':
      return 0;
    default:
      return null;
  }
}

function sliceValue(item: Value, ...indexes: Value[]): Value {
  const v = indirectInterface(item);
  if (v === undefined) throw new FuncError('slice of untyped nil');
  if (indexes.length > 3) throw new FuncError(`too many slice indexes: ${indexes.length}`);
  let length: number;
  if (typeof v === 'string') {
    if (indexes.length === 3) throw new FuncError('cannot 3-index slice a string');
    length = utf8Length(v);
  } else if (Array.isArray(v)) length = v.length;
  else throw new FuncError(`can't slice item of type ${typeName(v)}`);
  const idx = [0, length, length];
  indexes.forEach((index, i) => (idx[i] = indexArg(indirectInterface(index), length)));
  if (idx[0]! > idx[1]!) throw new FuncError(`invalid slice index: ${idx[0]} > ${idx[1]}`);
  if (indexes.length === 3 && idx[1]! > idx[2]!) throw new FuncError(`invalid slice index: ${idx[1]} > ${idx[2]}`);
  if (typeof v === 'string') {
    const bytes = new TextEncoder().encode(v).slice(idx[0], idx[1]);
    return new TextDecoder().decode(bytes);
  }
  return v.slice(idx[0], idx[1]);
}

function lengthOf(item: Value): Value {
  if (item === null) throw new FuncError('len of nil pointer');
  if (item === undefined) throw new FuncError('reflect: call of reflect.Value.Type on zero Value');
  if (typeof item === 'string') return new GoInt(BigInt(utf8Length(item)));
  if (Array.isArray(item)) return new GoInt(BigInt(item.length));
  if (item instanceof Map) return new GoInt(BigInt(item.size));
  throw new FuncError(`len of type ${typeName(item)}`);
}

/** text/template's evalArgs: the operands as fmt.Sprint prints them. */
function evalArgs(args: Value[]): string {
  if (args.length === 1 && typeof args[0] === 'string') return args[0];
  return sprint(args);
}

function htmlEscape(s: string): string {
  return s.replace(/[\0"'&<>]/g, (c) => ({'\0': '\uFFFD', '"': '&#34;', "'": '&#39;', '&': '&amp;', '<': '&lt;', '>': '&gt;'})[c]!);
}

function jsEscape(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const special: Record<string, string> = {'\\': '\\\\', "'": "\\'", '"': '\\"', '<': '\\u003C', '>': '\\u003E', '&': '\\u0026', '=': '\\u003D'};
    if (special[ch]) out += special[ch];
    else if (cp < 0x20) out += `\\u00${cp.toString(16).toUpperCase().padStart(2, '0')}`;
    else if (cp >= 0x80 && !/^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u.test(ch)) out += `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += ch;
  }
  return out;
}

function urlQueryEscape(s: string): string {
  return encodeURIComponent(s)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The functions every template has (text/template's funcs.go). */
export const builtins: FuncMap = {
  and: {params: ['value', 'value'], variadic: true, lazy: true, fn: () => undefined},
  or: {params: ['value', 'value'], variadic: true, lazy: true, fn: () => undefined},
  not: {params: ['value'], fn: ([a]) => !isTrue(indirectInterface(a))},
  len: {params: ['value'], fn: ([a]) => lengthOf(a)},
  index: {params: ['value', 'value'], variadic: true, fn: ([item, ...rest]) => indexValue(item, ...rest)},
  slice: {params: ['value', 'value'], variadic: true, fn: ([item, ...rest]) => sliceValue(item, ...rest)},
  print: {params: ['any'], variadic: true, fn: (args) => sprint(args)},
  printf: {params: ['string', 'any'], variadic: true, fn: ([format, ...args]) => sprintf(format as string, args)},
  println: {params: ['any'], variadic: true, fn: (args) => sprintln(args)},
  html: {params: ['any'], variadic: true, fn: (args) => htmlEscape(evalArgs(args))},
  js: {params: ['any'], variadic: true, fn: (args) => jsEscape(evalArgs(args))},
  urlquery: {params: ['any'], variadic: true, fn: (args) => urlQueryEscape(evalArgs(args))},
  call: {
    params: ['value', 'value'],
    variadic: true,
    fn: ([fn], {firstArg}) => {
      const v = indirectInterface(fn);
      if (v === undefined) throw new FuncError('call of nil');
      throw new FuncError(`non-function ${firstArg} of type ${typeName(v)}`);
    },
  },
  eq: {params: ['value', 'value'], variadic: true, fn: ([a, ...rest]) => eqValues(a, ...rest)},
  ne: {params: ['value', 'value'], fn: ([a, b]) => !eqValues(a, b)},
  lt: {params: ['value', 'value'], fn: ([a, b]) => ltValues(a, b)},
  le: {params: ['value', 'value'], fn: ([a, b]) => ltValues(a, b) || eqValues(a, b)},
  gt: {params: ['value', 'value'], fn: ([a, b]) => !(ltValues(a, b) || eqValues(a, b))},
  ge: {params: ['value', 'value'], fn: ([a, b]) => !ltValues(a, b)},
};

// ---------------------------------------------------------------------------------------------
// Template sets

export interface ExecuteOptions {
  /** How deep templates may call templates (text/template's maxExecDepth is 1000 on wasm). */
  maxDepth?: number;
  /** A ceiling on the work one execution may do, so a runaway template cannot hang a browser tab. */
  maxSteps?: number;
  /** Called when a field is read from a map that does not have it (Helm renders it as empty). */
  onMissingKey?: (missing: MissingKey) => void;
  /**
   * Called with each piece of the output, in order, and the template offset of the node that
   * wrote it: a text node's piece is the template's own text from that offset on; an action's
   * value (and a called template's output) is written where the action is. Lets a caller map
   * output lines back to template lines. Only the executed template reports its pieces.
   */
  onWrite?: (text: string, pos: number) => void;
}

/** A map key a template asked for and did not find. */
export interface MissingKey {
  /** The key. */
  key: string;
  /** The expression as written, e.g. `.Values.db.host` or `.Used`. */
  expression: string;
  /** True when the map was the data the template was executed with (not a map inside it). */
  fromRoot: boolean;
  template: string;
  position: Position;
}

/**
 * A set of templates sharing one namespace of `define`d names, like a Go *template.Template and
 * its associated templates.
 */
export class TemplateSet {
  readonly trees = new Map<string, Tree>();
  readonly funcs: FuncMap;

  constructor(funcs: FuncMap = {}) {
    this.funcs = {...builtins, ...funcs};
  }

  hasFunction(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.funcs, name);
  }

  /**
   * Parses `text` as the template `name`, adding it and every template it defines to the set.
   * Throws a {@link TemplateError} on a syntax error.
   */
  parse(name: string, text: string): Tree {
    const staged = new Map(this.trees);
    const parser = new Parser(new Lexer(text).run(), name, text, (f) => this.hasFunction(f), staged);
    let tree: Tree;
    try {
      tree = parser.parse();
    } catch (error) {
      if (error instanceof ParseError) {
        throw new TemplateError('parse', name, positionAt(text, error.pos), error.message);
      }
      throw error;
    }
    const existing = staged.get(name);
    if (!existing || !isEmptyTree(tree.root) || isEmptyTree(existing.root)) staged.set(name, tree);
    for (const [key, value] of staged) this.trees.set(key, value);
    return tree;
  }

  /** A copy of the set, whose later definitions do not affect this one (Go's Clone). */
  clone(): TemplateSet {
    const copy = new TemplateSet();
    (copy as {funcs: FuncMap}).funcs = {...this.funcs};
    for (const [k, v] of this.trees) copy.trees.set(k, v);
    return copy;
  }

  /** Executes the template `name` with `data` as dot and `$`; returns the output. */
  execute(name: string, data: Value, options: ExecuteOptions = {}): string {
    const execution = new Execution(this, options);
    return execution.run(name, data);
  }

  /** Executes a parsed tree (which need not be registered under its name) with this set's templates. */
  executeTree(tree: Tree, data: Value, options: ExecuteOptions = {}): string {
    const execution = new Execution(this, options);
    return execution.runTree(tree, data);
  }
}

class BreakSignal {}
class ContinueSignal {}
const missing = Symbol('missing');
type Final = Value | typeof missing;

interface Variable {
  name: string;
  value: Value;
}

/** One execution of a template: the output, the variables, and where it is for error messages. */
export class Execution {
  private out: string[] = [];
  private vars: Variable[] = [];
  private node: Node | undefined;
  private tree!: Tree;
  private depth = 0;
  private steps = 0;
  private root: Value;
  private readonly maxDepth: number;
  private readonly maxSteps: number;

  constructor(
    readonly set: TemplateSet,
    readonly options: ExecuteOptions,
  ) {
    this.maxDepth = options.maxDepth ?? 1000;
    this.maxSteps = options.maxSteps ?? 10_000_000;
  }

  run(name: string, data: Value): string {
    const tree = this.set.trees.get(name);
    if (!tree) throw new TemplateError('exec', name, {line: 1, column: 1}, `no template ${quoteString(name)} associated with template set`);
    return this.runTree(tree, data);
  }

  runTree(tree: Tree, data: Value): string {
    this.root = data;
    return this.executeTree(tree, data);
  }

  /** Executes another template of the set with its own output and variables (include, template). */
  executeTree(tree: Tree, data: Value): string {
    const saved = {out: this.out, vars: this.vars, tree: this.tree, node: this.node};
    this.out = [];
    this.vars = [{name: '$', value: data}];
    this.tree = tree;
    this.depth++;
    try {
      if (this.depth > this.maxDepth) this.errorf(`exceeded maximum template depth (${this.maxDepth})`);
      this.walk(data, tree.root);
      return this.out.join('');
    } catch (error) {
      if (error instanceof RangeError && /call stack/i.test(error.message)) {
        this.errorf(`exceeded maximum template depth (the JavaScript stack ran out at depth ${this.depth})`);
      }
      throw error;
    } finally {
      this.depth--;
      Object.assign(this, saved);
    }
  }

  /** Runs a `define`d template by name and returns its output, for Helm's include. */
  include(name: string, data: Value): string {
    const tree = this.set.trees.get(name);
    if (!tree) throw new FuncError(`template: no template ${quoteString(name)} associated with template "gotpl"`);
    return this.executeTree(tree, data);
  }

  position(node: Node | undefined = this.node): Position {
    return positionAt(this.tree.text, node?.pos ?? 0);
  }

  errorf(reason: string, node: Node | undefined = this.node): never {
    const context = node && node.type !== 'list' && node.type !== 'text' ? ` (in ${contextOf(node, this.tree.text)})` : '';
    throw new TemplateError('exec', this.tree.name, this.position(node), `${reason}${context}`);
  }

  private at(node: Node): void {
    this.node = node;
  }

  private step(): void {
    if (++this.steps > this.maxSteps) this.errorf(`stopped after ${this.maxSteps} steps: the template does too much work`);
  }

  private walk(dot: Value, node: Node): void {
    this.at(node);
    this.step();
    switch (node.type) {
      case 'action': {
        const value = this.evalPipeline(dot, node.pipe);
        if (node.pipe.decl.length === 0) this.printValue(node, value);
        return;
      }
      case 'break':
        throw new BreakSignal();
      case 'continue':
        throw new ContinueSignal();
      case 'if':
      case 'with':
        return this.walkIfOrWith(node, dot);
      case 'list':
        for (const n of node.nodes) this.walk(dot, n);
        return;
      case 'range':
        return this.walkRange(dot, node);
      case 'template':
        return this.walkTemplate(dot, node);
      case 'text':
        this.write(node, node.text);
        return;
      default:
        this.errorf(`unknown node: ${nodeString(node)}`);
    }
  }

  private walkIfOrWith(node: ControlNode, dot: Value): void {
    const mark = this.vars.length;
    try {
      const value = this.evalPipeline(dot, node.pipe);
      if (isTrue(indirectInterface(value))) this.walk(node.type === 'with' ? value : dot, node.list);
      else if (node.elseList) this.walk(dot, node.elseList);
    } finally {
      this.vars.length = mark;
    }
  }

  private walkRange(dot: Value, r: ControlNode): void {
    this.at(r);
    const outer = this.vars.length;
    try {
      const value = indirectInterface(this.evalPipeline(dot, r.pipe));
      const mark = this.vars.length;
      const decl = r.pipe.decl;
      const oneIteration = (index: Value, elem: Value): boolean => {
        if (decl.length > 0) {
          if (r.pipe.isAssign) this.setVar(decl[0]!.ident[0]!, decl.length > 1 ? index : elem);
          else this.vars[this.vars.length - 1]!.value = elem;
        }
        if (decl.length > 1) {
          if (r.pipe.isAssign) this.setVar(decl[1]!.ident[0]!, elem);
          else this.vars[this.vars.length - 2]!.value = index;
        }
        try {
          this.walk(elem, r.list);
        } catch (signal) {
          if (signal instanceof BreakSignal) return false;
          if (!(signal instanceof ContinueSignal)) throw signal;
        } finally {
          this.vars.length = mark;
        }
        return true;
      };
      const kind = kindOf(value);
      let ran = false;
      if (kind === 'int' || kind === 'uint') {
        if (decl.length > 1) this.errorf(`can't use ${formatValue(value)} to iterate over more than one variable`, r);
        const n = (value as GoInt).value;
        for (let i = 0n; i < n; i++) {
          ran = true;
          if (!oneIteration(undefined, new GoInt(i, (value as GoInt).type))) break;
        }
      } else if (kind === 'slice') {
        const list = value as Value[];
        for (let i = 0; i < list.length; i++) {
          ran = true;
          if (!oneIteration(new GoInt(BigInt(i)), list[i] ?? null)) break;
        }
      } else if (kind === 'map') {
        const map = value as GoMap;
        for (const key of sortedKeys(map)) {
          ran = true;
          if (!oneIteration(key, map.get(key)!)) break;
        }
      } else if (kind !== 'invalid' && kind !== 'nil') {
        this.errorf(`range can't iterate over ${formatValue(value)}`, r);
      }
      if (!ran && r.elseList) this.walk(dot, r.elseList);
    } finally {
      this.vars.length = outer;
    }
  }

  private walkTemplate(dot: Value, t: TemplateNode): void {
    this.at(t);
    const tree = this.set.trees.get(t.name);
    if (!tree) this.errorf(`template ${quoteString(t.name)} not defined`);
    const value = t.pipe ? this.evalPipeline(dot, t.pipe) : undefined;
    this.write(t, this.executeTree(tree, value));
  }

  /** Output of a node; pieces of the executed template itself (depth 1) are reported to onWrite. */
  private write(node: Node, text: string): void {
    this.out.push(text);
    if (this.depth === 1) this.options.onWrite?.(text, node.pos);
  }

  private setVar(name: string, value: Value): void {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i]!.name === name) {
        this.vars[i]!.value = value;
        return;
      }
    }
    this.errorf(`undefined variable: ${name}`);
  }

  private varValue(name: string): Value {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i]!.name === name) return this.vars[i]!.value;
    }
    this.errorf(`undefined variable: ${name}`);
  }

  private printValue(node: Node, value: Value): void {
    this.at(node);
    this.write(node, printAction(value));
  }

  private evalPipeline(dot: Value, pipe: PipeNode): Value {
    this.at(pipe);
    let value: Final = missing;
    for (const cmd of pipe.cmds) {
      this.step();
      value = this.evalCommand(dot, cmd, value);
      // A nil interface{} result is unwrapped to no value, as Go's evalPipeline does.
      if (value === null) value = undefined;
    }
    const result = value === missing ? undefined : value;
    for (const v of pipe.decl) {
      if (pipe.isAssign) this.setVar(v.ident[0]!, result);
      else this.vars.push({name: v.ident[0]!, value: result});
    }
    return result;
  }

  private notAFunction(args: ArgNode[], final: Final): void {
    if (args.length > 1 || final !== missing) this.errorf(`can't give argument to non-function ${nodeString(args[0]!)}`);
  }

  private evalCommand(dot: Value, cmd: CommandNode, final: Final): Value {
    const first = cmd.args[0]!;
    switch (first.type) {
      case 'field':
        return this.evalFieldNode(dot, first, cmd.args, final);
      case 'chain':
        return this.evalChainNode(dot, first, cmd.args, final);
      case 'identifier':
        return this.evalFunction(dot, first, cmd, cmd.args, final);
      case 'pipe':
        this.notAFunction(cmd.args, final);
        return this.evalPipeline(dot, first);
      case 'variable':
        return this.evalVariableNode(dot, first, cmd.args, final);
    }
    this.at(first);
    this.notAFunction(cmd.args, final);
    switch (first.type) {
      case 'bool':
        return first.value;
      case 'dot':
        return dot;
      case 'nil':
        this.errorf('nil is not a command');
      // eslint-disable-next-line no-fallthrough
      case 'number':
        return this.idealConstant(first);
      case 'string':
        return first.text;
    }
  }

  private idealConstant(n: NumberNode): Value {
    this.at(n);
    const isHexInt = n.text.length > 2 && n.text[0] === '0' && (n.text[1] === 'x' || n.text[1] === 'X') && !/[pP]/.test(n.text);
    if (n.isFloat && !isHexInt && !n.text.startsWith("'") && /[.eEpP]/.test(n.text)) return n.float64;
    if (n.isInt) return new GoInt(n.int64, 'int');
    if (n.isUint) this.errorf(`${n.text} overflows int`);
    return undefined;
  }

  private evalFieldNode(dot: Value, field: FieldNode, args: ArgNode[] | undefined, final: Final): Value {
    this.at(field);
    return this.evalFieldChain(dot, dot, field, field.ident, args, final, dot === this.root);
  }

  private evalChainNode(dot: Value, chain: ChainNode, args: ArgNode[] | undefined, final: Final): Value {
    this.at(chain);
    if (chain.node.type === 'nil') this.errorf(`indirection through explicit nil in ${nodeString(chain)}`);
    const receiver = this.evalArg(dot, 'any', chain.node);
    return this.evalFieldChain(dot, receiver, chain, chain.field, args, final, false);
  }

  private evalVariableNode(dot: Value, variable: VariableNode, args: ArgNode[] | undefined, final: Final): Value {
    this.at(variable);
    const value = this.varValue(variable.ident[0]!);
    if (variable.ident.length === 1) {
      this.notAFunction(args ?? [variable], final);
      return value;
    }
    return this.evalFieldChain(dot, value, variable, variable.ident.slice(1), args, final, value === this.root);
  }

  private evalFieldChain(
    dot: Value,
    start: Value,
    node: FieldNode | VariableNode | ChainNode,
    ident: string[],
    args: ArgNode[] | undefined,
    final: Final,
    fromRoot: boolean,
  ): Value {
    let receiver = start;
    for (let i = 0; i < ident.length; i++) {
      const last = i === ident.length - 1;
      receiver = this.evalField(dot, ident[i]!, node, last ? args : undefined, last ? final : missing, receiver, i, fromRoot && i === 0);
    }
    return receiver;
  }

  private evalField(
    dot: Value,
    fieldName: string,
    node: FieldNode | VariableNode | ChainNode,
    args: ArgNode[] | undefined,
    final: Final,
    receiver: Value,
    depth: number,
    fromRoot: boolean,
  ): Value {
    if (receiver === undefined) return undefined;
    if (receiver === null) {
      const nilPart = chainPrefix(node, depth, this.tree.text);
      this.errorf(`nil pointer evaluating interface {}.${fieldName}: ${nilPart} is missing or null`);
    }
    const hasArgs = (args?.length ?? 0) > 1 || final !== missing;
    const method = methodsOf(receiver)?.[fieldName];
    if (method) return this.evalCall(dot, methodFunc(method), false, node, fieldName, args, final);
    if (receiver instanceof GoStruct) {
      if (receiver.fields.has(fieldName)) {
        if (hasArgs) this.errorf(`${fieldName} has arguments but cannot be invoked as function`);
        return receiver.fields.get(fieldName)!;
      }
    } else if (receiver instanceof Map) {
      if (hasArgs) this.errorf(`${fieldName} is not a method but has arguments`);
      if (receiver.has(fieldName)) return receiver.get(fieldName)!;
      this.options.onMissingKey?.({
        key: fieldName,
        expression: contextOf(node, this.tree.text),
        fromRoot,
        template: this.tree.name,
        position: this.position(node),
      });
      return zeroOfMapElement(receiver);
    }
    this.errorf(`can't evaluate field ${fieldName} in type ${typeName(receiver)}`);
  }

  private evalFunction(dot: Value, node: IdentifierNode, cmd: Node, args: ArgNode[] | undefined, final: Final): Value {
    this.at(node);
    const fn = this.set.funcs[node.ident];
    if (!fn) this.errorf(`${quoteString(node.ident)} is not a defined function`);
    return this.evalCall(dot, fn, true, cmd, node.ident, args, final);
  }

  private evalCall(dot: Value, fn: FuncDef, isFunction: boolean, node: Node, name: string, allArgs: ArgNode[] | undefined, final: Final): Value {
    const args = allArgs ? allArgs.slice(1) : [];
    const params = fn.params;
    const numIn = args.length + (final !== missing ? 1 : 0);
    let numFixed = args.length;
    if (fn.variadic) {
      numFixed = params.length - 1;
      if (numIn < numFixed) this.errorf(`wrong number of args for ${name}: want at least ${params.length - 1} got ${args.length}`);
    } else if (numIn !== params.length) {
      this.errorf(`wrong number of args for ${name}: want ${params.length} got ${numIn}`);
    }
    if (isFunction && fn.lazy) {
      let v: Value = undefined;
      for (const arg of args) {
        v = this.evalArg(dot, 'value', arg);
        if (isTrue(indirectInterface(v)) === (name === 'or')) return v;
      }
      if (final !== missing) v = this.validateType(final, 'value');
      return v;
    }
    const argv: Value[] = [];
    let i = 0;
    for (; i < numFixed && i < args.length; i++) argv.push(this.evalArg(dot, params[i]!, args[i]!));
    if (fn.variadic) {
      const type = params[params.length - 1]!;
      for (; i < args.length; i++) argv.push(this.evalArg(dot, type, args[i]!));
    }
    if (final !== missing) {
      let type = params[params.length - 1]!;
      if (fn.variadic && numIn - 1 < numFixed) type = params[numIn - 1]!;
      this.at(node);
      argv.push(this.validateType(final, type));
    }
    try {
      return fn.fn(argv, {name, firstArg: args[0] ? nodeString(args[0]) : '', dot, exec: this});
    } catch (error) {
      if (error instanceof FuncError) this.errorf(error.bare ? error.message : `error calling ${name}: ${error.message}`, node);
      if (error instanceof TemplateError || error instanceof BreakSignal || error instanceof ContinueSignal) throw error;
      if (error instanceof RangeError) throw error;
      this.errorf(`error calling ${name}: ${(error as Error).message}`, node);
    }
  }

  private validateType(value: Value, type: ParamType): Value {
    if (value === undefined) {
      if (type === 'value') return undefined;
      if (type === 'any' || type === 'map' || type === 'list') return null;
      this.errorf(`invalid value; expected ${goTypeNames[type]}`);
    }
    if (type === 'value' || type === 'any') return value;
    if (assignable(value, type)) return value;
    this.errorf(`wrong type for value; expected ${goTypeNames[type]}; got ${typeName(value)}`);
  }

  private evalArg(dot: Value, type: ParamType, n: ArgNode): Value {
    this.at(n);
    switch (n.type) {
      case 'dot':
        return this.validateType(dot, type);
      case 'nil':
        if (type === 'value') return undefined;
        if (type === 'any' || type === 'map' || type === 'list') return null;
        this.errorf(`cannot assign nil to ${goTypeNames[type]}`);
      // eslint-disable-next-line no-fallthrough
      case 'field':
        return this.validateType(this.evalFieldNode(dot, n, [n], missing), type);
      case 'variable':
        return this.validateType(this.evalVariableNode(dot, n, undefined, missing), type);
      case 'pipe':
        return this.validateType(this.evalPipeline(dot, n), type);
      case 'identifier':
        return this.validateType(this.evalFunction(dot, n, n, undefined, missing), type);
      case 'chain':
        return this.validateType(this.evalChainNode(dot, n, undefined, missing), type);
    }
    switch (type) {
      case 'bool':
        if (n.type === 'bool') return n.value;
        this.errorf(`expected bool; found ${nodeString(n)}`);
      // eslint-disable-next-line no-fallthrough
      case 'float64':
        if (n.type === 'number' && n.isFloat) return n.float64;
        this.errorf(`expected float; found ${nodeString(n)}`);
      // eslint-disable-next-line no-fallthrough
      case 'int':
      case 'int64':
        if (n.type === 'number' && n.isInt) return new GoInt(n.int64, type);
        this.errorf(`expected integer; found ${nodeString(n)}`);
      // eslint-disable-next-line no-fallthrough
      case 'string':
        if (n.type === 'string') return n.text;
        this.errorf(`expected string; found ${nodeString(n)}`);
      // eslint-disable-next-line no-fallthrough
      case 'any':
      case 'value':
        return this.evalEmptyInterface(dot, n);
    }
    this.errorf(`can't handle ${nodeString(n)} for arg of type ${goTypeNames[type]}`);
  }

  private evalEmptyInterface(dot: Value, n: ArgNode): Value {
    this.at(n);
    switch (n.type) {
      case 'bool':
        return n.value;
      case 'number':
        return this.idealConstant(n);
      case 'string':
        return n.text;
      default:
        return this.evalArg(dot, 'any', n);
    }
  }
}

function assignable(value: Value, type: ParamType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'float64':
      return typeof value === 'number';
    case 'int':
    case 'int64':
      return value instanceof GoInt && value.type === type;
    case 'map':
      return value instanceof Map && ['map[string]interface {}', 'chartutil.Values'].includes(typeName(value));
    case 'list':
      return Array.isArray(value) && typeName(value) === '[]interface {}';
    default:
      return true;
  }
}

function methodFunc(method: GoMethod): FuncDef {
  return {params: method.params, variadic: method.variadic, fn: (args) => method.call(args)};
}

/** The source text of a node, to show in messages. */
function contextOf(node: Node, text: string): string {
  if (node.end > node.pos) return text.slice(node.pos, node.end);
  return nodeString(node);
}

/** For `.a.b.c` failing on its `depth`th field, the expression that was nil (`.a.b`). */
function chainPrefix(node: FieldNode | VariableNode | ChainNode, depth: number, text: string): string {
  if (node.type === 'field') return `.${node.ident.slice(0, depth).join('.')}`;
  if (node.type === 'variable') return node.ident.slice(0, depth + 1).join('.');
  const base = contextOf(node.node, text);
  return depth === 0 ? base : `${base}.${node.field.slice(0, depth).join('.')}`;
}
