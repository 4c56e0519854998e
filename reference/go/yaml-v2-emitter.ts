/**
 * yaml.v2's emitter (emitterc.go, itself libyaml's), for the events yaml.Marshal produces: block
 * style, two-space indent, sequences not indented under their key, each scalar in the style its
 * text allows, long lines folded at 80 columns. yaml-v2.ts turns values into these events.
 */

export type ScalarStyle = 'any' | 'plain' | 'single' | 'double' | 'literal' | 'folded';

export type YamlEvent =
  | {type: 'scalar'; value: string; style: ScalarStyle}
  | {type: 'seqStart'}
  | {type: 'seqEnd'}
  | {type: 'mapStart'}
  | {type: 'mapEnd'};

interface ScalarAnalysis {
  multiline: boolean;
  flowPlainAllowed: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  blockAllowed: boolean;
}

const isBreakChar = (c: string | undefined): boolean => c === '\r' || c === '\n' || c === '\u0085' || c === '\u2028' || c === '\u2029';
const isBlankChar = (c: string | undefined): boolean => c === ' ' || c === '\t';

/** libyaml's is_printable, on code points. */
function isPrintable(c: string): boolean {
  const cp = c.codePointAt(0)!;
  return (
    cp === 0x0a ||
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd && cp !== 0xfeff)
  );
}

function utf8Bytes(s: string): number {
  return new TextEncoder().encode(s).length;
}

function analyzeScalar(value: string): ScalarAnalysis {
  const chars = [...value];
  if (chars.length === 0) {
    return {multiline: false, flowPlainAllowed: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false};
  }
  let blockIndicators = false;
  let flowIndicators = false;
  let lineBreaks = false;
  let specialCharacters = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  if (value.startsWith('---') || value.startsWith('...')) {
    blockIndicators = true;
    flowIndicators = true;
  }
  let precededByWhitespace = true;
  chars.forEach((c, i) => {
    const followedByWhitespace = i + 1 >= chars.length || isBlankChar(chars[i + 1]);
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) {
        flowIndicators = true;
        blockIndicators = true;
      } else if (c === '?' || c === ':') {
        flowIndicators = true;
        if (followedByWhitespace) blockIndicators = true;
      } else if (c === '-' && followedByWhitespace) {
        flowIndicators = true;
        blockIndicators = true;
      }
    } else if (',?[]{}'.includes(c)) flowIndicators = true;
    else if (c === ':') {
      flowIndicators = true;
      if (followedByWhitespace) blockIndicators = true;
    } else if (c === '#' && precededByWhitespace) {
      flowIndicators = true;
      blockIndicators = true;
    }
    if (!isPrintable(c)) specialCharacters = true;
    if (c === ' ') {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreakChar(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankChar(c) || isBreakChar(c) || c === '\0';
  });
  const a: ScalarAnalysis = {
    multiline: lineBreaks,
    flowPlainAllowed: true,
    blockPlainAllowed: true,
    singleQuotedAllowed: true,
    blockAllowed: true,
  };
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) {
    a.flowPlainAllowed = false;
    a.blockPlainAllowed = false;
  }
  if (trailingSpace) a.blockAllowed = false;
  if (breakSpace) {
    a.flowPlainAllowed = false;
    a.blockPlainAllowed = false;
    a.singleQuotedAllowed = false;
  }
  if (spaceBreak || specialCharacters) {
    a.flowPlainAllowed = false;
    a.blockPlainAllowed = false;
    a.singleQuotedAllowed = false;
    a.blockAllowed = false;
  }
  if (lineBreaks) {
    a.flowPlainAllowed = false;
    a.blockPlainAllowed = false;
  }
  if (flowIndicators) a.flowPlainAllowed = false;
  if (blockIndicators) a.blockPlainAllowed = false;
  return a;
}

type EmitState =
  | 'documentContent'
  | 'documentEnd'
  | 'flowSequenceFirstItem'
  | 'flowSequenceItem'
  | 'flowMappingFirstKey'
  | 'flowMappingKey'
  | 'flowMappingSimpleValue'
  | 'flowMappingValue'
  | 'blockSequenceFirstItem'
  | 'blockSequenceItem'
  | 'blockMappingFirstKey'
  | 'blockMappingKey'
  | 'blockMappingSimpleValue'
  | 'blockMappingValue'
  | 'end';

class Emitter {
  private out = '';
  private column = 0;
  private whitespace = true;
  private indention = true;
  private openEnded = false;
  private indent = -1;
  private indents: number[] = [];
  private states: EmitState[] = [];
  private state: EmitState = 'documentContent';
  private flowLevel = 0;
  private rootContext = false;
  private sequenceContext = false;
  private mappingContext = false;
  private simpleKeyContext = false;
  private scalar: ScalarAnalysis & {value: string; style: ScalarStyle} = {
    value: '',
    style: 'plain',
    multiline: false,
    flowPlainAllowed: false,
    blockPlainAllowed: false,
    singleQuotedAllowed: false,
    blockAllowed: false,
  };
  private head = 0;
  private readonly bestIndent = 2;
  private readonly bestWidth: number;

  constructor(
    private readonly events: YamlEvent[],
    width = 80,
  ) {
    this.bestWidth = width < 0 ? 2 ** 31 - 1 : width;
  }

  run(): string {
    for (this.head = 0; this.head < this.events.length; this.head++) {
      const event = this.events[this.head]!;
      if (event.type === 'scalar') Object.assign(this.scalar, analyzeScalar(event.value), {value: event.value});
      this.dispatch(event);
    }
    // Document end (implicit), then stream end with open_ended cleared by the encoder.
    this.writeIndent();
    return this.out;
  }

  private put(s: string): void {
    this.out += s;
    this.column++;
  }

  private putBreak(): void {
    this.out += '\n';
    this.column = 0;
  }

  private write(c: string): void {
    this.out += c;
    this.column++;
  }

  private writeBreak(c: string): void {
    if (c === '\n') this.putBreak();
    else {
      this.write(c);
      this.column = 0;
    }
  }

  private increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? this.bestIndent : 0;
    else if (!indentless) this.indent += this.bestIndent;
  }

  private popIndent(): void {
    this.indent = this.indents.pop()!;
  }

  private popState(): void {
    this.state = this.states.pop()!;
  }

  private writeIndent(): void {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.putBreak();
    while (this.column < indent) this.put(' ');
    this.whitespace = true;
    this.indention = true;
  }

  private writeIndicator(indicator: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    for (const c of indicator) this.write(c);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
    this.openEnded = false;
  }

  private dispatch(event: YamlEvent): void {
    switch (this.state) {
      case 'documentContent':
        this.states.push('documentEnd');
        return this.emitNode(event, true, false, false, false);
      case 'flowSequenceFirstItem':
        return this.emitFlowSequenceItem(event, true);
      case 'flowSequenceItem':
        return this.emitFlowSequenceItem(event, false);
      case 'flowMappingFirstKey':
        return this.emitFlowMappingKey(event, true);
      case 'flowMappingKey':
        return this.emitFlowMappingKey(event, false);
      case 'flowMappingSimpleValue':
        return this.emitFlowMappingValue(event, true);
      case 'flowMappingValue':
        return this.emitFlowMappingValue(event, false);
      case 'blockSequenceFirstItem':
        return this.emitBlockSequenceItem(event, true);
      case 'blockSequenceItem':
        return this.emitBlockSequenceItem(event, false);
      case 'blockMappingFirstKey':
        return this.emitBlockMappingKey(event, true);
      case 'blockMappingKey':
        return this.emitBlockMappingKey(event, false);
      case 'blockMappingSimpleValue':
        return this.emitBlockMappingValue(event, true);
      case 'blockMappingValue':
        return this.emitBlockMappingValue(event, false);
      default:
        throw new Error(`yaml emitter: unexpected event in state ${this.state}`);
    }
  }

  private emitFlowSequenceItem(event: YamlEvent, first: boolean): void {
    if (first) {
      this.writeIndicator('[', true, true, false);
      this.increaseIndent(true, false);
      this.flowLevel++;
    }
    if (event.type === 'seqEnd') {
      this.flowLevel--;
      this.popIndent();
      this.writeIndicator(']', false, false, false);
      this.popState();
      return;
    }
    if (!first) this.writeIndicator(',', false, false, false);
    if (this.column > this.bestWidth) this.writeIndent();
    this.states.push('flowSequenceItem');
    this.emitNode(event, false, true, false, false);
  }

  private emitFlowMappingKey(event: YamlEvent, first: boolean): void {
    if (first) {
      this.writeIndicator('{', true, true, false);
      this.increaseIndent(true, false);
      this.flowLevel++;
    }
    if (event.type === 'mapEnd') {
      this.flowLevel--;
      this.popIndent();
      this.writeIndicator('}', false, false, false);
      this.popState();
      return;
    }
    if (!first) this.writeIndicator(',', false, false, false);
    if (this.column > this.bestWidth) this.writeIndent();
    if (this.checkSimpleKey()) {
      this.states.push('flowMappingSimpleValue');
      return this.emitNode(event, false, false, true, true);
    }
    this.writeIndicator('?', true, false, false);
    this.states.push('flowMappingValue');
    this.emitNode(event, false, false, true, false);
  }

  private emitFlowMappingValue(event: YamlEvent, simple: boolean): void {
    if (simple) this.writeIndicator(':', false, false, false);
    else {
      if (this.column > this.bestWidth) this.writeIndent();
      this.writeIndicator(':', true, false, false);
    }
    this.states.push('flowMappingKey');
    this.emitNode(event, false, false, true, false);
  }

  private emitBlockSequenceItem(event: YamlEvent, first: boolean): void {
    if (first) this.increaseIndent(false, this.mappingContext && !this.indention);
    if (event.type === 'seqEnd') {
      this.popIndent();
      this.popState();
      return;
    }
    this.writeIndent();
    this.writeIndicator('-', true, false, true);
    this.states.push('blockSequenceItem');
    this.emitNode(event, false, true, false, false);
  }

  private emitBlockMappingKey(event: YamlEvent, first: boolean): void {
    if (first) this.increaseIndent(false, false);
    if (event.type === 'mapEnd') {
      this.popIndent();
      this.popState();
      return;
    }
    this.writeIndent();
    if (this.checkSimpleKey()) {
      this.states.push('blockMappingSimpleValue');
      return this.emitNode(event, false, false, true, true);
    }
    this.writeIndicator('?', true, false, true);
    this.states.push('blockMappingValue');
    this.emitNode(event, false, false, true, false);
  }

  private emitBlockMappingValue(event: YamlEvent, simple: boolean): void {
    if (simple) this.writeIndicator(':', false, false, false);
    else {
      this.writeIndent();
      this.writeIndicator(':', true, false, true);
    }
    this.states.push('blockMappingKey');
    this.emitNode(event, false, false, true, false);
  }

  private emitNode(event: YamlEvent, root: boolean, sequence: boolean, mapping: boolean, simpleKey: boolean): void {
    this.rootContext = root;
    this.sequenceContext = sequence;
    this.mappingContext = mapping;
    this.simpleKeyContext = simpleKey;
    switch (event.type) {
      case 'scalar':
        return this.emitScalar(event.style);
      case 'seqStart':
        this.state = this.flowLevel > 0 || this.checkEmpty('seqEnd') ? 'flowSequenceFirstItem' : 'blockSequenceFirstItem';
        return;
      case 'mapStart':
        this.state = this.flowLevel > 0 || this.checkEmpty('mapEnd') ? 'flowMappingFirstKey' : 'blockMappingFirstKey';
        return;
      default:
        throw new Error(`yaml emitter: expected a node, got ${event.type}`);
    }
  }

  private checkEmpty(endType: 'seqEnd' | 'mapEnd'): boolean {
    return this.events[this.head + 1]?.type === endType;
  }

  private checkSimpleKey(): boolean {
    const event = this.events[this.head]!;
    if (event.type === 'scalar') {
      if (this.scalar.multiline) return false;
      return utf8Bytes(this.scalar.value) <= 128;
    }
    if (event.type === 'seqStart') return this.checkEmpty('seqEnd');
    if (event.type === 'mapStart') return this.checkEmpty('mapEnd');
    return false;
  }

  private emitScalar(requested: ScalarStyle): void {
    let style = requested === 'any' ? 'plain' : requested;
    const s = this.scalar;
    if (this.simpleKeyContext && s.multiline) style = 'double';
    if (style === 'plain') {
      if ((this.flowLevel > 0 && !s.flowPlainAllowed) || (this.flowLevel === 0 && !s.blockPlainAllowed)) style = 'single';
      if (s.value.length === 0 && (this.flowLevel > 0 || this.simpleKeyContext)) style = 'single';
    }
    if (style === 'single' && !s.singleQuotedAllowed) style = 'double';
    if ((style === 'literal' || style === 'folded') && (!s.blockAllowed || this.flowLevel > 0 || this.simpleKeyContext)) style = 'double';
    this.increaseIndent(true, false);
    const allowBreaks = !this.simpleKeyContext;
    switch (style) {
      case 'plain':
        this.writePlain(s.value, allowBreaks);
        break;
      case 'single':
        this.writeSingleQuoted(s.value, allowBreaks);
        break;
      case 'double':
        this.writeDoubleQuoted(s.value, allowBreaks);
        break;
      default:
        this.writeLiteral(s.value);
    }
    this.popIndent();
    this.popState();
  }

  private writePlain(value: string, allowBreaks: boolean): void {
    if (!this.whitespace) this.put(' ');
    const chars = [...value];
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i]!;
      if (c === ' ') {
        if (allowBreaks && !spaces && this.column > this.bestWidth && chars[i + 1] !== ' ') this.writeIndent();
        else this.write(c);
        spaces = true;
      } else if (isBreakChar(c)) {
        if (!breaks && c === '\n') this.putBreak();
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.write(c);
        this.indention = false;
        spaces = false;
        breaks = false;
      }
    }
    this.whitespace = false;
    this.indention = false;
    if (this.rootContext) this.openEnded = true;
  }

  private writeSingleQuoted(value: string, allowBreaks: boolean): void {
    this.writeIndicator("'", true, false, false);
    const chars = [...value];
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i]!;
      if (c === ' ') {
        if (allowBreaks && !spaces && this.column > this.bestWidth && i > 0 && i < chars.length - 1 && chars[i + 1] !== ' ') {
          this.writeIndent();
        } else this.write(c);
        spaces = true;
      } else if (isBreakChar(c)) {
        if (!breaks && c === '\n') this.putBreak();
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        if (c === "'") this.put("'");
        this.write(c);
        this.indention = false;
        spaces = false;
        breaks = false;
      }
    }
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeDoubleQuoted(value: string, allowBreaks: boolean): void {
    this.writeIndicator('"', true, false, false);
    const chars = [...value];
    const bom = value.startsWith('\ufeff');
    let spaces = false;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i]!;
      if (!isPrintable(c) || bom || isBreakChar(c) || c === '"' || c === '\\') {
        const v = c.codePointAt(0)!;
        this.put('\\');
        const named: Record<number, string> = {
          0x00: '0', 0x07: 'a', 0x08: 'b', 0x09: 't', 0x0a: 'n', 0x0b: 'v', 0x0c: 'f', 0x0d: 'r', 0x1b: 'e',
          0x22: '"', 0x5c: '\\', 0x85: 'N', 0xa0: '_', 0x2028: 'L', 0x2029: 'P',
        };
        if (named[v] !== undefined) this.put(named[v]!);
        else {
          const [prefix, width] = v <= 0xff ? ['x', 2] : v <= 0xffff ? ['u', 4] : ['U', 8];
          this.put(prefix);
          for (const d of v.toString(16).toUpperCase().padStart(width, '0')) this.put(d);
        }
        spaces = false;
      } else if (c === ' ') {
        if (allowBreaks && !spaces && this.column > this.bestWidth && i > 0 && i < chars.length - 1) {
          this.writeIndent();
          if (chars[i + 1] === ' ') this.put('\\');
        } else this.write(c);
        spaces = true;
      } else {
        this.write(c);
        spaces = false;
      }
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeBlockScalarHints(value: string): void {
    const chars = [...value];
    if (chars[0] === ' ' || isBreakChar(chars[0])) this.writeIndicator(String(this.bestIndent), false, false, false);
    this.openEnded = false;
    let chomp = '';
    if (chars.length === 0) chomp = '-';
    else if (!isBreakChar(chars[chars.length - 1])) chomp = '-';
    else if (chars.length === 1) {
      chomp = '+';
      this.openEnded = true;
    } else if (isBreakChar(chars[chars.length - 2])) {
      chomp = '+';
      this.openEnded = true;
    }
    if (chomp) this.writeIndicator(chomp, false, false, false);
  }

  private writeLiteral(value: string): void {
    this.writeIndicator('|', true, false, false);
    this.writeBlockScalarHints(value);
    this.putBreak();
    this.indention = true;
    this.whitespace = true;
    let breaks = true;
    for (const c of value) {
      if (isBreakChar(c)) {
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.write(c);
        this.indention = false;
        breaks = false;
      }
    }
  }
}

/** The text of one YAML document made of `events`, as yaml.v2's Marshal writes it. */
export function emit(events: YamlEvent[]): string {
  return new Emitter(events).run();
}
