/**
 * The vendored snapshot of facts read from the Troubleshoot source (vendor/troubleshoot, written
 * by npm run sync:troubleshoot; its README describes every file).
 */
import fs from 'node:fs';
import path from 'node:path';
import {troubleshootSnapshotDir} from './paths';

export interface GoField {
  json?: string;
  yaml?: string;
  go: string;
  type: string;
  omitempty?: boolean;
  inline?: boolean;
  embedded?: boolean;
  untagged?: boolean;
  hint?: string;
}

export interface GoType {
  file: string;
  hint?: string;
  fields?: GoField[];
  underlying?: string;
  enum?: string[];
}

export interface ApiTypes {
  package: string;
  kinds: Record<string, string>;
  lists: Record<string, string>;
  types: Record<string, GoType>;
}

export interface SnapshotFlag {
  name: string;
  shorthand: string | null;
  type: string;
  default: string | null;
  persistent: boolean;
  hidden: boolean;
  required: boolean;
  deprecated?: boolean;
  definedIn: string;
  module?: string;
}

export interface SnapshotCommand {
  path: string;
  use: string;
  args: string | null;
  hidden: boolean;
  runnable: boolean;
  definedIn: string;
  envPrefix: string;
  envKeyReplacer: boolean;
  flagsReadVia: 'viper' | 'cobra' | null;
  addsKubectlFlags: boolean;
  flags: SnapshotFlag[];
  inheritedFlags: string[];
}

export interface SnapshotCli {
  commands: SnapshotCommand[];
  exitCodes: {code: number; constant: string | null; commands: string[]; sites: {at: string; commands: string[]}[]}[];
  kubectlFlags: {module: string; version: string; ref: string; commit: string; flags: SnapshotFlag[]};
  problems: string[];
}

export interface SinceTable {
  keys: Record<string, Record<string, string>>;
  keyFieldPaths: Record<string, Record<string, string>>;
  types: Record<string, Record<string, string>>;
  removed: Record<string, string>;
}

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(troubleshootSnapshotDir, file), 'utf8')) as T;

export const snapshotSource = read<{ref: string; commit: string; counts: Record<string, number>; parseErrors: Record<string, string>}>('source.json');
export const apiTypes = read<Record<'v1beta2' | 'v1beta3', ApiTypes>>('types.json');
export const snapshotCli = read<SnapshotCli>('cli.json');
export const snapshotSince = read<{firstTag: string; lastTag: string; tagsScanned: number} & Record<'v1beta2' | 'v1beta3', SinceTable>>('since.json');
/** file -> symbol (`Function`, `Type.Method`) -> `"<kind> <hash>"`. */
export const functionIndex = read<Record<string, Record<string, string>>>('functions.json');

export interface CodeFacts {
  assigns?: string[];
  reads?: string[];
  switches?: {tag?: string; cases: {case?: string[]; default?: boolean; reads?: string[]}[]}[];
  strings?: {field: string; text: string}[];
}

/** `file#symbol` -> the fields a function or variable sets, the selector chains it reads, its switch clauses and table strings. */
export const codeFacts = read<Record<string, CodeFacts>>('code-facts.json');

/** The field an `assigns` entry sets: `result.Strict` and `AnalyzeResult{}.Strict` set `Strict`. */
export const assignedField = (assign: string) => assign.slice(assign.lastIndexOf('.') + 1);

/** The YAML keys of a struct, inline members flattened, with the field that declares each. */
export function jsonMembers(api: ApiTypes, typeName: string): GoField[] {
  const out: GoField[] = [];
  for (const field of api.types[typeName]?.fields ?? []) {
    if (field.inline) out.push(...jsonMembers(api, field.type.replace(/^[[\]*]+/, '')));
    else out.push(field);
  }
  return out;
}

/** The named type a field leads to, through pointers and slices; undefined for maps and other packages. */
export function memberType(api: ApiTypes, type: string): string | undefined {
  const name = type.replace(/^[[\]*]+/, '');
  return api.types[name]?.fields ? name : undefined;
}
