/** text/template/parse/parse.go: the parser, with Go's error messages. */
import * as strconv from '../strconv';
import {positionAt} from './errors';
import {itemString, type Item, type ItemType} from './lex';
import {nodeString, type ArgNode, type BranchNode, type CommandNode, type ControlNode, type EndNode, type ListNode, type Node, type NumberNode, type PipeNode, type TemplateNode, type Tree} from './node';

export class ParseError extends Error {
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
    let r: {rune: number; next: number};
    try {
      r = strconv.unquoteChar(text.slice(1), 0, "'");
    } catch {
      throw new ParseError(item.pos, 'invalid syntax');
    }
    if (text.slice(1 + r.next) !== "'") throw new ParseError(item.pos, `malformed character constant: ${text}`);
    const cp = BigInt(r.rune);
    Object.assign(n, {isInt: true, isUint: true, isFloat: true, int64: cp, uint64: cp, float64: Number(cp)});
    return n;
  }
  if (item.type === 'complex' || text.endsWith('i')) {
    throw new ParseError(item.pos, `complex numbers are not supported: ${strconv.quote(text)}`);
  }
  const u = strconv.parseUint(text, 0, 64);
  if (u !== undefined) Object.assign(n, {isUint: true, uint64: u});
  const i = strconv.parseInt(text, 0, 64);
  if (i !== undefined) {
    Object.assign(n, {isInt: true, int64: i});
    if (i === 0n) Object.assign(n, {isUint: true, uint64: 0n});
  }
  if (n.isInt) Object.assign(n, {isFloat: true, float64: Number(n.int64)});
  else if (n.isUint) Object.assign(n, {isFloat: true, float64: Number(n.uint64)});
  else {
    const f = strconv.parseFloat(text);
    if (f !== undefined && Number.isFinite(f)) {
      if (!/[.eEpP]/.test(text)) throw new ParseError(item.pos, `integer overflow: ${strconv.quote(text)}`);
      Object.assign(n, {isFloat: true, float64: f});
      if (Number.isInteger(f) && Math.abs(f) < 2 ** 63) Object.assign(n, {isInt: true, int64: BigInt(f)});
      if (Number.isInteger(f) && f >= 0 && f < 2 ** 64) Object.assign(n, {isUint: true, uint64: BigInt(f)});
    }
  }
  if (!n.isInt && !n.isUint && !n.isFloat) throw new ParseError(item.pos, `illegal number syntax: ${strconv.quote(text)}`);
  return n;
}

interface OpenControl {
  name: string;
  pos: number;
}

export class Parser {
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
      name = strconv.unquote(token.val);
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
      this.errorf(pos, `template: multiple definition of template ${strconv.quote(tree.name)}`);
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
    return {type: context, pos: delim.pos, end: next.end, at: pipe.pos, pipe, list, elseList};
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
    return {type: 'template', pos: delim.pos, end: end.end, at: token.pos, name, pipe};
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
    return {type: 'template', pos: delim.pos, end: this.items[this.i - 1]!.end, at: token.pos, name, pipe};
  }

  private parseTemplateName(token: Item, context: string): string {
    if (token.type !== 'string' && token.type !== 'rawString') this.unexpected(token, context);
    try {
      return strconv.unquote(token.val);
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
          if (!this.vars.includes(v.val)) this.errorf(v.pos, `undefined variable ${strconv.quote(v.val)}`);
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
    const chainAt = this.peek().pos;
    while (this.peek().type === 'field') {
      const f = this.next();
      fields.push(f.val.slice(1));
      end = f.end;
    }
    switch (node.type) {
      case 'field':
        return {type: 'field', pos: node.pos, end, at: chainAt, ident: [...node.ident, ...fields]};
      case 'variable':
        return {type: 'variable', pos: node.pos, end, at: chainAt, ident: [...node.ident, ...fields]};
      case 'bool':
      case 'string':
      case 'number':
      case 'nil':
      case 'dot':
        this.errorf(node.end, `unexpected . after term ${strconv.quote(nodeString(node))}`);
    }
    return {type: 'chain', pos: node.pos, end, at: chainAt, node, field: fields};
  }

  private term(): ArgNode | null {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'identifier':
        if (!this.hasFunction(token.val)) this.errorf(token.pos, `function ${strconv.quote(token.val)} not defined`);
        return {type: 'identifier', pos: token.pos, end: token.end, ident: token.val};
      case 'dot':
        return {type: 'dot', pos: token.pos, end: token.end};
      case 'nil':
        return {type: 'nil', pos: token.pos, end: token.end};
      case 'variable':
        if (!this.vars.includes(token.val)) this.errorf(token.pos, `undefined variable ${strconv.quote(token.val)}`);
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
          text = strconv.unquote(token.val);
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

export function isEmptyTree(n: Node): boolean {
  switch (n.type) {
    case 'list':
      return n.nodes.every(isEmptyTree);
    case 'text':
      return n.text.trim() === '';
    default:
      return false;
  }
}

