/** text/template/exec.go: executing a parsed tree against data, with Go's error messages. */
import * as strconv from '../strconv';
import {GoInt, GoStruct, isTrue, kindOf, methodsOf, sortedKeys, typeName, type GoMap, type GoMethod, type ParamType, type Value} from '../values';
import {formatValue, printAction} from '../fmt';
import {FuncError, positionAt, TemplateError, type Position} from './errors';
import {nodeString, type ArgNode, type ChainNode, type CommandNode, type ControlNode, type FieldNode, type IdentifierNode, type Node, type NumberNode, type PipeNode, type TemplateNode, type Tree, type VariableNode} from './node';
import {goTypeNames, indirectInterface, zeroOfMapElement, type FuncDef} from './funcs';
import type {ExecuteOptions, TemplateSet} from './template';

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
    if (!tree) throw new TemplateError('exec', name, {line: 1, column: 1}, `no template ${strconv.quote(name)} associated with template set`);
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
    if (!tree) throw new FuncError(`template: no template ${strconv.quote(name)} associated with template "gotpl"`);
    return this.executeTree(tree, data);
  }

  position(node: Node | undefined = this.node): Position {
    return positionAt(this.tree.text, node?.at ?? node?.pos ?? 0);
  }

  errorf(reason: string, node: Node | undefined = this.node, hint?: string): never {
    const context = node && node.type !== 'list' && node.type !== 'text' ? contextOf(node, this.tree.text) : undefined;
    throw new TemplateError('exec', this.tree.name, this.position(node), reason, context, hint);
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
        if (decl.length > 1) this.errorf(`can't use ${formatValue(value)} to iterate over more than one variable`);
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
        this.errorf(`range can't iterate over ${formatValue(value)}`);
      }
      if (!ran && r.elseList) this.walk(dot, r.elseList);
    } finally {
      this.vars.length = outer;
    }
  }

  private walkTemplate(dot: Value, t: TemplateNode): void {
    this.at(t);
    const tree = this.set.trees.get(t.name);
    if (!tree) this.errorf(`template ${strconv.quote(t.name)} not defined`);
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
    // A value read from a map of interface{} has the static type interface {}, which Go's messages name.
    let fromMap = false;
    for (let i = 0; i < ident.length; i++) {
      const last = i === ident.length - 1;
      const parent = receiver;
      receiver = this.evalField(dot, ident[i]!, node, last ? args : undefined, last ? final : missing, receiver, i, fromRoot && i === 0, fromMap ? 'interface {}' : undefined);
      fromMap = parent instanceof Map;
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
    staticType?: string,
  ): Value {
    if (receiver === undefined) return undefined;
    if (receiver === null) {
      const nilPart = chainPrefix(node, depth, this.tree.text);
      this.errorf(`nil pointer evaluating interface {}.${fieldName}`, this.node, `${nilPart} is missing or null`);
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
    this.errorf(`can't evaluate field ${fieldName} in type ${staticType ?? typeName(receiver)}`);
  }

  private evalFunction(dot: Value, node: IdentifierNode, cmd: Node, args: ArgNode[] | undefined, final: Final): Value {
    this.at(node);
    const fn = this.set.funcs[node.ident];
    if (!fn) this.errorf(`${strconv.quote(node.ident)} is not a defined function`);
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

