/** text/template/parse/node.go: the parse tree, and each node written back as text. */
import * as strconv from '../strconv';

export interface NodeBase {
  /** Index of the node's first character in the template text. */
  pos: number;
  /** Index just past the node's last character, where it is known. */
  end: number;
  /**
   * Where Go's parser places the node (Node.Position), which errors report, when it is not its
   * first character: a control structure at its pipeline, a template call at its name, a field
   * chain at its second field.
   */
  at?: number;
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
export interface EndNode extends NodeBase {
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
      return `{{template ${strconv.quote(n.name)}${n.pipe ? ` ${nodeString(n.pipe)}` : ''}}}`;
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

