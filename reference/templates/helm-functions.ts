/**
 * The functions Helm adds to Sprig's (helm.sh/helm/v3 pkg/engine/funcs.go and engine.go: toYaml,
 * fromYaml, toJson, fromJson, include, tpl, required, fail, lookup), as Troubleshoot's renderer gets
 * them through Helm's engine, and the template set they make together.
 */
import {marshalJSON, parseJSON} from '../go/json';
import {parseYAML, toYAML} from '../go/sigs-yaml';
import {f, jsonKind, sprigFunctions, str, unsupported} from '../go/sprig';
import * as strconv from '../go/strconv';
import {FuncError, TemplateSet, type CallContext, type FuncMap} from '../go/template';
import type {Value} from '../go/values';
/** Helm wraps the messages of required and fail so that they are reported as they are. */
class HelmMessage extends FuncError {
  constructor(message: string) {
    super(message, true);
  }
}

function tplFunction(args: Value[], context: CallContext): Value {
  const text = str(args[0]!);
  const clone = context.exec.set.clone();
  let tree;
  try {
    tree = clone.parse('gotpl', text);
  } catch (error) {
    throw new FuncError(`cannot parse template ${strconv.quote(text)}: ${(error as Error).message}`);
  }
  try {
    // Its output reaches the caller's output through the action that called tpl, so it reports no pieces of its own.
    return clone.executeTree(tree, args[1] ?? null, {...context.exec.options, onWrite: undefined}).replaceAll('<no value>', '');
  } catch (error) {
    throw new FuncError(`error during tpl function execution for ${strconv.quote(text)}: ${(error as Error).message}`);
  }
}

export const helmFunctions: FuncMap = {
  toToml: unsupported('toToml', 'TOML is not implemented'),
  fromToml: unsupported('fromToml', 'TOML is not implemented'),
  toYaml: f(['any'], ([v]) => toYAML(v ?? null)),
  toYamlPretty: unsupported('toYamlPretty', 'the yaml.v3 encoder it uses is not implemented; use toYaml'),
  fromYaml: f(['string'], ([s]) => {
    try {
      const v = parseYAML(str(s));
      if (v === null) return new Map();
      if (!(v instanceof Map)) {
        throw new Error(`error unmarshaling JSON: while decoding JSON: json: cannot unmarshal ${jsonKind(v)} into Go value of type map[string]interface {}`);
      }
      return v;
    } catch (error) {
      return new Map([['Error', (error as Error).message]]);
    }
  }),
  fromYamlArray: f(['string'], ([s]) => {
    try {
      const v = parseYAML(str(s));
      if (v === null) return [];
      if (!Array.isArray(v)) {
        throw new Error(`error unmarshaling JSON: while decoding JSON: json: cannot unmarshal ${jsonKind(v)} into Go value of type []interface {}`);
      }
      return v;
    } catch (error) {
      return [(error as Error).message];
    }
  }),
  toJson: f(['any'], ([v]) => {
    try {
      return marshalJSON(v ?? null);
    } catch {
      return '';
    }
  }),
  fromJson: f(['string'], ([s]) => {
    try {
      const v = parseJSON(str(s));
      if (!(v instanceof Map)) throw new Error(`json: cannot unmarshal ${jsonKind(v)} into Go value of type map[string]interface {}`);
      return v;
    } catch (error) {
      return new Map([['Error', (error as Error).message]]);
    }
  }),
  fromJsonArray: f(['string'], ([s]) => {
    try {
      const v = parseJSON(str(s));
      if (!Array.isArray(v)) throw new Error(`json: cannot unmarshal ${jsonKind(v)} into Go value of type []interface {}`);
      return v;
    } catch (error) {
      return [(error as Error).message];
    }
  }),
  include: f(['string', 'any'], ([name, data], context) => context.exec.include(str(name), data ?? null)),
  tpl: f(['string', 'any'], tplFunction),
  required: f(['string', 'any'], ([warn, val]) => {
    if (val === null || val === undefined || val === '') throw new HelmMessage(str(warn));
    return val;
  }),
  fail: f(['string'], ([msg]) => {
    throw new HelmMessage(str(msg));
  }),
  // Without a cluster (Troubleshoot's renderer gives Helm's engine none), lookup finds nothing.
  lookup: f(['string', 'string', 'string', 'string'], () => new Map()),
  getHostByName: f(['string'], () => ''),
};

/** Every function a Helm template can call (text/template's builtins are added by TemplateSet). */
const helmFuncMap: FuncMap = {...sprigFunctions, ...helmFunctions};

/** A template set with Helm's functions. */
export function helmTemplateSet(): TemplateSet {
  return new TemplateSet(helmFuncMap);
}

