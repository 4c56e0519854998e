/**
 * The spec checker: every mistake in a pasted spec, each at its line, worded so the reader can
 * fix it. YAML errors, unknown keys (with "did you mean"), wrong types, missing fields and values
 * outside the allowed set come from the published JSON Schemas; `when` conditions are parsed with
 * their analyzer's grammar; warnings point at analyzers with nothing to read and other known
 * traps. Pure TypeScript: it runs in a worker in the browser and directly in the tests.
 */
import {Composer, LineCounter, Parser, isMap, isScalar, isSeq, visit, type CST, type Document, type Node, type Pair, type YAMLError} from 'yaml';
import type {CheckerData} from './data';
import {walk, closest, type Problem, type WalkOptions} from './schema-walk';
import type {JsonSchema} from '../../../reference/schema/generate';
import {emptyItemMark} from './marks';
import {entriesOf, ruleProblem} from './rules/entries';
import {fieldRules} from './rules/fields';
import {outcomeRules} from './rules/outcomes';
import {placeholderIn, placeholderMessage} from './rules/placeholders';
import {rules} from './rules/registry';
import {itemKeyNote} from './item-notes';
import {whenProblems} from './when';
import {crossChecks} from './cross-checks';
import {versionProblems} from './versions';
import {tooLarge, tooLargeMessage} from './limits';

export interface Finding {
  severity: 'Error' | 'Warning';
  line: number;
  column: number;
  message: string;
  link?: string;
  /** Set when the finding is about the values box: its line and column are in the values. */
  in?: 'values';
  /** The checker rule that reports it (check/rules/registry.ts), when it is one of them. */
  rule?: string;
  /** The Troubleshoot code that decides it (file#function). */
  source?: string[];
}

/** Where a position of a rendered template comes from; not `exact` when an action printed the text there. */
export interface TemplateSource {
  line: number;
  column: number;
  exact: boolean;
  /** The action that printed the text, when not `exact`: `{{ toYaml .Values.collectors | indent 4 }}`. */
  action?: string;
}

/** A rendered template, with what rendering silently changed (positions in the template). */
export interface RenderedSpec {
  text: string;
  warnings: {line: number; column: number; message: string}[];
  /** The template position of a line and column of `text`. */
  source: (line: number, column: number) => TemplateSource;
}

export interface CheckOptions {
  data: CheckerData;
  /**
   * check/render.ts's renderSpecTemplate, absent when no renderer is wired in. Without values it
   * only parses the template and returns undefined. Throws an error whose `line` and `column`
   * (1-based, in the template) say where the template is wrong, or with `inValues` set.
   */
  render?: (template: string, values?: string) => RenderedSpec | undefined;
  /** The values box: YAML, used to render templates. */
  values?: string;
  /** The Troubleshoot release the spec is for: keys and fields it lacks are reported (default: latest). */
  version?: string;
}

const maxAliasCount = 100;
/** No spec nests this deep; the YAML library and the walk recurse once per level, so deeper text is refused. */
const maxDepth = 100;

/** The data keys of a Secret or ConfigMap that the CLI reads a spec from (pkg/loader/loader.go). */
const specDataKeys = ['support-bundle-spec', 'redactor-spec', 'preflight.yaml', 'preflight-spec'];

const apiV1beta2 = 'troubleshoot.sh/v1beta2';
const apiV1beta1 = 'troubleshoot.replicated.com/v1beta1';
const apiV1beta3 = 'troubleshoot.sh/v1beta3';

function looksBinary(text: string): boolean {
  // NUL, or many control characters other than tab and line breaks.
  if (text.includes('\u0000')) return true;
  const control = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  return control > 8 && control > text.length / 100;
}

/**
 * Whether the text must be rendered before it is a spec: a v1beta3 file with template actions
 * (preflight renders those), or a Helm chart's template. Analyzer messages such as
 * `{{ .Name }}` in a v1beta2 spec are filled at analysis time and are not templates of the file.
 * Only such a text is given to `options.render`, so the worker loads the renderer for it alone.
 */
export function isTemplate(text: string): boolean {
  if (text.includes(apiV1beta3) && text.includes('{{')) return true;
  return /\{\{-?\s*(?:\.Values|\.Release|\.Chart|\.Capabilities)\b/.test(text);
}

interface Context {
  findings: Finding[];
  options: CheckOptions;
}

/** Where a checked text sits in the editor's text. */
interface Placement {
  /** The editor line of the text's first line. */
  line: number;
  /** Columns before every line of the text: the indentation of the block scalar that holds it. */
  indent: number;
  /** For a text with no lines of its own in the editor (base64): where every finding points, and a note saying where it really is. */
  fixed?: {line: number; column: number; note: string};
}

const top: Placement = {line: 1, indent: 0};

function editorPosition(placement: Placement, lines: LineCounter, offset: number): {line: number; column: number} {
  const pos = lines.linePos(offset);
  return placement.fixed ?? {line: placement.line + pos.line - 1, column: placement.indent + pos.col};
}

/** Converts problems of one text (with its own line counter) to findings at editor lines. */
function report(ctx: Context, problems: Problem[], lines: LineCounter, placement: Placement): void {
  for (const p of problems) {
    const {fixed} = placement;
    ctx.findings.push({
      severity: p.severity,
      ...editorPosition(placement, lines, p.offset),
      message: fixed ? `${p.message} (${fixed.note}, line ${lines.linePos(p.offset).line})` : p.message,
      ...(p.link ? {link: p.link} : {}),
      ...(p.rule ? {rule: p.rule} : {}),
      ...(p.source?.length ? {source: p.source} : {}),
    });
  }
}

/** A quote, `[` or `{` that is never closed: the YAML library reports it where the text ends. */
interface Unclosed {
  offset: number;
  char: string;
}

interface ParsedText {
  lines: LineCounter;
  docs: Document.Parsed[];
  unclosed: Unclosed[];
  /** Where the text first nests deeper than maxDepth. */
  tooDeep?: number;
}

/**
 * One pass over the YAML syntax tree, with a stack instead of recursion (5,000 nested `[` must
 * not exhaust the call stack): how deep it nests, and quotes and brackets never closed.
 */
function scanTokens(tokens: CST.Token[]): Omit<ParsedText, 'lines' | 'docs'> {
  const unclosed: Unclosed[] = [];
  const stack: [CST.Token | null | undefined, number][] = tokens.map((token) => [token, 0]);
  while (stack.length) {
    const [token, depth] = stack.pop()!;
    if (!token) continue;
    if (token.type === 'document') stack.push([token.value, depth]);
    if ((token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') && (token.source.length < 2 || !token.source.endsWith(token.source[0]!))) {
      unclosed.push({offset: token.offset, char: token.source[0]!});
    }
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    if (depth >= maxDepth) return {unclosed, tooDeep: token.offset};
    if (token.type === 'flow-collection' && !token.end.some((t) => t.type === 'flow-seq-end' || t.type === 'flow-map-end')) {
      unclosed.push({offset: token.start.offset, char: token.start.source});
    }
    for (const item of token.items) stack.push([item.key as CST.Token | undefined, depth + 1], [item.value, depth + 1]);
  }
  return {unclosed: unclosed.sort((a, b) => a.offset - b.offset)};
}

/** Parses a YAML stream as YAML.parseAllDocuments does, measuring its depth before composing it. */
function parseYaml(text: string): ParsedText {
  const lines = new LineCounter();
  const tokens = [...new Parser(lines.addNewLine).parse(text)];
  const scanned = scanTokens(tokens);
  if (scanned.tooDeep !== undefined) return {lines, docs: [], ...scanned};
  return {lines, docs: [...new Composer({uniqueKeys: true}).compose(tokens)], ...scanned};
}

/** The YAML library's wording, in plain words. */
const plainWords: [RegExp, string][] = [
  [/^A block sequence may not be used as an implicit map key$/, 'A list cannot be used as a key: check the indentation'],
  [/^Implicit keys need to be on a single line$/, 'A key must be on one line, followed by `:`'],
  [/^Implicit map keys need to be followed by map values$/, 'A key must be followed by `:` and its value'],
  [/^Nested mappings are not allowed in compact mappings$/, 'A map cannot start on the line of the key that holds it: put it on the next line, indented'],
  [/^Tabs are not allowed as indentation$/, 'Tabs are not allowed as indentation: indent with spaces'],
  [/\bimplicit (?:map )?key/gi, 'key'],
  [/\b(?:block |flow )?sequence/gi, 'list'],
  [/\b(?:block |flow )?mapping/gi, 'map'],
  [/\bscalar/gi, 'value'],
];

/**
 * A key indented deeper than the key on the line above (`  kind:` under `apiVersion: x`): YAML
 * reads it as the continuation of that key's value and complains at the value; the mistake is
 * the indentation of the next line.
 */
function overIndentedKey(error: YAMLError, text: string | undefined): Problem | undefined {
  if (!text || !/Nested mappings are not allowed in compact mappings|Implicit map keys need to be on a single line/.test(error.message)) return undefined;
  const lineStart = text.lastIndexOf('\n', error.pos[0] - 1) + 1;
  const lineEnd = text.indexOf('\n', error.pos[0]);
  if (lineEnd < 0) return undefined;
  const above = /^( *)([^\s:#][^:]*):\s+\S/.exec(text.slice(lineStart, lineEnd));
  const next = /^( +)([^\s:#-][^:]*):(?:\s|$)/.exec(text.slice(lineEnd + 1));
  if (!above || !next || next[1]!.length <= above[1]!.length) return undefined;
  return {
    offset: lineEnd + 1 + next[1]!.length,
    severity: 'Error',
    message: `\`${next[2]}:\` is indented deeper than \`${above[2]}:\` on the line above, so YAML reads it as more of the value of \`${above[2]}\`: start it in the same column as \`${above[2]}:\``,
  };
}

function yamlProblem(error: YAMLError, severity: Problem['severity'], unclosed: Unclosed[], text?: string): Problem {
  const indented = overIndentedKey(error, text);
  if (indented) return {...indented, severity};
  const message = plainWords.reduce((text, [pattern, words]) => text.replace(pattern, words), error.message.split('\n')[0]!);
  const wanted = /Missing closing/.test(error.message) ? `"'` : /end with an? [\]}]/.test(error.message) ? '[{' : '';
  const opened = unclosed.filter((u) => wanted.includes(u.char) && u.offset <= error.pos[0]).pop();
  if (!wanted || !opened) return {offset: error.pos[0], severity, message};
  const close = {'[': ']', '{': '}'}[opened.char];
  return {
    offset: opened.offset,
    severity,
    message: close
      ? `The \`${opened.char}\` opened here is never closed: end it with \`${close}\``
      : `The string opened here has no closing quote (${opened.char}), so it runs on to the end of the text`,
  };
}

function yamlProblems(doc: Document.Parsed, lines: LineCounter, unclosed: Unclosed[], text?: string): Problem[] {
  // A tab throws the indentation off, and the errors after it follow from it: report the tab alone.
  const tabs = doc.errors.filter((e) => e.code === 'TAB_AS_INDENT');
  // So does a key indented too deep: the errors around it follow from it.
  const indented = doc.errors.map((e) => overIndentedKey(e, text)).filter((p): p is Problem => Boolean(p));
  if (!tabs.length && indented.length) return indented;
  const problems = [
    ...(tabs.length ? tabs : doc.errors).map((e) => yamlProblem(e, 'Error', unclosed, text)),
    ...doc.warnings.map((e) => yamlProblem(e, 'Warning', unclosed)),
  ];
  // One mistake often trips several rules at once: the first said of a line is enough.
  const said = new Set<number>();
  return problems.filter((p) => {
    const line = lines.linePos(p.offset).line;
    return !said.has(line) && Boolean(said.add(line));
  });
}

/** A spec carried in a Secret or ConfigMap: its text and where it sits in the editor. */
interface Carried {
  text: string;
  placement: Placement;
}

function decodeBase64(text: string): string {
  const binary = atob(text.replace(/\s+/g, ''));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The labels by which the CLI finds specs in a cluster (pkg/specs): a Secret or ConfigMap that has one is meant to carry a spec. */
const specLabels = ['troubleshoot.sh/kind', 'troubleshoot.io/kind'];

const looksLikeSpec = (text: string) => /apiVersion:\s*["']?troubleshoot\.(?:sh|replicated\.com)\//.test(text);

/**
 * Whether a Secret or ConfigMap is meant to carry a spec: it has a troubleshoot label, a key close
 * to a spec key, or a value that is a spec. Most Secrets beside a spec only hold what a
 * `secretKeyRef` points at, and are none of the CLI's business.
 */
function meantAsCarrier(doc: Document, kind: string): boolean {
  const labels = doc.getIn(['metadata', 'labels'], true);
  if (isMap(labels) && (labels.items as Pair<Node, Node>[]).some((pair) => isScalar(pair.key) && specLabels.includes(String(pair.key.value)))) return true;
  return ['data', 'stringData', 'binaryData'].some((field) => {
    const map = doc.get(field, true);
    if (!isMap(map)) return false;
    return (map.items as Pair<Node, Node>[]).some((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (specDataKeys.includes(key) || closest(key, specDataKeys).length) return true;
      const value = isScalar(pair.value) && typeof pair.value.value === 'string' ? pair.value.value : '';
      if (looksLikeSpec(value)) return true;
      if (field === 'stringData' || (kind === 'ConfigMap' && field === 'data')) return false;
      try {
        return looksLikeSpec(decodeBase64(value));
      } catch {
        return false;
      }
    });
  });
}

/**
 * The specs a Secret or ConfigMap carries, as the CLI reads them (pkg/loader/loader.go): only from
 * apiVersion v1, only under specDataKeys, from a ConfigMap's `data` and a Secret's `data` (base64)
 * and `stringData`. Says so where the CLI reads nothing from one meant to carry a spec.
 */
function carriedSpecs(doc: Document, kind: string, apiVersion: unknown, lines: LineCounter, text: string, placement: Placement, problems: Problem[]): Carried[] {
  const offsetOf = (node: Node | null | undefined) => node?.range?.[0] ?? doc.contents?.range?.[0] ?? 0;
  if (!meantAsCarrier(doc, kind)) return [];
  if (apiVersion !== 'v1') {
    problems.push({offset: offsetOf(doc.get('apiVersion', true) as Node), severity: 'Warning', message: `The CLI reads specs only from a ${kind} of apiVersion \`v1\`: it skips this one, so its data is not checked`});
    return [];
  }
  const read = kind === 'Secret' ? ['data', 'stringData'] : ['data'];
  const found: Carried[] = [];
  const unread: {key: string; field: string; offset: number}[] = [];
  for (const field of [...read, 'binaryData']) {
    const map = doc.get(field, true);
    if (!isMap(map)) continue;
    for (const pair of map.items as Pair<Node, Node>[]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const value = pair.value;
      if (!read.includes(field) || !specDataKeys.includes(key)) {
        unread.push({key, field, offset: offsetOf(pair.key)});
        continue;
      }
      if (!isScalar(value) || typeof value.value !== 'string') continue;
      const keyAt = editorPosition(placement, lines, offsetOf(pair.key));
      if (kind === 'Secret' && field === 'data') {
        // Base64 has no lines to point at in the editor: findings inside point at the key.
        try {
          found.push({text: decodeBase64(value.value), placement: {line: 0, indent: 0, fixed: placement.fixed ?? {...keyAt, note: `in the decoded \`${key}\``}}});
        } catch {
          problems.push({offset: offsetOf(value), severity: 'Error', message: `\`data.${key}\` is not valid base64, so the CLI cannot read this Secret`});
        }
      } else if (value.type === 'BLOCK_LITERAL' && !placement.fixed) {
        // A literal block keeps its lines: line N of the spec is N lines below the `|`, indented by the block.
        const body = text.slice(value.range![0], value.range![1]);
        const indent = /\n( *)\S/.exec(body)?.[1]!.length ?? 0;
        found.push({text: value.value, placement: {line: placement.line + lines.linePos(value.range![0]).line, indent: placement.indent + indent}});
      } else {
        found.push({text: value.value, placement: {line: 0, indent: 0, fixed: placement.fixed ?? {...keyAt, note: `in \`${field}.${key}\``}}});
      }
    }
  }
  if (!found.length && !problems.length) {
    const misplaced = unread.find((u) => specDataKeys.includes(u.key)) ?? unread[0];
    const near = misplaced && read.includes(misplaced.field) ? closest(misplaced.key, specDataKeys) : [];
    const keys = specDataKeys.map((k) => `\`${k}\``).join(', ');
    const hint = near.length ? `; did you mean \`${near[0]}\` instead of \`${misplaced!.key}\`?` : misplaced?.field === 'binaryData' ? `; move \`${misplaced.key}\` from \`binaryData\` to \`data\`` : '';
    problems.push({
      offset: misplaced?.offset ?? offsetOf(doc.contents as Node),
      severity: 'Warning',
      message: `The CLI reads a spec from a ${kind} only under these keys of ${read.map((f) => `\`${f}\``).join(' or ')}: ${keys}; it reads none from this one${hint}`,
    });
  }
  return found;
}

/**
 * Map keys the CLI cannot read: null (`~:`, an empty key), a map or a list. sigs.k8s.io/yaml
 * (gopkg.in/yaml.v2 underneath) turns each document into JSON before decoding it and refuses such
 * keys, so the loader skips the whole document, not only the key.
 */
function unreadableKeys(doc: Document, text: string): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key as Node | null;
      const what = key === null || (isScalar(key) && key.value === null) ? 'a null key' : isMap(key) ? 'a map as a key' : isSeq(key) ? 'a list as a key' : undefined;
      if (!what) return;
      const offset = key?.range?.[0] ?? (pair.value as Node | null)?.range?.[0] ?? 0;
      const written = key?.range ? text.slice(key.range[0], key.range[1]) : '';
      const placeholder = written.startsWith('{') ? placeholderIn(text.slice(Math.max(0, offset - 2), offset + 200)) : undefined;
      const consequence = `the CLI's YAML reader cannot turn ${what} into JSON, so the CLI skips this whole document, not only the key`;
      problems.push({
        offset,
        severity: rules['unreadable-map-key'].severity,
        rule: placeholder ? 'template-placeholder' : 'unreadable-map-key',
        source: rules['unreadable-map-key'].source,
        message: placeholder
          ? placeholderMessage(placeholder, `written without quotes YAML reads it as ${what}, and ${consequence}`)
          : `${what === 'a null key' ? `This key is null${written ? ` (\`${written}\`)` : ''}` : `\`${written.slice(0, 40)}\` is ${what}`}: ${consequence}`,
      });
    },
  });
  return problems;
}

/** Checks every document of one YAML text; `nesting` counts the Secrets and ConfigMaps around it. */
function checkText(ctx: Context, text: string, placement: Placement, nesting = 0): void {
  const {lines, docs, unclosed, tooDeep} = parseYaml(text);
  if (tooDeep !== undefined) {
    report(ctx, [{offset: tooDeep, severity: 'Error', message: `The text is nested deeper than ${maxDepth} levels, which no spec needs: it is not checked`}], lines, placement);
    return;
  }
  for (const doc of docs) {
    report(ctx, yamlProblems(doc, lines, unclosed, text), lines, placement);
    if (doc.errors.length) continue;
    let value: unknown;
    try {
      value = doc.toJS({maxAliasCount});
    } catch (error) {
      report(ctx, [{offset: doc.range[0], severity: 'Error', message: `This document cannot be expanded: ${(error as Error).message}`}], lines, placement);
      continue;
    }
    if (value === null || value === undefined) continue;
    const unreadable = unreadableKeys(doc, text);
    if (unreadable.length) {
      report(ctx, unreadable, lines, placement);
      continue;
    }
    const {kind, apiVersion} = value as {kind?: unknown; apiVersion?: unknown};
    if (kind === 'Secret' || kind === 'ConfigMap') {
      const problems: Problem[] = [];
      const carried = carriedSpecs(doc, kind, apiVersion, lines, text, placement, problems);
      report(ctx, problems, lines, placement);
      if (nesting < 2) for (const inner of carried) checkText(ctx, inner.text, inner.placement, nesting + 1);
      continue;
    }
    checkDocument(ctx, doc, value, lines, placement, docs, text);
  }
}

function checkDocument(ctx: Context, doc: Document, value: unknown, lines: LineCounter, placement: Placement, siblings: Document.Parsed[], text: string): void {
  const problems: Problem[] = [];
  const root = doc.contents as Node | null;
  const at = (path: (string | number)[]) => {
    const node = doc.getIn(path, true) as Node | undefined;
    return node?.range?.[0] ?? root?.range?.[0] ?? 0;
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({offset: at([]), severity: 'Error', message: 'A spec is a map with apiVersion, kind, metadata and spec'});
    report(ctx, problems, lines, placement);
    return;
  }
  const {apiVersion, kind} = value as {apiVersion?: unknown; kind?: unknown};
  const v1beta3 = apiVersion === apiV1beta3;
  if (typeof apiVersion !== 'string') {
    problems.push({offset: at([]), severity: 'Error', message: `missing \`apiVersion\`: write \`${apiV1beta2}\``});
  } else if (apiVersion === apiV1beta1) {
    problems.push(ruleProblem('old-api-group', at(['apiVersion']), `\`${apiV1beta1}\` is the old API group: the CLI still reads it, rewriting it to \`${apiV1beta2}\` first; write \`${apiV1beta2}\``));
  } else if (apiVersion !== apiV1beta2 && !v1beta3) {
    problems.push({offset: at(['apiVersion']), severity: 'Error', message: `unknown apiVersion \`${apiVersion}\`: write \`${apiV1beta2}\` (or \`${apiV1beta3}\` for templated specs)`});
  }
  const kinds = Object.keys(ctx.options.data.schemas);
  if (typeof kind !== 'string' || !kinds.includes(kind)) {
    const suggestions = typeof kind === 'string' ? closest(kind, kinds) : [];
    problems.push({
      offset: at(['kind']),
      severity: 'Error',
      message: `${typeof kind === 'string' ? `unknown kind \`${kind}\`` : 'missing `kind`'}${suggestions.length ? `: did you mean ${suggestions.map((s) => `\`${s}\``).join(' or ')}?` : `: one of ${kinds.join(', ')}`}`,
    });
    report(ctx, problems, lines, placement);
    return;
  }
  const {data} = ctx.options;
  const v1beta3Schema = v1beta3 ? data.schemasV1beta3[kind] : undefined;
  walk(root, v1beta3Schema ?? data.schemas[kind]!, '', problems, {
    doc,
    source: text,
    extraItemKeys: v1beta3 ? ['docString'] : [],
    itemKeyNote: itemKeyNote(data, kind, v1beta3),
    ...(v1beta3Schema ? {unknownItemKey: droppedByV1beta3(data, kind, v1beta3Schema)} : {}),
  });
  const entries = entriesOf(doc, kind, data);
  if (v1beta3Schema) {
    // The CLI keeps only what the v1beta3 types hold: the database collectors.
    const collectors = ((v1beta3Schema.properties as Record<string, JsonSchema>).spec?.properties as Record<string, JsonSchema>)?.collectors?.items as JsonSchema | undefined;
    const kept = Object.keys((collectors?.properties ?? {}) as object);
    problems.push(...fieldRules(entries.filter((entry) => entry.list === 'collectors' && kept.includes(entry.key)), ctx.options.version));
  } else {
    problems.push(...whenProblems(doc, kind, data));
    problems.push(...fieldRules(entries, ctx.options.version));
    problems.push(...outcomeRules(entries, data.outcomeOrder));
    problems.push(...crossChecks(doc, kind, data, siblings.filter((d) => d.errors.length === 0)));
  }
  if (ctx.options.version) problems.push(...versionProblems(doc, kind, data, ctx.options.version));
  report(ctx, problems, lines, placement);
}

/**
 * For a v1beta3 SupportBundle: a v1beta2 entry its types do not hold (any analyzer, host
 * collector or collector other than a database one) is dropped, said as such; an unknown key
 * keeps the usual message.
 */
function droppedByV1beta3(data: CheckerData, kind: string, schema: JsonSchema): NonNullable<WalkOptions['unknownItemKey']> {
  const spec = (schema.properties as Record<string, JsonSchema>).spec!;
  return (key, where, offset) => {
    const list = /^spec\.(\w+)\[\d+\]$/.exec(where)?.[1];
    const entryKind = list ? data.lists[kind]?.[list] : undefined;
    const v2items = list ? ((data.schemas[kind]?.properties as Record<string, JsonSchema>).spec?.properties as Record<string, JsonSchema>)?.[list]?.items : undefined;
    if (!list || !entryKind || !Object.hasOwn((v2items as JsonSchema | undefined)?.properties ?? {}, key)) return undefined;
    const items = (spec.properties as Record<string, JsonSchema>)[list]?.items as JsonSchema | undefined;
    const kept = Object.keys((items?.properties ?? {}) as object);
    const holds = items?.[emptyItemMark] || !kept.length ? `holds no \`${list}\`` : `holds only the collectors ${kept.map((k) => `\`${k}\``).join(', ')}`;
    return {
      offset,
      severity: rules['v1beta3-dropped'].severity,
      rule: 'v1beta3-dropped',
      source: rules['v1beta3-dropped'].source,
      message: `\`${key}\` in ${where} is dropped: a troubleshoot.sh/v1beta3 SupportBundle ${holds}, so the CLI never runs it; put it in a troubleshoot.sh/v1beta2 SupportBundle (a second document of the same file works)`,
    };
  };
}

/** A finding about the values box, at its line. */
function valuesFinding(ctx: Context, line: number, column: number, reason: string): void {
  ctx.findings.push({severity: 'Error', line, column, in: 'values', message: `The values are not valid (in the values, line ${line}): ${reason}`});
}

/** Whether the values box holds a YAML map, as a --values file must; says where it does not. */
function valuesReadable(ctx: Context, values: string): boolean {
  const {lines, docs, unclosed, tooDeep} = parseYaml(values);
  const problems: {offset: number; message: string}[] =
    tooDeep !== undefined
      ? [{offset: tooDeep, message: `they are nested deeper than ${maxDepth} levels`}]
      : docs.flatMap((doc) => yamlProblems(doc, lines, unclosed)).filter((p) => p.severity === 'Error');
  const contents = docs[0]?.contents;
  if (!problems.length && contents && !isMap(contents)) problems.push({offset: contents.range[0], message: 'they must be a map of keys, as a --values file holds, not a list or a single value'});
  for (const p of problems) {
    const {line, col} = lines.linePos(p.offset);
    valuesFinding(ctx, line, col, p.message);
  }
  return problems.length === 0;
}

/** A template or values error thrown by the renderer, as a finding. */
function renderError(ctx: Context, error: unknown): void {
  const {line = 1, column = 1, inValues} = error as {line?: number; column?: number; inValues?: boolean};
  const message = (error as Error).message;
  if (inValues) valuesFinding(ctx, line, column, message);
  else ctx.findings.push({severity: 'Error', line, column, message: `The template cannot be rendered: ${message}`});
}

/** Where a finding in text an action printed comes from: the action, and the values it reads. */
function printedBy(action: string | undefined): string {
  if (!action) return '(in the rendered spec)';
  const values = [...new Set([...action.matchAll(/\.Values\.([\w.-]+)/g)].map((m) => m[1]!))];
  const short = action.length > 60 ? `${action.slice(0, 57)}...}}` : action;
  return `(in the rendered spec): printed by \`${short}\`${values.length ? `, from ${values.map((v) => `\`${v}\``).join(' and ')} of the values` : ''}`;
}

/**
 * A templated spec (v1beta3, or a Helm chart's template holding a spec): without values, its
 * template syntax only, as the CLI refuses to render it; with values, the rendered spec, each
 * finding pointed back at the template line it comes from.
 */
function checkTemplate(ctx: Context, text: string): void {
  const {render, values} = ctx.options;
  const warn = (message: string) => ctx.findings.push({severity: 'Warning', line: 1, column: 1, message, rule: 'template-needs-values', source: rules['template-needs-values'].source});
  if (!render) {
    warn('This spec is a template: give its values to check the rendered spec');
    return;
  }
  if (!values?.trim()) {
    try {
      render(text);
    } catch (error) {
      renderError(ctx, error);
      return;
    }
    const cli = text.includes(apiV1beta3) ? '; the CLI refuses a templated v1beta3 file without --values or --set' : '';
    warn(`This spec is a template: its template syntax is fine, but checking the rendered spec needs its values: give them in the Values box${cli}`);
    return;
  }
  if (!valuesReadable(ctx, values)) return;
  let rendered: RenderedSpec;
  try {
    rendered = render(text, values)!;
  } catch (error) {
    renderError(ctx, error);
    return;
  }
  for (const warning of rendered.warnings) ctx.findings.push({severity: 'Warning', ...warning});
  const before = ctx.findings.length;
  checkText(ctx, rendered.text, top);
  for (const finding of ctx.findings.slice(before)) {
    const source = rendered.source(finding.line, finding.column);
    finding.line = source.line;
    finding.column = source.column;
    if (!source.exact) finding.message = `${finding.message} ${printedBy(source.action)}`;
  }
}

/** Checks a spec text; findings sorted by position, those about the values box last. */
export function checkSpec(text: string, options: CheckOptions): Finding[] {
  const ctx: Context = {findings: [], options};
  if (tooLarge(text)) return [{severity: 'Error', line: 1, column: 1, message: tooLargeMessage}];
  if (looksBinary(text)) {
    return [{severity: 'Error', line: 1, column: 1, message: 'This is not text: it holds control characters a YAML spec cannot contain'}];
  }
  if (isTemplate(text)) checkTemplate(ctx, text);
  else checkText(ctx, text, top);
  const inValues = (f: Finding) => (f.in === 'values' ? 1 : 0);
  return ctx.findings.sort((a, b) => inValues(a) - inValues(b) || a.line - b.line || a.column - b.column);
}
