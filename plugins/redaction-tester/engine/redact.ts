/**
 * Redaction as `support-bundle` does it to one file (pkg/redact): the built-in rules first, then
 * each custom redactor whose file selector matches the file's path, in spec order, each one
 * reading what the previous one wrote; within one redactor, literal values, then regular
 * expressions, then YAML paths. As in the CLI, every custom rule for the file is built before any
 * runs, and if one cannot be built (a pattern RE2 rejects, a bad glob) the file is left exactly as
 * it was. Every change is recorded with the rule that made it. Where the tester cannot know what
 * the CLI would do (a pattern it cannot run that Go may accept), it says so instead of guessing.
 */
import type {BuiltInRule} from '@site/reference/redaction/model';
import {globMatches} from '../../../reference/go/glob';
import * as regexp from '../../../reference/go/regexp';
import {readYamlV2, writeYamlV2, type YamlValue} from '../../../reference/go/yaml-v2';
import {filepathMatch} from '../../../reference/go/filepath';
import {maxInputBytes, maxPatternLength} from './limits';

/** The text that replaces masked values (constants.MASK_TEXT). */
const maskText = '***HIDDEN***';

/** One item of a Redactor's `spec.redactors` (v1beta2.Redact); an empty string is a field left out. */
export interface RedactSpec {
  name?: string;
  fileSelector?: {file?: string; files?: string[]};
  removals?: {values?: string[]; regex?: {selector?: string; redactor?: string}[]; yamlPath?: string[]};
}

/** A problem with a rule, named as the redaction report names the rule. */
export interface RuleProblem {
  rule: string;
  message: string;
}

export interface Change {
  /** 1-based line of the file after the change; 0 when a YAML path rewrote the whole file. */
  line: number;
  /** A custom rule as the redaction report names it; a built-in rule by its id on the built-in rules page. */
  rule: string;
  builtIn: boolean;
  before: string;
  after: string;
}

export interface RedactionResult {
  output: string;
  changes: Change[];
  /**
   * The rule that could not be built, as Go would refuse it too (buildAdditionalRedactors stops
   * at the first): the CLI leaves the file unredacted, built-in rules included, and fails.
   */
  errors: RuleProblem[];
  /** Rules the tester cannot run but Go may accept: the tester cannot tell what the CLI would write. */
  unsure: RuleProblem[];
  /** A YAML path that makes `support-bundle` stop with a panic, writing no bundle at all. */
  crash?: RuleProblem;
  /** YAML paths that ran without changing the file, and why. */
  notes: RuleProblem[];
  /** Custom redactors skipped because their file selector does not match the path. */
  skipped: string[];
}

/** Splits text into lines as the CLI's line reader does: on `\n` only, remembering a final newline. */
function splitLines(text: string): {lines: string[]; finalNewline: boolean} {
  if (text === '') return {lines: [], finalNewline: false};
  const finalNewline = text.endsWith('\n');
  const lines = (finalNewline ? text.slice(0, -1) : text).split('\n');
  return {lines, finalNewline};
}

const joinLines = ({lines, finalNewline}: {lines: string[]; finalNewline: boolean}) =>
  lines.join('\n') + (finalNewline && lines.length ? '\n' : '');

/**
 * The replacement of one match (getReplacementPattern): each group in order, `mask` as the mask,
 * `drop` as nothing, an unnamed group as `$n` and any other name as `${name}`, which Go expands to
 * the first group of that name that took part in the match.
 */
function replacementFor(re: regexp.GoRegexp): (groups: (string | undefined)[]) => string {
  const names = re.groupNames;
  return (groups) =>
    names
      .slice(1)
      .map((name, i) => {
        if (name === 'mask') return maskText;
        if (name === 'drop') return '';
        if (name === '') return groups[i + 1] ?? '';
        const first = names.findIndex((other, j) => other === name && groups[j] !== undefined);
        return first < 0 ? '' : groups[first]!;
      })
      .join('');
}

interface LineRule {
  name: string;
  builtIn: boolean;
  scan?: regexp.GoRegexp;
  selector?: regexp.GoRegexp;
  redactor: regexp.GoRegexp;
}

/** A single-line rule: each line that matches (after the scan pre-filter) is rewritten. */
function applySingleLine(text: string, rule: LineRule, changes: Change[]): string {
  const file = splitLines(text);
  const replace = replacementFor(rule.redactor);
  file.lines = file.lines.map((line, i) => {
    if (rule.scan && !rule.scan.test(line.toLowerCase())) return line;
    if (!rule.redactor.test(line)) return line;
    const after = rule.redactor.replaceAll(line, replace);
    if (after !== line) changes.push({line: i + 1, rule: rule.name, builtIn: rule.builtIn, before: line, after});
    return after;
  });
  return joinLines(file);
}

/**
 * A two-line rule: when a line matches the selector, the next line is rewritten, and both are
 * consumed: the line after them starts a new pair (MultiLineRedactor.Redact).
 */
function applyMultiLine(text: string, rule: LineRule & {selector: regexp.GoRegexp}, changes: Change[]): string {
  const file = splitLines(text);
  const replace = replacementFor(rule.redactor);
  const out: string[] = [];
  let i = 0;
  while (i < file.lines.length) {
    const line1 = file.lines[i]!;
    const line2 = file.lines[i + 1];
    if (line2 === undefined) {
      out.push(line1);
      break;
    }
    const selected = (!rule.scan || rule.scan.test(line1.toLowerCase())) && rule.selector.test(line1);
    if (!selected) {
      out.push(line1);
      i += 1;
      continue;
    }
    const after = rule.redactor.replaceAll(line2, replace);
    if (after !== line2) changes.push({line: i + 2, rule: rule.name, builtIn: rule.builtIn, before: line2, after});
    out.push(line1, after);
    i += 2;
  }
  return joinLines({lines: out, finalNewline: file.finalNewline});
}

function applyLineRule(text: string, rule: LineRule, changes: Change[]): string {
  const {selector} = rule;
  return selector ? applyMultiLine(text, {...rule, selector}, changes) : applySingleLine(text, rule, changes);
}

/** A literal value: every occurrence on every line is masked (bytes.ReplaceAll). */
function applyLiteral(text: string, value: string, name: string, changes: Change[]): string {
  const file = splitLines(text);
  file.lines = file.lines.map((line, i) => {
    // bytes.ReplaceAll with an empty value puts the mask before, between and after every character.
    const after = value === '' ? maskText + [...line].join(maskText) + (line ? maskText : '') : line.split(value).join(maskText);
    if (after !== line) changes.push({line: i + 1, rule: name, builtIn: false, before: line, after});
    return after;
  });
  return joinLines(file);
}

/** Go's strconv.Atoi: optional sign, ASCII digits, within int64 (Troubleshoot's builds are 64-bit). */
function atoi(text: string): number | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const value = BigInt(text);
  return value >= -(2n ** 63n) && value < 2n ** 63n ? Number(value) : undefined;
}

class YamlPathPanic extends Error {
  rule = '';
}

/** Walks a dotted YAML path (`*` for every item or key, numbers for list items) and masks what it reaches (YamlRedactor.redactYaml). */
function maskAtPath(node: unknown, path: string[]): {value: unknown; found: boolean} {
  if (path.length === 0) return {value: maskText, found: true};
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    if (head === '*') {
      const children = node.map((child) => maskAtPath(child, rest));
      return {value: children.map((c) => c.value), found: children.some((c) => c.found)};
    }
    const index = atoi(head);
    if (index === undefined) return {value: node, found: false};
    // The code checks only len(typed) > pathIdx, so a negative index reaches typed[pathIdx] and panics.
    if (index < 0) throw new YamlPathPanic(`list index ${index} is out of range: support-bundle stops with a panic and writes no bundle`);
    if (index >= node.length) return {value: node, found: false};
    const result = maskAtPath(node[index], rest);
    const copy = [...node];
    copy[index] = result.value;
    return {value: copy, found: result.found};
  }
  if (node instanceof Map) {
    if (head === '*' && node.size > 0) {
      const children = [...node].map(([key, child]) => [key, maskAtPath(child, rest)] as const);
      return {value: new Map(children.map(([key, c]) => [key, c.value])), found: children.some(([, c]) => c.found)};
    }
    // Keys are looked up as text: a key written `1:` or `true:` is not reached by the path.
    if (!node.has(head)) return {value: node, found: false};
    const result = maskAtPath(node.get(head), rest);
    return {value: new Map(node).set(head, result.value), found: result.found};
  }
  return {value: node, found: false};
}

/**
 * A YAML path: the file is read as yaml.v2 reads it (only its first document); if the path is
 * found, the whole file is written again from the parsed data, so comments go, keys come out
 * sorted and only that first document remains; otherwise the file is left as it was. Before
 * that, the redactor matches the bundle path against itself with filepath.Match
 * (YamlRedactor.Redact), so a path that is not its own match is never changed.
 */
function applyYamlPath(text: string, path: string, yamlPath: string, name: string, changes: Change[]): {text: string; note?: string} {
  if (!filepathMatch(path, path)) {
    return {text, note: 'the bundle path does not match itself as a Go file pattern (it has [ or \\ in it), so the CLI skips every YAML path on this file'};
  }
  const read = readYamlV2(text);
  if (!read) return {text, note: 'the file does not parse as YAML (a mask left unquoted by an earlier rule breaks it too), so it is left as it was'};
  const result = maskAtPath(read.value, yamlPath.split('.'));
  if (!result.found) return {text, note: 'the path is not in the file, so it is left as it was'};
  const after = writeYamlV2(result.value as YamlValue);
  changes.push({line: 0, rule: name, builtIn: false, before: text, after});
  return {text: after};
}

/** The name the redaction report gives a custom rule (redactorName in pkg/redact/redact.go). */
function ruleName(redactorIndex: number, ruleIndex: number, redactName: string | undefined, type: string): string {
  return redactName ? `${redactName}.${type}.${ruleIndex}` : `unnamed-${redactorIndex}.${type}.${ruleIndex}`;
}

type Step = (text: string, changes: Change[], notes: RuleProblem[]) => string;

/**
 * A pattern the tester cannot compile. RE2's own parse errors are the ones Go's regexp/syntax
 * gives for the same pattern (re2js is a port of it), so the CLI refuses it too; any other
 * refusal (the tester's length limit, a group it cannot number) says nothing about Go.
 */
const goRefusesToo = (error: Error) => error.message.startsWith('error parsing regexp: ');

/**
 * The custom rules that apply to `path`, built as buildAdditionalRedactors builds them, item by
 * item: every glob of the item is compiled before any is matched (redactMatchesPath), then the
 * patterns of a selected item; the first failure ends the build. Empty (null) items are skipped
 * but keep their place in unnamed rule names.
 */
function buildCustomSteps(redactors: (RedactSpec | null)[], path: string): {steps: Step[]; skipped: string[]; errors: RuleProblem[]; unsure: RuleProblem[]} {
  const steps: Step[] = [];
  const skipped: string[] = [];
  const unsure: RuleProblem[] = [];
  const compile = (rule: string, pattern: string): regexp.GoRegexp | RuleProblem => {
    try {
      if (pattern.length > maxPatternLength) throw new Error(`the pattern is longer than ${maxPatternLength} characters`);
      return regexp.compile(pattern);
    } catch (error) {
      return {rule, message: (error as Error).message, ...(goRefusesToo(error as Error) ? {} : {unsure: true})};
    }
  };
  for (const [i, redact] of redactors.entries()) {
    if (!redact) continue;
    const label = redact.name || `unnamed-${i}`;
    const globs = [redact.fileSelector?.file, ...(redact.fileSelector?.files ?? [])].filter((g): g is string => !!g);
    let matches: boolean[];
    try {
      matches = globs.map((glob) => globMatches(glob, path));
    } catch (error) {
      return {steps: [], skipped, errors: [{rule: label, message: (error as Error).message}], unsure};
    }
    if (globs.length > 0 && !matches.includes(true)) {
      skipped.push(label);
      continue;
    }
    for (const [j, value] of (redact.removals?.values ?? []).entries()) {
      const name = ruleName(i, j, redact.name, 'literal');
      steps.push((text, changes) => applyLiteral(text, value, name, changes));
    }
    for (const [j, regex] of (redact.removals?.regex ?? []).entries()) {
      const name = ruleName(i, j, redact.name, regex.selector ? 'multiLine' : 'regex');
      const selector = regex.selector ? compile(name, regex.selector) : undefined;
      const redactor = compile(name, regex.redactor ?? '');
      const problems = [selector, redactor].filter((r): r is RuleProblem & {unsure?: true} => !!r && 'message' in r);
      // A pattern Go refuses fails the build whether or not Go accepts the other one.
      const refused = problems.find((p) => !p.unsure);
      if (refused) return {steps: [], skipped, errors: [{rule: refused.rule, message: refused.message}], unsure};
      const problem = problems[0];
      if (problem) {
        unsure.push({rule: problem.rule, message: problem.message});
        continue;
      }
      const built = {name, builtIn: false, redactor: redactor as regexp.GoRegexp, selector: selector as regexp.GoRegexp | undefined};
      steps.push((text, changes) => applyLineRule(text, built, changes));
    }
    for (const [j, yamlPath] of (redact.removals?.yamlPath ?? []).entries()) {
      const name = ruleName(i, j, redact.name, 'yaml');
      steps.push((text, changes, notes) => {
        let result: ReturnType<typeof applyYamlPath>;
        try {
          result = applyYamlPath(text, path, yamlPath, name, changes);
        } catch (error) {
          if (error instanceof YamlPathPanic) error.rule = name;
          throw error;
        }
        if (result.note) notes.push({rule: name, message: result.note});
        return result.text;
      });
    }
  }
  return {steps, skipped, errors: [], unsure};
}

/** The built-in rules that apply to `path`, in the code's order. */
function builtInSteps(builtIns: readonly BuiltInRule[], path: string): Step[] {
  return builtIns
    .filter((rule) => rule.files.length === 0 || rule.files.some((glob) => globMatches(glob, path)))
    .map((rule) => {
      const lineRule: LineRule = {
        name: rule.id,
        builtIn: true,
        redactor: regexp.compile(rule.redactor),
        selector: rule.selector ? regexp.compile(rule.selector) : undefined,
        scan: rule.scan ? regexp.compile(rule.scan) : undefined,
      };
      return (text, changes) => applyLineRule(text, lineRule, changes);
    });
}

export interface RedactOptions {
  /** The file's path inside the bundle, for file selectors (built-in scoped rules included). */
  path: string;
  /** The built-in rules to apply first; an empty list to see custom rules alone (the CLI always applies them). */
  builtIns: readonly BuiltInRule[];
}

/** Redacts one file's text with the built-in rules and the given custom redactors. */
export function redactFile(input: string, redactors: (RedactSpec | null)[], {path, builtIns}: RedactOptions): RedactionResult {
  if (new TextEncoder().encode(input).length > maxInputBytes) {
    throw new Error(`the sample is larger than ${maxInputBytes / 1024} KB; paste part of the file`);
  }
  const custom = buildCustomSteps(redactors, path);
  const result: RedactionResult = {output: input, changes: [], errors: custom.errors, unsure: custom.unsure, notes: [], skipped: custom.skipped};
  if (custom.errors.length > 0 || custom.unsure.length > 0) return result;
  for (const step of [...builtInSteps(builtIns, path), ...custom.steps]) {
    try {
      result.output = step(result.output, result.changes, result.notes);
    } catch (error) {
      if (!(error instanceof YamlPathPanic)) throw error;
      result.crash = {rule: error.rule, message: error.message};
      result.output = input;
      result.changes = [];
      return result;
    }
  }
  return result;
}
