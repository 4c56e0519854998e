/**
 * Rules on the outcomes of analyzers, from each analyzer's evaluation code:
 * - in analyzers that take the first outcome that holds, and for which an outcome without `when`
 *   always holds, the outcomes after such a catch-all are never reached, and an outcome whose
 *   condition implies an earlier one's never fires;
 * - a `regexGroups` condition on a group is false when the expression finds nothing;
 * - a status analyzer with `name` needs outcomes and a `namespace`, and `clusterVersion` needs outcomes.
 * Which analyzers take the first outcome that holds is listed here and checked against the
 * reference's own account of each analyzer (`outcomes.order`), whose sources the findings cite.
 */
import {isMap, isSeq, type Node, type YAMLMap} from 'yaml';
import {parse as parseSemver, type Version} from '../../../../reference/go/blang-semver';
import {goDurationProblem} from '../../../../reference/when/fs-perf';
import {isQuantity} from '../../../../reference/when/node-resources';
import type {Problem} from '../schema-walk';
import {entryPath, nodeAt, offsetOf, ruleProblem, textOf, type Entry} from './entries';

/** How the values compared by an analyzer's conditions are ordered. */
type Domain = 'semver' | 'integer' | 'quantity' | 'duration' | 'none';

interface FirstMatch {
  domain: Domain;
  /** The code that decides it, where the reference's account of the analyzer does not say so itself. */
  source?: string[];
  /** The severities whose outcome without `when` always holds, when not all of them. */
  catchAll?: Outcome['severity'][];
  /** When set, the outcomes are read only in this case (a status analyzer without `name` ignores them). */
  readsOutcomes?: (entry: Entry) => boolean;
}

const withName = (entry: Entry) => (textOf(nodeAt(entry.map, 'name')) ?? '') !== '';
const regexGroupsAlone = (entry: Entry) => Boolean(textOf(nodeAt(entry.map, 'regexGroups'))) && !textOf(nodeAt(entry.map, 'regex'));
const regexGroupsCode = ['pkg/analyze/text_analyze.go#analyzeRegexGroups', 'pkg/analyze/text_analyze.go#compareRegex'];

/**
 * The analyzers that try their outcomes from top to bottom, take the first that holds, and treat
 * an outcome without `when` as one that holds, by `entryKind/key`. The unit tests check each
 * against the reference's `outcomes.order` text and cite its sources.
 */
export const firstMatchAnalyzers: Record<string, FirstMatch> = {
  'analyzer/clusterVersion': {domain: 'semver'},
  'analyzer/containerRuntime': {domain: 'none'},
  'analyzer/distribution': {domain: 'none'},
  'analyzer/nodeResources': {domain: 'quantity'},
  'analyzer/clusterPodStatuses': {domain: 'none'},
  'analyzer/deploymentStatus': {domain: 'integer', readsOutcomes: withName},
  'analyzer/statefulsetStatus': {domain: 'integer', readsOutcomes: withName},
  'analyzer/jobStatus': {domain: 'integer', readsOutcomes: withName},
  'analyzer/replicasetStatus': {domain: 'integer', readsOutcomes: withName},
  'analyzer/http': {domain: 'integer'},
  // A `warn` without `when` reads the `when` of the `pass` beside it (and crashes without one).
  'analyzer/mysql': {domain: 'none', catchAll: ['fail', 'pass']},
  'analyzer/postgres': {domain: 'none'},
  'analyzer/redis': {domain: 'none'},
  'analyzer/mssql': {domain: 'none'},
  'analyzer/clickhouse': {domain: 'none'},
  'analyzer/s3Status': {domain: 'none'},
  'analyzer/registryImages': {domain: 'integer'},
  'analyzer/nodeMetrics': {domain: 'none'},
  'analyzer/sysctl': {domain: 'none'},
  // With `regexGroups` alone (`regex` tries every outcome and keeps the last that holds); an empty condition holds.
  'analyzer/textAnalyze': {domain: 'integer', readsOutcomes: regexGroupsAlone, source: regexGroupsCode},
  'hostAnalyzer/textAnalyze': {domain: 'integer', readsOutcomes: regexGroupsAlone, source: regexGroupsCode},
  'hostAnalyzer/blockDevices': {domain: 'none'},
  'hostAnalyzer/certificate': {domain: 'none'},
  'hostAnalyzer/cpu': {domain: 'integer'},
  'hostAnalyzer/diskUsage': {domain: 'quantity'},
  'hostAnalyzer/filesystemPerformance': {domain: 'duration'},
  'hostAnalyzer/hostOS': {domain: 'none'},
  'hostAnalyzer/hostServices': {domain: 'none'},
  'hostAnalyzer/http': {domain: 'integer'},
  'hostAnalyzer/httpLoadBalancer': {domain: 'none'},
  'hostAnalyzer/ipv4Interfaces': {domain: 'integer'},
  'hostAnalyzer/memory': {domain: 'quantity'},
  'hostAnalyzer/registryImages': {domain: 'integer'},
  'hostAnalyzer/subnetAvailable': {domain: 'none'},
  'hostAnalyzer/subnetContainsIP': {domain: 'none'},
  'hostAnalyzer/sysctl': {domain: 'none'},
  'hostAnalyzer/tcpConnect': {domain: 'none'},
  'hostAnalyzer/tcpLoadBalancer': {domain: 'none'},
  'hostAnalyzer/tcpPortStatus': {domain: 'none'},
  'hostAnalyzer/time': {domain: 'none'},
  'hostAnalyzer/udpPortStatus': {domain: 'none'},
};

interface Outcome {
  severity: 'fail' | 'warn' | 'pass';
  when: string;
  /** Where findings about the outcome point: its `when`, or its severity key. */
  offset: number;
}

/** The outcomes as the code reads them: in each item the first of fail, warn and pass that is set. */
function outcomesOf(map: YAMLMap | null): Outcome[] {
  const seq = nodeAt(map, 'outcomes');
  if (!isSeq(seq)) return [];
  return seq.items.flatMap((node) => {
    const item = nodeAt(node as YAMLMap);
    if (!isMap(item)) return [];
    for (const severity of ['fail', 'warn', 'pass'] as const) {
      if (!item.has(severity)) continue;
      // The `when` as written, an alias included: findings point where it is used, not at its anchor.
      const single = nodeAt(item, severity);
      const whenNode = isMap(single) ? (single.get('when', true) as Node | undefined) : undefined;
      return [{severity, when: (textOf(whenNode) ?? '').trim(), offset: offsetOf(whenNode ?? (item.items[0]?.key as Node | undefined), item.range?.[0] ?? 0)}];
    }
    return [];
  });
}

/** A condition `<subject> <op> <value>` on one ordered quantity. */
interface Comparison {
  subject: string;
  op: '<' | '<=' | '>' | '>=' | '=';
  value: number | Version;
}

const quantityFactor: Record<string, number> = {'': 1, n: 1e-9, u: 1e-6, m: 1e-3, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60};

function quantityValue(text: string): number | undefined {
  if (/%$/.test(text)) return undefined;
  if (!isQuantity(text)) return undefined;
  const match = /^([+-]?\d*\.?\d*)([eE][+-]?\d+|[a-zA-Z]*)$/.exec(text);
  if (!match) return undefined;
  const [, number = '', suffix = ''] = match;
  const factor = /^[eE]/.test(suffix) ? 10 ** Number(suffix.slice(1)) : quantityFactor[suffix];
  return factor === undefined ? undefined : Number(number) * factor;
}

const durationNs: Record<string, number> = {ns: 1, us: 1e3, 'µs': 1e3, 'μs': 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9};

function durationValue(text: string): number | undefined {
  if (goDurationProblem(text)) return undefined;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/([0-9.]+)([a-zµμ]+)/g)) total += Number(amount) * (durationNs[unit!] ?? NaN);
  return Number.isFinite(total) ? total : undefined;
}

function comparisonOf(when: string, domain: Domain): Comparison | undefined {
  const match = /^(?:(\S+)\s+)?(<=|>=|===|==|=|<|>)\s*(\S+)$/.exec(when);
  if (!match) return undefined;
  const [, subject = '', written, text = ''] = match;
  const op = written === '==' || written === '===' ? '=' : (written as Comparison['op']);
  let value: number | Version | undefined;
  try {
    if (domain === 'semver') value = subject === '' ? parseSemver(text) : undefined;
    else if (domain === 'integer') value = /^-?\d+$/.test(text) ? Number(text) : undefined;
    else if (domain === 'quantity') value = text.endsWith('%') && /^\d+(\.\d+)?%$/.test(text) ? Number(text.slice(0, -1)) : quantityValue(text);
    else if (domain === 'duration') value = durationValue(text);
  } catch {
    return undefined;
  }
  if (value === undefined) return undefined;
  // Percentages and amounts of the same subject are different scales: keep them apart.
  return {subject: `${subject}${domain === 'quantity' && text.endsWith('%') ? '%' : ''}`, op, value};
}

function compare(a: number | Version, b: number | Version): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number' || typeof b === 'number') return NaN;
  for (const part of ['major', 'minor', 'patch'] as const) if (a[part] !== b[part]) return a[part] < b[part] ? -1 : 1;
  // Pre-release versions are left out of the comparison: an unknown order is never claimed.
  return a.pre.length || b.pre.length ? NaN : 0;
}

/** Whether every value that satisfies `inner` satisfies `outer` (never claimed when unsure). */
function implies(inner: Comparison, outer: Comparison): boolean {
  if (inner.subject !== outer.subject) return false;
  const c = compare(inner.value, outer.value);
  if (Number.isNaN(c)) return false;
  const below = (op: Comparison['op']) => op === '<' || op === '<=';
  const above = (op: Comparison['op']) => op === '>' || op === '>=';
  if (inner.op === '=') {
    if (outer.op === '=') return c === 0;
    if (outer.op === '<') return c < 0;
    if (outer.op === '<=') return c <= 0;
    if (outer.op === '>') return c > 0;
    return c >= 0;
  }
  if (below(inner.op) && below(outer.op)) return c < 0 || (c === 0 && (outer.op === '<=' || inner.op === '<'));
  if (above(inner.op) && above(outer.op)) return c > 0 || (c === 0 && (outer.op === '>=' || inner.op === '>'));
  return false;
}

const label = (o: Outcome) => (o.when ? `\`${o.severity}\` on ${JSON.stringify(o.when)}` : `\`${o.severity}\` without \`when\``);

function orderProblems(entry: Entry, model: FirstMatch, order: string[]): Problem[] {
  const outcomes = outcomesOf(entry.map);
  const problems: Problem[] = [];
  const catchAll = outcomes.findIndex((o) => o.when === '' && (!model.catchAll || model.catchAll.includes(o.severity)));
  outcomes.forEach((outcome, i) => {
    if (catchAll >= 0 && i > catchAll) {
      problems.push(
        ruleProblem(
          'outcome-after-catch-all',
          outcome.offset,
          `${label(outcome)} of ${entryPath(entry)} is never reached: the ${label(outcomes[catchAll]!)} before it always holds, and \`${entry.key}\` takes the first outcome that holds`,
          order,
        ),
      );
      return;
    }
    if (!outcome.when) return;
    const earlier = outcomes.slice(0, i).find((e) => {
      if (e.when === outcome.when) return true;
      const [inner, outer] = [comparisonOf(outcome.when, model.domain), comparisonOf(e.when, model.domain)];
      return Boolean(inner && outer && implies(inner, outer));
    });
    if (earlier) {
      problems.push(
        ruleProblem(
          'outcome-covered',
          outcome.offset,
          `${label(outcome)} of ${entryPath(entry)} never fires: whenever it holds, the earlier ${label(earlier)} holds too, and \`${entry.key}\` takes the first outcome that holds`,
          order,
        ),
      );
    }
  });
  return problems;
}

/** `Error == ""` and the like: a named group of `regexGroups` is absent, not empty, when nothing matched. */
function regexGroupProblems(entry: Entry): Problem[] {
  if (entry.key !== 'textAnalyze' || !textOf(nodeAt(entry.map, 'regexGroups'))) return [];
  const outcomes = outcomesOf(entry.map);
  return outcomes.flatMap((outcome, i) => {
    const match = /^(\S+)\s+(?:=|==|===)\s+(?:''|"")$/.exec(outcome.when);
    if (!match) return [];
    const next = outcomes.slice(i + 1).find((o) => o.when === '');
    const instead = next ? `, so the ${label(next)} after it fires on every file where the expression finds nothing` : '';
    return [
      ruleProblem(
        'regex-group-absent',
        outcome.offset,
        `${label(outcome)} of ${entryPath(entry)} never holds when the regular expression finds nothing: the group \`${match[1]}\` then does not exist, and a condition on a missing group is false${instead}; to act on "no match", use \`regex\` with \`when: "false"\``,
      ),
    ];
  });
}

const statusFiles: Record<string, string> = {deploymentStatus: 'deployments', statefulsetStatus: 'statefulsets', jobStatus: 'jobs', replicasetStatus: 'replicasets'};

/** With no outcome to try, `clusterVersion` returns an empty result: no title, neither pass, warn nor fail. */
function clusterVersionProblems(entry: Entry): Problem[] {
  if (entry.entryKind !== 'analyzer' || entry.key !== 'clusterVersion' || outcomesOf(entry.map).length > 0) return [];
  return [ruleProblem('cluster-version-no-outcomes', entry.offset, `${entryPath(entry)} has no outcomes: it gives a result without a title that is neither pass, warn nor fail; add outcomes, such as a \`fail\` on "< 1.28.0" and a \`pass\``)];
}

function statusProblems(entry: Entry): Problem[] {
  if (entry.entryKind !== 'analyzer' || !statusFiles[entry.key] || !withName(entry)) return [];
  const problems: Problem[] = [];
  if ((textOf(nodeAt(entry.map, 'namespace')) ?? '') === '') {
    problems.push(
      ruleProblem(
        'status-name-without-namespace',
        entry.offset,
        `${entryPath(entry)} has \`name\` but no \`namespace\`: it reads \`cluster-resources/${statusFiles[entry.key]}/.json\`, which no collector writes, so it gives no result at all; add the \`namespace\` of the ${entry.key.replace('Status', '')}`,
      ),
    );
  }
  if ((entry.key === 'deploymentStatus' || entry.key === 'statefulsetStatus') && outcomesOf(entry.map).length === 0) {
    problems.push(ruleProblem('status-no-outcomes', entry.offset, `${entryPath(entry)} has \`name\` but no outcomes: its result is neither pass, warn nor fail; add outcomes, such as a \`fail\` on "< 1" and a \`pass\``));
  }
  return problems;
}

/** `order`: the sources of the reference's account of each analyzer's outcome order, by `entryKind/key`. */
export function outcomeRules(entries: Entry[], order: Record<string, string[]>): Problem[] {
  return entries.flatMap((entry) => {
    const id = `${entry.entryKind}/${entry.key}`;
    const model = firstMatchAnalyzers[id];
    const ordered = model && (!model.readsOutcomes || model.readsOutcomes(entry)) ? orderProblems(entry, model, model.source ?? order[id] ?? []) : [];
    return [...ordered, ...regexGroupProblems(entry), ...statusProblems(entry), ...clusterVersionProblems(entry)];
  });
}
