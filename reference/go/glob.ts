/**
 * github.com/gobwas/glob v0.2.3, as pkg/redact compiles a Redactor's file selectors:
 * `glob.Compile(pattern, '/')` and `Match(path)`. Ported file by file (syntax/lexer, syntax/ast,
 * compiler, match) because its behaviour is its compiler's: `^` inside `[...]` is a literal
 * (only `!` negates), an unclosed `{a,b` compiles, `a**a` matches `a` (the compiler turns it
 * into a prefix-and-suffix test), `[a-]` is an error. Go strings are bytes, so the matchers work
 * on UTF-8 bytes held in a string of char codes 0-255 (byte strings, see utf8.ts), as Go's do.
 */
import * as utf8 from './utf8';

const {decodeRune, runeLen, runeError} = utf8;
const toBytes = utf8.encode;

/** `for i, r := range s`: each rune with the byte offset it starts at. */
function runesOf(s: string): [number, number][] {
  const runes: [number, number][] = [];
  for (let i = 0; i < s.length; ) {
    const [rune, width] = decodeRune(s, i);
    runes.push([i, rune]);
    i += width;
  }
  return runes;
}

/** utf8.RuneCountInString */
const runeCount = (s: string): number => runesOf(s).length;

/** util/strings.IndexAnyRunes: the first separator found, trying separators in order. */
function indexAnyRunes(s: string, runes: number[]): number {
  for (const rune of runes) {
    const at = s.indexOf(rune < 0x80 ? String.fromCharCode(rune) : toBytes(String.fromCodePoint(rune)));
    if (at !== -1) return at;
  }
  return -1;
}

/** util/strings.LastIndexAnyRunes, for the ASCII separators it is given here. */
function lastIndexAnyRunes(s: string, runes: number[]): number {
  for (const rune of runes) {
    const at = s.lastIndexOf(rune < 0x80 ? String.fromCharCode(rune) : toBytes(String.fromCodePoint(rune)));
    if (at !== -1) return at;
  }
  return -1;
}

const runesEqual = (a: number[], b: number[]) => a.length === b.length && a.every((r, i) => r === b[i]);

// ---- syntax/lexer

type TokenType = 'eof' | 'error' | 'text' | 'any' | 'super' | 'single' | 'not' | 'separator' | 'rangeOpen' | 'rangeClose' | 'rangeLo' | 'rangeHi' | 'rangeBetween' | 'termsOpen' | 'termsClose';

interface Token {
  type: TokenType;
  raw: string;
}

const eof = 0;
const [charAny, charComma, charSingle, charEscape, charRangeOpen, charRangeClose, charTermsOpen, charTermsClose, charRangeNot, charRangeBetween] = [...'*,?\\[]{}!-'].map((c) => c.codePointAt(0)!) as [number, number, number, number, number, number, number, number, number, number];
const inTextBreakers = [charSingle, charAny, charRangeOpen, charTermsOpen];
const inTermsBreakers = [...inTextBreakers, charTermsClose, charComma];

class Lexer {
  private readonly data: number[];
  private pos = 0;
  private err: string | undefined;
  private readonly tokens: Token[] = [];
  private termsLevel = 0;
  private lastRune = 0;
  private lastRuneSize = 0;
  private hasRune = false;

  constructor(source: string) {
    this.data = [...source].map((c) => c.codePointAt(0)!);
  }

  next(): Token {
    for (;;) {
      if (this.err !== undefined) return {type: 'error', raw: this.err};
      const token = this.tokens.shift();
      if (token) return token;
      this.fetchItem();
    }
  }

  private peek(): [number, number] {
    if (this.pos === this.data.length) return [eof, 0];
    const rune = this.data[this.pos]!;
    if (rune === runeError) {
      this.err = 'could not read rune';
      return [eof, 0];
    }
    return [rune, 1];
  }

  private read(): number {
    if (this.hasRune) {
      this.hasRune = false;
      this.pos += this.lastRuneSize;
      return this.lastRune;
    }
    const [rune, size] = this.peek();
    this.pos += size;
    this.lastRune = rune;
    this.lastRuneSize = size;
    return rune;
  }

  private unread(): void {
    if (this.hasRune) {
      this.err = 'could not unread rune';
      return;
    }
    this.pos -= this.lastRuneSize;
    this.hasRune = true;
  }

  private push(type: TokenType, raw: string): void {
    this.tokens.push({type, raw});
  }

  private fetchItem(): void {
    const r = this.read();
    if (r === eof) this.push('eof', '');
    else if (r === charTermsOpen) {
      this.termsLevel++;
      this.push('termsOpen', '{');
    } else if (r === charComma && this.termsLevel > 0) this.push('separator', ',');
    else if (r === charTermsClose && this.termsLevel > 0) {
      this.push('termsClose', '}');
      this.termsLevel--;
    } else if (r === charRangeOpen) {
      this.push('rangeOpen', '[');
      this.fetchRange();
    } else if (r === charSingle) this.push('single', '?');
    else if (r === charAny) {
      if (this.read() === charAny) this.push('super', '**');
      else {
        this.unread();
        this.push('any', '*');
      }
    } else {
      this.unread();
      this.fetchText(this.termsLevel > 0 ? inTermsBreakers : inTextBreakers);
    }
  }

  private fetchRange(): void {
    let wantHi = false;
    let wantClose = false;
    let seenNot = false;
    for (;;) {
      const r = this.read();
      if (r === eof) {
        this.err = 'unexpected end of input';
        return;
      }
      if (wantClose) {
        if (r !== charRangeClose) this.err = 'expected close range character';
        else this.push('rangeClose', ']');
        return;
      }
      if (wantHi) {
        this.push('rangeHi', String.fromCodePoint(r));
        wantClose = true;
        continue;
      }
      if (!seenNot && r === charRangeNot) {
        this.push('not', '!');
        seenNot = true;
        continue;
      }
      const [n, w] = this.peek();
      if (n === charRangeBetween) {
        this.pos += w;
        this.push('rangeLo', String.fromCodePoint(r));
        this.push('rangeBetween', '-');
        wantHi = true;
        continue;
      }
      this.unread();
      this.fetchText([charRangeClose]);
      wantClose = true;
    }
  }

  private fetchText(breakers: number[]): void {
    let data = '';
    let escaped = false;
    for (;;) {
      const r = this.read();
      if (r === eof) break;
      if (!escaped) {
        if (r === charEscape) {
          escaped = true;
          continue;
        }
        if (breakers.includes(r)) {
          this.unread();
          break;
        }
      }
      escaped = false;
      data += String.fromCodePoint(r);
    }
    if (data.length > 0) this.push('text', data);
  }
}

// ---- syntax/ast

type NodeKind = 'nothing' | 'pattern' | 'list' | 'range' | 'text' | 'any' | 'super' | 'single' | 'anyOf';

interface Node {
  kind: NodeKind;
  /** List: not and chars; Range: not, lo and hi; Text: text. */
  value?: {not?: boolean; chars?: string; lo?: number; hi?: number; text?: string};
  children: Node[];
  parent?: Node;
}

function newNode(kind: NodeKind, value?: Node['value'], ...children: Node[]): Node {
  const node: Node = {kind, value, children: []};
  insert(node, ...children);
  return node;
}

function insert(parent: Node, ...children: Node[]): void {
  parent.children.push(...children);
  for (const child of children) child.parent = parent;
}

const sameValue = (a: Node['value'], b: Node['value']) =>
  a === b || (!!a && !!b && a.not === b.not && a.chars === b.chars && a.lo === b.lo && a.hi === b.hi && a.text === b.text);

/** Node.Equal, which reflect.DeepEqual of two fresh nodes amounts to as well. */
function nodesEqual(a: Node, b: Node): boolean {
  return a.kind === b.kind && sameValue(a.value, b.value) && a.children.length === b.children.length && a.children.every((c, i) => nodesEqual(c, b.children[i]!));
}

class GlobError extends Error {}

function parse(lexer: Lexer): Node {
  const root = newNode('pattern');
  let tree = root;
  let inRange = false;
  for (;;) {
    if (inRange) {
      tree = parseRange(tree, lexer);
      inRange = false;
      continue;
    }
    const token = lexer.next();
    switch (token.type) {
      case 'eof':
        return root;
      case 'error':
        throw new GlobError(token.raw);
      case 'text':
        insert(tree, newNode('text', {text: token.raw}));
        break;
      case 'any':
        insert(tree, newNode('any'));
        break;
      case 'super':
        insert(tree, newNode('super'));
        break;
      case 'single':
        insert(tree, newNode('single'));
        break;
      case 'rangeOpen':
        inRange = true;
        break;
      case 'termsOpen': {
        const anyOf = newNode('anyOf');
        insert(tree, anyOf);
        const pattern = newNode('pattern');
        insert(anyOf, pattern);
        tree = pattern;
        break;
      }
      case 'separator': {
        const pattern = newNode('pattern');
        insert(tree.parent!, pattern);
        tree = pattern;
        break;
      }
      case 'termsClose':
        tree = tree.parent!.parent!;
        break;
      default:
        throw new GlobError(`unexpected token: ${token.type}<${JSON.stringify(token.raw)}>`);
    }
  }
}

function parseRange(tree: Node, lexer: Lexer): Node {
  let not = false;
  let lo = 0;
  let hi = 0;
  let chars = '';
  for (;;) {
    const token = lexer.next();
    switch (token.type) {
      case 'eof':
        throw new GlobError('unexpected end');
      case 'error':
        throw new GlobError(token.raw);
      case 'not':
        not = true;
        break;
      case 'rangeLo':
        lo = token.raw.codePointAt(0)!;
        break;
      case 'rangeHi':
        hi = token.raw.codePointAt(0)!;
        if (hi < lo) throw new GlobError(`hi character '${String.fromCodePoint(hi)}' should be greater than lo '${String.fromCodePoint(lo)}'`);
        break;
      case 'text':
        chars = token.raw;
        break;
      case 'rangeClose': {
        const isRange = lo !== 0 && hi !== 0;
        if ((chars !== '') === isRange) throw new GlobError('could not parse range');
        insert(tree, isRange ? newNode('range', {not, lo, hi}) : newNode('list', {not, chars}));
        return tree;
      }
      default:
        break;
    }
  }
}

// ---- match

/** Index: where the first match starts, and the byte lengths it can have there; [-1, []] for none. */
type IndexResult = [number, number[]];
const noIndex: IndexResult = [-1, []];

interface Matcher {
  readonly kind: string;
  match(s: string): boolean;
  index(s: string): IndexResult;
  len(): number;
}

/** Every rune start of `s` after `base`, then its length: the segments of a matcher that takes any run. */
function everyLength(s: string, base = 0): number[] {
  const segments: number[] = [];
  for (const [i] of runesOf(s)) segments.push(base + i);
  segments.push(base + s.length);
  return segments;
}

class Any implements Matcher {
  readonly kind = 'any';
  constructor(readonly separators: number[]) {}
  match = (s: string) => indexAnyRunes(s, this.separators) === -1;
  index(s: string): IndexResult {
    const found = indexAnyRunes(s, this.separators);
    if (found === 0) return [0, [0]];
    return [0, everyLength(found === -1 ? s : s.slice(0, found))];
  }
  len = () => -1;
}

class Super implements Matcher {
  readonly kind = 'super';
  match = () => true;
  index = (s: string): IndexResult => [0, everyLength(s)];
  len = () => -1;
}

class Single implements Matcher {
  readonly kind = 'single';
  constructor(readonly separators: number[]) {}
  match(s: string): boolean {
    const [r, w] = decodeRune(s, 0);
    return s.length <= w && !this.separators.includes(r);
  }
  index(s: string): IndexResult {
    for (const [i, r] of runesOf(s)) if (!this.separators.includes(r)) return [i, [runeLen(r)]];
    return noIndex;
  }
  len = () => 1;
}

class Nothing implements Matcher {
  readonly kind = 'nothing';
  match = (s: string) => s.length === 0;
  index = (): IndexResult => [0, [0]];
  len = () => 0;
}

class Text implements Matcher {
  readonly kind = 'text';
  readonly runesLength: number;
  constructor(readonly str: string) {
    this.runesLength = runeCount(str);
  }
  match = (s: string) => s === this.str;
  index(s: string): IndexResult {
    const at = s.indexOf(this.str);
    return at === -1 ? noIndex : [at, [this.str.length]];
  }
  len = () => this.runesLength;
}

class List implements Matcher {
  readonly kind = 'list';
  constructor(
    readonly list: number[],
    readonly not: boolean,
  ) {}
  match(s: string): boolean {
    const [r, w] = decodeRune(s, 0);
    return s.length <= w && this.list.includes(r) === !this.not;
  }
  index(s: string): IndexResult {
    for (const [i, r] of runesOf(s)) if (this.not === !this.list.includes(r)) return [i, [runeLen(r)]];
    return noIndex;
  }
  len = () => 1;
}

class Range implements Matcher {
  readonly kind = 'range';
  constructor(
    readonly lo: number,
    readonly hi: number,
    readonly not: boolean,
  ) {}
  match(s: string): boolean {
    const [r, w] = decodeRune(s, 0);
    return s.length <= w && (r >= this.lo && r <= this.hi) === !this.not;
  }
  index(s: string): IndexResult {
    for (const [i, r] of runesOf(s)) if (this.not !== (r >= this.lo && r <= this.hi)) return [i, [runeLen(r)]];
    return noIndex;
  }
  len = () => 1;
}

class Prefix implements Matcher {
  readonly kind = 'prefix';
  constructor(readonly prefix: string) {}
  match = (s: string) => s.startsWith(this.prefix);
  index(s: string): IndexResult {
    const at = s.indexOf(this.prefix);
    if (at === -1) return noIndex;
    const length = this.prefix.length;
    const sub = s.slice(at + length);
    const segments = [length];
    for (const [i, r] of runesOf(sub)) segments.push(length + i + runeLen(r));
    return [at, segments];
  }
  len = () => -1;
}

class Suffix implements Matcher {
  readonly kind = 'suffix';
  constructor(readonly suffix: string) {}
  match = (s: string) => s.endsWith(this.suffix);
  index(s: string): IndexResult {
    const at = s.indexOf(this.suffix);
    return at === -1 ? noIndex : [0, [at + this.suffix.length]];
  }
  len = () => -1;
}

class PrefixSuffix implements Matcher {
  readonly kind = 'prefixSuffix';
  constructor(
    readonly prefix: string,
    readonly suffix: string,
  ) {}
  match = (s: string) => s.startsWith(this.prefix) && s.endsWith(this.suffix);
  index(s: string): IndexResult {
    const prefixAt = s.indexOf(this.prefix);
    if (prefixAt === -1) return noIndex;
    if (this.suffix.length <= 0) return [prefixAt, [s.length - prefixAt]];
    if (s.length - prefixAt <= 0) return noIndex;
    const segments: number[] = [];
    for (let sub = s.slice(prefixAt); ; ) {
      const suffixAt = sub.lastIndexOf(this.suffix);
      if (suffixAt === -1) break;
      segments.push(suffixAt + this.suffix.length);
      sub = sub.slice(0, suffixAt);
    }
    return segments.length === 0 ? noIndex : [prefixAt, segments.reverse()];
  }
  len = () => -1;
}

class PrefixAny implements Matcher {
  readonly kind = 'prefixAny';
  constructor(
    readonly prefix: string,
    readonly separators: number[],
  ) {}
  match = (s: string) => s.startsWith(this.prefix) && indexAnyRunes(s.slice(this.prefix.length), this.separators) === -1;
  index(s: string): IndexResult {
    const at = s.indexOf(this.prefix);
    if (at === -1) return noIndex;
    const n = this.prefix.length;
    let sub = s.slice(at + n);
    const i = indexAnyRunes(sub, this.separators);
    if (i > -1) sub = sub.slice(0, i);
    const segments = [n];
    for (const [j, r] of runesOf(sub)) segments.push(n + j + runeLen(r));
    return [at, segments];
  }
  len = () => -1;
}

class SuffixAny implements Matcher {
  readonly kind = 'suffixAny';
  constructor(
    readonly suffix: string,
    readonly separators: number[],
  ) {}
  match = (s: string) => s.endsWith(this.suffix) && indexAnyRunes(s.slice(0, s.length - this.suffix.length), this.separators) === -1;
  index(s: string): IndexResult {
    const at = s.indexOf(this.suffix);
    if (at === -1) return noIndex;
    const i = lastIndexAnyRunes(s.slice(0, at), this.separators) + 1;
    return [i, [at + this.suffix.length - i]];
  }
  len = () => -1;
}

class Contains implements Matcher {
  readonly kind = 'contains';
  constructor(
    readonly needle: string,
    readonly not: boolean,
  ) {}
  match = (s: string) => s.includes(this.needle) !== this.not;
  index(s: string): IndexResult {
    let offset = 0;
    const at = s.indexOf(this.needle);
    if (!this.not) {
      if (at === -1) return noIndex;
      offset = at + this.needle.length;
      if (s.length <= offset) return [0, [offset]];
      s = s.slice(offset);
    } else if (at !== -1) {
      s = s.slice(0, at);
    }
    return [0, everyLength(s, offset)];
  }
  len = () => -1;
}

class Min implements Matcher {
  readonly kind = 'min';
  constructor(readonly limit: number) {}
  match(s: string): boolean {
    let l = 0;
    for (const _ of runesOf(s)) if (++l >= this.limit) return true;
    return false;
  }
  index(s: string): IndexResult {
    if (s.length - this.limit + 1 <= 0) return noIndex;
    const segments: number[] = [];
    let count = 0;
    for (const [i, r] of runesOf(s)) if (++count >= this.limit) segments.push(i + runeLen(r));
    return segments.length === 0 ? noIndex : [0, segments];
  }
  len = () => -1;
}

class Max implements Matcher {
  readonly kind = 'max';
  constructor(readonly limit: number) {}
  match(s: string): boolean {
    let l = 0;
    for (const _ of runesOf(s)) if (++l > this.limit) return false;
    return true;
  }
  index(s: string): IndexResult {
    const segments = [0];
    let count = 0;
    for (const [i, r] of runesOf(s)) {
      if (++count > this.limit) break;
      segments.push(i + runeLen(r));
    }
    return [0, segments];
  }
  len = () => -1;
}

/** match.appendMerge: two sorted segment lists merged, equal heads kept once. */
function appendMerge(target: number[], sub: number[]): number[] {
  const out: number[] = [];
  let x = 0;
  let y = 0;
  while (x < target.length || y < sub.length) {
    if (x >= target.length) {
      out.push(...sub.slice(y));
      break;
    }
    if (y >= sub.length) {
      out.push(...target.slice(x));
      break;
    }
    const [xv, yv] = [target[x]!, sub[y]!];
    if (xv === yv) {
      out.push(xv);
      x++;
      y++;
    } else if (xv < yv) {
      out.push(xv);
      x++;
    } else {
      out.push(yv);
      y++;
    }
  }
  return out;
}

class AnyOf implements Matcher {
  readonly kind = 'anyOf';
  constructor(readonly matchers: Matcher[]) {}
  match = (s: string) => this.matchers.some((m) => m.match(s));
  index(s: string): IndexResult {
    let index = -1;
    let segments: number[] = [];
    for (const m of this.matchers) {
      const [idx, seg] = m.index(s);
      if (idx === -1) continue;
      if (index === -1 || idx < index) {
        index = idx;
        segments = [...seg];
        continue;
      }
      if (idx > index) continue;
      segments = appendMerge(segments, seg);
    }
    return index === -1 ? noIndex : [index, segments];
  }
  len(): number {
    let l = -1;
    for (const m of this.matchers) {
      const ml = m.len();
      if (l === -1) l = ml;
      else if (ml === -1 || l !== ml) return -1;
    }
    return l;
  }
}

class EveryOf implements Matcher {
  readonly kind = 'everyOf';
  readonly matchers: Matcher[] = [];
  add(m: Matcher): void {
    this.matchers.push(m);
  }
  match = (s: string) => this.matchers.every((m) => m.match(s));
  index(s: string): IndexResult {
    let index = 0;
    let offset = 0;
    let current: number[] = [];
    let sub = s;
    for (const [i, m] of this.matchers.entries()) {
      const [idx, seg] = m.index(sub);
      if (idx === -1) return noIndex;
      if (i === 0) current = [...seg];
      else {
        const delta = index - (idx + offset);
        const next: number[] = [];
        for (const ex of current) for (const n of seg) if (ex + delta === n) next.push(n);
        if (next.length === 0) return noIndex;
        current = next;
      }
      index = idx + offset;
      sub = s.slice(index);
      offset += idx;
    }
    return [index, current];
  }
  len(): number {
    // As written upstream: the first matcher already makes it -1 (0 when there is none).
    return this.matchers.length === 0 ? 0 : -1;
  }
}

class Row implements Matcher {
  readonly kind = 'row';
  constructor(
    readonly runesLength: number,
    readonly matchers: Matcher[],
  ) {}
  private matchAll(s: string): boolean {
    let idx = 0;
    for (const m of this.matchers) {
      const length = m.len();
      let next = 0;
      let i = 0;
      for (const [offset] of runesOf(s.slice(idx))) {
        next = offset;
        i++;
        if (i === length) break;
      }
      if (i < length || !m.match(s.slice(idx, idx + next + 1))) return false;
      idx += next + 1;
    }
    return true;
  }
  private lenOk(s: string): boolean {
    let i = 0;
    for (const _ of runesOf(s)) if (++i > this.runesLength) return false;
    return this.runesLength === i;
  }
  match = (s: string) => this.lenOk(s) && this.matchAll(s);
  index(s: string): IndexResult {
    for (const [i] of runesOf(s)) {
      if (s.length - i < this.runesLength) break;
      if (this.matchAll(s.slice(i))) return [i, [this.runesLength]];
    }
    return noIndex;
  }
  len = () => this.runesLength;
}

class BTree implements Matcher {
  readonly kind = 'btree';
  readonly valueLength: number;
  readonly leftLength: number;
  readonly rightLength: number;
  readonly length: number;

  constructor(
    readonly value: Matcher,
    readonly left: Matcher | undefined,
    readonly right: Matcher | undefined,
    lengths?: {valueLength: number; leftLength: number; rightLength: number; length: number},
  ) {
    if (lengths) {
      // optimizeMatcher changes a tree's sides and keeps the lengths computed for the old ones.
      ({valueLength: this.valueLength, leftLength: this.leftLength, rightLength: this.rightLength, length: this.length} = lengths);
      return;
    }
    let lenOk = true;
    this.valueLength = value.len();
    if (this.valueLength === -1) lenOk = false;
    this.leftLength = left ? left.len() : 0;
    if (left && this.leftLength === -1) lenOk = false;
    this.rightLength = right ? right.len() : 0;
    if (right && this.rightLength === -1) lenOk = false;
    this.length = lenOk ? this.leftLength + this.valueLength + this.rightLength : -1;
  }

  len = () => this.length;
  index = (): IndexResult => noIndex;

  match(s: string): boolean {
    const inputLen = s.length;
    let offset = 0;
    let limit = 0;
    if (!(this.length !== -1 && this.length > inputLen)) {
      if (this.leftLength >= 0) offset = this.leftLength;
      limit = this.rightLength >= 0 ? inputLen - this.rightLength : inputLen;
    }
    while (offset < limit) {
      const [index, segments] = this.value.index(s.slice(offset, limit));
      if (index === -1) return false;
      const l = s.slice(0, offset + index);
      if (this.left ? this.left.match(l) : l === '') {
        for (let i = segments.length - 1; i >= 0; i--) {
          const end = offset + index + segments[i]!;
          const r = inputLen <= end ? '' : s.slice(end);
          if (this.right ? this.right.match(r) : r === '') return true;
        }
      }
      offset += index + decodeRune(s, offset + index)[1];
    }
    return false;
  }
}

// ---- compiler

function optimizeMatcher(matcher: Matcher | undefined): Matcher | undefined {
  if (matcher instanceof Any) return matcher.separators.length === 0 ? new Super() : matcher;
  if (matcher instanceof AnyOf) return matcher.matchers.length === 1 ? matcher.matchers[0] : matcher;
  if (matcher instanceof List) return !matcher.not && matcher.list.length === 1 ? new Text(toBytes(String.fromCodePoint(matcher.list[0]!))) : matcher;
  if (!(matcher instanceof BTree)) return matcher;
  const left = optimizeMatcher(matcher.left);
  const right = optimizeMatcher(matcher.right);
  const tree = new BTree(matcher.value, left, right, matcher);
  if (!(tree.value instanceof Text)) return tree;
  const text = tree.value.str;
  if (!left && !right) return new Text(text);
  if (left instanceof Super && right instanceof Super) return new Contains(text, false);
  if (left instanceof Super && !right) return new Suffix(text);
  if (right instanceof Super && !left) return new Prefix(text);
  if (!left && right instanceof Suffix) return new PrefixSuffix(text, right.suffix);
  if (!right && left instanceof Prefix) return new PrefixSuffix(left.prefix, text);
  if (!right && left instanceof Any) return new SuffixAny(text, left.separators);
  if (!left && right instanceof Any) return new PrefixAny(text, right.separators);
  return tree;
}

function compileMatchers(matchers: Matcher[]): Matcher {
  if (matchers.length === 0) throw new GlobError('compile error: need at least one matcher');
  if (matchers.length === 1) return matchers[0]!;
  const glued = glueMatchers(matchers);
  if (glued) return glued;
  let idx = -1;
  let maxLen = -1;
  for (const [i, matcher] of matchers.entries()) {
    const l = matcher.len();
    if (l !== -1 && l >= maxLen) {
      maxLen = l;
      idx = i;
    }
  }
  if (idx === -1) return new BTree(matchers[0]!, undefined, compileMatchers(matchers.slice(1)));
  const left = matchers.slice(0, idx);
  const right = matchers.slice(idx + 1);
  return new BTree(matchers[idx]!, left.length > 0 ? compileMatchers(left) : undefined, right.length > 0 ? compileMatchers(right) : undefined);
}

const glueMatchers = (matchers: Matcher[]): Matcher | undefined => glueMatchersAsEvery(matchers) ?? glueMatchersAsRow(matchers);

function glueMatchersAsRow(matchers: Matcher[]): Matcher | undefined {
  if (matchers.length <= 1) return undefined;
  let l = 0;
  for (const matcher of matchers) {
    const ml = matcher.len();
    if (ml === -1) return undefined;
    l += ml;
  }
  return new Row(l, matchers);
}

function glueMatchersAsEvery(matchers: Matcher[]): Matcher | undefined {
  if (matchers.length <= 1) return undefined;
  let [hasAny, hasSuper, hasSingle, min] = [false, false, false, 0];
  let separator: number[] = [];
  for (const [i, matcher] of matchers.entries()) {
    let sep: number[];
    if (matcher instanceof Super) {
      sep = [];
      hasSuper = true;
    } else if (matcher instanceof Any) {
      sep = matcher.separators;
      hasAny = true;
    } else if (matcher instanceof Single) {
      sep = matcher.separators;
      hasSingle = true;
      min++;
    } else if (matcher instanceof List) {
      if (!matcher.not) return undefined;
      sep = matcher.list;
      hasSingle = true;
      min++;
    } else return undefined;
    if (i === 0) separator = sep;
    if (!runesEqual(sep, separator)) return undefined;
  }
  if (hasSuper && !hasAny && !hasSingle) return new Super();
  if (hasAny && !hasSuper && !hasSingle) return new Any(separator);
  if ((hasAny || hasSuper) && min > 0 && separator.length === 0) return new Min(min);
  const every = new EveryOf();
  if (min > 0) {
    every.add(new Min(min));
    if (!hasAny && !hasSuper) every.add(new Max(min));
  }
  if (separator.length > 0) every.add(new Contains(toBytes(String.fromCodePoint(...separator)), true));
  return every;
}

function minimizeMatchers(matchers: Matcher[]): Matcher[] {
  let done: Matcher | undefined;
  let [left, right, count] = [0, 0, 0];
  for (let l = 0; l < matchers.length; l++) {
    for (let r = matchers.length; r > l; r--) {
      const glued = glueMatchers(matchers.slice(l, r));
      if (!glued) continue;
      let swap: boolean;
      if (!done) swap = true;
      else {
        const [cl, gl] = [done.len(), glued.len()];
        swap = (cl > -1 && gl > -1 && gl > cl) || count < r - l;
      }
      if (swap) [done, left, right, count] = [glued, l, r, r - l];
    }
  }
  if (!done) return matchers;
  const next = [...matchers.slice(0, left), done, ...matchers.slice(right)];
  return next.length === matchers.length ? next : minimizeMatchers(next);
}

function minimizeTreeAnyOf(tree: Node): Node | undefined {
  if (!tree.children.every((n) => n.kind === 'pattern')) return undefined;
  const [commonLeft, commonRight] = commonChildren(tree.children);
  if (commonLeft.length === 0 && commonRight.length === 0) return undefined;
  const result: Node[] = [];
  if (commonLeft.length > 0) result.push(newNode('pattern', undefined, ...commonLeft));
  const anyOf: Node[] = [];
  for (const child of tree.children) {
    const reuse = child.children.slice(commonLeft.length, child.children.length - commonRight.length);
    const node = reuse.length === 0 ? newNode('nothing') : newNode('pattern', undefined, ...reuse);
    if (!anyOf.some((n) => nodesEqual(n, node))) anyOf.push(node);
  }
  if (anyOf.length === 1 && anyOf[0]!.kind !== 'nothing') result.push(anyOf[0]!);
  else if (anyOf.length > 1) result.push(newNode('anyOf', undefined, ...anyOf));
  if (commonRight.length > 0) result.push(newNode('pattern', undefined, ...commonRight));
  return newNode('pattern', undefined, ...result);
}

function commonChildren(nodes: Node[]): [Node[], Node[]] {
  if (nodes.length <= 1) return [[], []];
  let idx = -1;
  let min = -1;
  for (const [i, n] of nodes.entries()) {
    if (idx === -1 || n.children.length < min) [min, idx] = [n.children.length, i];
  }
  const tree = nodes[idx]!;
  const treeLength = tree.children.length;
  const commonLeft: Node[] = [];
  const commonRight: (Node | undefined)[] = new Array(treeLength);
  let lastRight = treeLength;
  let [breakLeft, breakRight, commonTotal] = [false, false, 0];
  for (let i = 0, j = treeLength - 1; commonTotal < treeLength && j >= 0 && !(breakLeft && breakRight); i++, j--) {
    const treeLeft = tree.children[i]!;
    const treeRight = tree.children[j]!;
    for (let k = 0; k < nodes.length && !(breakLeft && breakRight); k++) {
      if (k === idx) continue;
      const restLeft = nodes[k]!.children[i]!;
      const restRight = nodes[k]!.children[j + nodes[k]!.children.length - treeLength]!;
      breakLeft = breakLeft || !nodesEqual(treeLeft, restLeft);
      breakRight = breakRight || (!breakLeft && j <= i);
      breakRight = breakRight || !nodesEqual(treeRight, restRight);
    }
    if (!breakLeft) {
      commonTotal++;
      commonLeft.push(treeLeft);
    }
    if (!breakRight) {
      commonTotal++;
      lastRight = j;
      commonRight[j] = treeRight;
    }
  }
  return [commonLeft, commonRight.slice(lastRight) as Node[]];
}

function compileNode(tree: Node, sep: number[]): Matcher {
  let m: Matcher;
  switch (tree.kind) {
    case 'anyOf': {
      const minimized = minimizeTreeAnyOf(tree);
      if (minimized) return compileNode(minimized, sep);
      return new AnyOf(tree.children.map((child) => optimizeMatcher(compileNode(child, sep))!));
    }
    case 'pattern':
      if (tree.children.length === 0) return new Nothing();
      m = compileMatchers(minimizeMatchers(tree.children.map((child) => optimizeMatcher(compileNode(child, sep))!)));
      break;
    case 'any':
      m = new Any(sep);
      break;
    case 'super':
      m = new Super();
      break;
    case 'single':
      m = new Single(sep);
      break;
    case 'nothing':
      m = new Nothing();
      break;
    case 'list':
      m = new List([...tree.value!.chars!].map((c) => c.codePointAt(0)!), tree.value!.not!);
      break;
    case 'range':
      m = new Range(tree.value!.lo!, tree.value!.hi!, tree.value!.not!);
      break;
    case 'text':
      m = new Text(toBytes(tree.value!.text!));
      break;
  }
  return optimizeMatcher(m)!;
}

// ---- glob.go

export interface Glob {
  match(path: string): boolean;
}

/** glob.Compile(pattern, '/'); throws gobwas's error when it refuses the pattern. */
export function compile(pattern: string): Glob {
  const matcher = compileNode(parse(new Lexer(pattern)), ['/'.codePointAt(0)!]);
  return {match: (path) => matcher.match(toBytes(path))};
}

/** Whether a bundle path matches one glob of a file selector. */
export function globMatches(glob: string, path: string): boolean {
  return compile(glob).match(path);
}
