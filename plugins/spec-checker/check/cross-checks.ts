/**
 * Warnings that look across a document: an analyzer whose input no collector of the spec writes
 * (the collectors that run by default count), a deprecated collector, and traps recorded in the
 * reference (the mysql analyzer's `warn` outcome without a `pass` beside it, a Redactor's `regex`
 * entry without `redactor`).
 */
import {isMap, isScalar, isSeq, type Document, type Node, type Pair} from 'yaml';
import {fillPattern, patternsOverlap} from '../../../reference/paths';
import type {CheckerData} from './data';
import type {Problem} from './schema-walk';

interface Item {
  key: string;
  fields: Record<string, unknown>;
  /** Offset of the key, where warnings about the item point. */
  offset: number;
  node: Node | null;
}

function itemsOf(doc: Document, list: string): Item[] {
  const seq = doc.getIn(['spec', list], true);
  if (!isSeq(seq)) return [];
  return seq.items.flatMap((item) =>
    isMap(item)
      ? (item.items as Pair<Node, Node>[]).map((pair) => ({
          key: isScalar(pair.key) ? String(pair.key.value) : '',
          fields: (isMap(pair.value) ? pair.value.toJSON() : {}) as Record<string, unknown>,
          offset: pair.key?.range?.[0] ?? 0,
          node: pair.value,
        }))
      : [],
  );
}

/**
 * Where the collectors of a run come from: the CLI merges the documents of one command, so an
 * analyzer may read what a collector of another document in the same text writes. For each kind
 * whose analyzers read collected files: the lists holding its analyzers, and for each the lists of
 * the documents (of that command) that hold the collectors feeding them.
 */
const sources: Record<string, {analyzers: string; writers: 'collector' | 'hostCollector'; from: [string, string][]; defaults: boolean}[]> = {
  SupportBundle: [
    {analyzers: 'analyzers', writers: 'collector', from: [['SupportBundle', 'collectors'], ['Collector', 'collectors']], defaults: true},
    {analyzers: 'hostAnalyzers', writers: 'hostCollector', from: [['SupportBundle', 'hostCollectors'], ['Collector', 'hostCollectors'], ['HostCollector', 'collectors']], defaults: false},
  ],
  HostCollector: [{analyzers: 'analyzers', writers: 'hostCollector', from: [['SupportBundle', 'hostCollectors'], ['Collector', 'hostCollectors'], ['HostCollector', 'collectors']], defaults: false}],
  Preflight: [{analyzers: 'analyzers', writers: 'collector', from: [['Preflight', 'collectors']], defaults: true}],
  HostPreflight: [{analyzers: 'analyzers', writers: 'hostCollector', from: [['HostPreflight', 'collectors']], defaults: false}],
};

const kindOf = (doc: Document) => String(doc.get('kind') ?? '');

/** Whether the shorter of two literal texts is the start (or the end) of the longer. */
function agree(x: string, y: string, atEnd: boolean): boolean {
  const n = Math.min(x.length, y.length);
  return atEnd ? x.slice(x.length - n) === y.slice(y.length - n) : x.slice(0, n) === y.slice(0, n);
}

interface Shape {
  start: string;
  end: string;
  /** The number of segments of every path, when fixed: no `<...spanning>` placeholder, no optional part. */
  segments?: number;
}

/** The literal start and end of a path pattern, and its depth: kept, as the same patterns recur at every check. */
const shapes = new Map<string, Shape>();
function shapeOf(pattern: string): Shape {
  let shape = shapes.get(pattern);
  if (!shape) {
    if (shapes.size > 10_000) shapes.clear(); // names typed one letter at a time make new patterns
    // Without a placeholder, star or optional part, the whole pattern is literal (-1 >>> 0 is past its end).
    const start = pattern.slice(0, pattern.search(/[<*[]/) >>> 0);
    const end = pattern.slice(Math.max(pattern.lastIndexOf('>'), pattern.lastIndexOf('*'), pattern.lastIndexOf(']')) + 1);
    shape = {start, end, ...(/<\.\.\.|\[/.test(pattern) ? {} : {segments: pattern.split('/').length})};
    shapes.set(pattern, shape);
  }
  return shape;
}

/**
 * patternsOverlap, after cheap tests that rule out most pairs (a spec's analyzers against every
 * output of its collectors): the literal starts and ends must agree, and so must the number of
 * segments of patterns of fixed depth.
 */
function overlap(a: string, b: string): boolean {
  const [x, y] = [shapeOf(a), shapeOf(b)];
  if (!agree(x.start, y.start, false) || !agree(x.end, y.end, true)) return false;
  if (x.segments && y.segments && x.segments !== y.segments) return false;
  return patternsOverlap(a, b);
}

/** With runHostCollectorsInPod, host output lands under a directory per node. */
const perNode = (path: string) => path.replace(/^host-collectors\//, 'host-collectors/<node>/');

/** `doc` is checked; `siblings` are all documents of the same text, `doc` included. */
export function crossChecks(doc: Document, kind: string, v1beta3: boolean, data: CheckerData, siblings: Document[]): Problem[] {
  const problems: Problem[] = [];
  const lists = data.lists[kind] ?? {};
  for (const [list, entryKind] of Object.entries(lists)) {
    if (entryKind !== 'collector') continue;
    for (const item of itemsOf(doc, list)) {
      const replacement = data.writers.collector[item.key]?.deprecatedFor;
      if (replacement) {
        problems.push({offset: item.offset, severity: 'Warning', message: `\`${item.key}\` is deprecated: use \`${replacement}\` instead`});
      }
    }
  }
  for (const source of sources[kind] ?? []) {
    const readerKind = lists[source.analyzers] as 'analyzer' | 'hostAnalyzer' | undefined;
    if (!readerKind) continue;
    const writers = data.writers[source.writers];
    const inPods = siblings.some((d) => kindOf(d) === 'SupportBundle' && d.getIn(['spec', 'runHostCollectorsInPod']) === true);
    const present = source.from.flatMap(([docKind, list]) =>
      siblings.filter((d) => kindOf(d) === docKind).flatMap((d) => itemsOf(d, list)),
    ).filter((item) => writers[item.key]);
    // Each collector's output paths, filled with its fields once.
    const running: {key: string; outputs: string[]}[] = [
      ...present.map((item) => {
        const outputs = writers[item.key]!.outputs;
        const all = inPods && source.writers === 'hostCollector' ? [...outputs, ...outputs.map(perNode)] : outputs;
        return {key: item.key, outputs: all.map((output) => fillPattern(output, item.fields))};
      }),
      ...(source.defaults
        ? Object.entries(writers)
            .filter(([key, facts]) => facts.runsByDefault && !present.some((item) => item.key === key))
            .map(([key, facts]) => ({key, outputs: facts.outputs.map((output) => fillPattern(output, {}))}))
        : []),
    ];
    for (const analyzer of itemsOf(doc, source.analyzers)) {
      const facts = data.readers[readerKind][analyzer.key];
      if (!facts) continue;
      // Some reads are alternatives (a path or its exec-output form), so warn only when none is written.
      const unwritten = facts.reads.map((read) => {
        const path = fillPattern(read.path, analyzer.fields);
        const candidates = read.writtenBy === 'any' ? running : running.filter((w) => (read.writtenBy as string[]).includes(w.key));
        return candidates.some((w) => w.outputs.some((output) => overlap(path, output))) ? undefined : {read, path};
      });
      const first = unwritten[0];
      if (first && unwritten.every(Boolean)) {
        const hint =
          first.read.writtenBy === 'any'
            ? 'check its `collectorName` and `fileName` against the output paths of your collectors'
            : `add ${first.read.writtenBy.map((k) => `\`${k}\``).join(' or ')} to the spec's collectors`;
        problems.push({
          offset: analyzer.offset,
          severity: 'Warning',
          message: `\`${analyzer.key}\` reads \`${first.path}\`, which no collector in this spec writes, so it will have nothing to read: ${hint}`,
        });
      }
      if (analyzer.key === 'mysql' && readerKind === 'analyzer') problems.push(...mysqlWarnTrap(analyzer));
    }
  }
  if (kind === 'Redactor') problems.push(...regexWithoutRedactor(doc));
  if (v1beta3 && kind === 'SupportBundle') {
    problems.push({
      offset: doc.contents?.range?.[0] ?? 0,
      severity: 'Warning',
      message: 'A v1beta3 SupportBundle keeps only its database collectors: the CLI drops every other collector and every analyzer when it reads the spec; use troubleshoot.sh/v1beta2 for them',
    });
  }
  return problems;
}

/**
 * A `regex` removal without `redactor` is accepted, but the empty expression it compiles to
 * changes nothing (pkg/redact/redact.go getReplacementPattern), so the entry silently does nothing.
 */
function regexWithoutRedactor(doc: Document): Problem[] {
  const redactors = doc.getIn(['spec', 'redactors'], true);
  if (!isSeq(redactors)) return [];
  return redactors.items.flatMap((redact) => {
    const regexes = isMap(redact) ? redact.getIn(['removals', 'regex'], true) : undefined;
    if (!isSeq(regexes)) return [];
    return regexes.items.flatMap((entry, j) =>
      isMap(entry) && !entry.get('redactor')
        ? [
            {
              offset: entry.range?.[0] ?? 0,
              severity: 'Warning' as const,
              message: `regex[${j}] is missing \`redactor\`: nothing refuses it, but the entry then changes nothing; add the expression to replace`,
            },
          ]
        : [],
    );
  });
}

/** The mysql analyzer dereferences `pass` while testing a `warn` outcome (pkg/analyze/mysql.go). */
function mysqlWarnTrap(analyzer: Item): Problem[] {
  const outcomes = isMap(analyzer.node) ? analyzer.node.get('outcomes', true) : undefined;
  if (!isSeq(outcomes)) return [];
  return outcomes.items.flatMap((outcome) =>
    isMap(outcome) && outcome.has('warn') && !outcome.has('pass')
      ? [
          {
            offset: outcome.range?.[0] ?? analyzer.offset,
            severity: 'Warning' as const,
            message: 'a `warn` outcome of `mysql` without a `pass` in the same item crashes the analyzer; add a `pass` with the same `when` to that item',
          },
        ]
      : [],
  );
}
