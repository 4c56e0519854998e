/**
 * Go's text/template (https://pkg.go.dev/text/template) as a set of templates sharing one namespace
 * (template.go): parse into it, clone it, execute a template of it. The lexer, parser, executor and
 * builtins are split along Go's own files: lex.ts, node.ts, parse.ts, exec.ts, funcs.ts. Sprig's
 * functions are in ../sprig.ts; reference/templates adds Helm's.
 *
 * Plain TypeScript: no DOM, no Node APIs; it runs in a browser worker.
 */
import type {Value} from '../values';
import {positionAt, TemplateError, type Position} from './errors';
import {Lexer} from './lex';
import type {Tree} from './node';
import {isEmptyTree, ParseError, Parser} from './parse';
import {builtins, type FuncMap} from './funcs';
import {Execution} from './exec';

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
/** The builtins joined with each function map a set was made with: sets share it, as no set changes it. */
const withBuiltins = new WeakMap<FuncMap, FuncMap>();

export class TemplateSet {
  readonly trees = new Map<string, Tree>();
  readonly funcs: FuncMap;

  constructor(funcs: FuncMap = {}) {
    let merged = withBuiltins.get(funcs);
    if (!merged) withBuiltins.set(funcs, (merged = {...builtins, ...funcs}));
    this.funcs = merged;
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
    (copy as {funcs: FuncMap}).funcs = this.funcs;
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

