/**
 * Warnings that look across a document: an analyzer whose input no collector of the spec writes
 * (the collectors that run by default count), the mysql analyzer's `warn` outcome without a
 * `pass` beside it, and a Redactor's `regex` entry without `redactor`.
 */
import {isMap, isScalar, isSeq, type Document, type Node, type Pair} from 'yaml';
import {fillPattern, patternsOverlap} from '../../../reference/paths';
import type {CheckerData} from './data';
import type {Problem} from './schema-walk';
import {ruleProblem} from './rules/entries';

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

type WriterKind = 'collector' | 'hostCollector' | 'remoteCollector';

/**
 * Where the files an analyzer reads come from. The CLI merges the documents of one command, so an
 * analyzer may read what a collector of another document in the same text writes; a SupportBundle
 * runs its host collectors into the same bundle its analyzers and host analyzers read
 * (CollectSupportBundleFromSpec, AnalyzeSupportBundle); a HostPreflight's remote collectors write
 * the files of the host collectors they mirror, which its analyzers read node by node
 * (RemoteCollectResult.Analyze). For each kind whose analyzers read collected files: the list of
 * its analyzers, the documents' lists that feed them, and whether the collectors the CLI adds by
 * itself count.
 */
const allBundleWriters: [string, string, WriterKind][] = [
  ['SupportBundle', 'collectors', 'collector'],
  ['Collector', 'collectors', 'collector'],
  ['SupportBundle', 'hostCollectors', 'hostCollector'],
  ['Collector', 'hostCollectors', 'hostCollector'],
  ['HostCollector', 'collectors', 'hostCollector'],
];
const sources: Record<string, {analyzers: string; from: [string, string, WriterKind][]; defaults: boolean}[]> = {
  SupportBundle: [
    {analyzers: 'analyzers', from: allBundleWriters, defaults: true},
    {analyzers: 'hostAnalyzers', from: allBundleWriters, defaults: true},
  ],
  HostCollector: [{analyzers: 'analyzers', from: allBundleWriters, defaults: false}],
  Preflight: [{analyzers: 'analyzers', from: [['Preflight', 'collectors', 'collector']], defaults: true}],
  HostPreflight: [
    {
      analyzers: 'analyzers',
      from: [
        ['HostPreflight', 'collectors', 'hostCollector'],
        ['HostPreflight', 'remoteCollectors', 'remoteCollector'],
      ],
      defaults: false,
    },
  ],
};

/** The `data` collector writes `filepath.Join(name, collectorName)` (pkg/collect/data.go#CollectData.Collect): either alone is the whole path. */
function dataOutput(fields: Record<string, unknown>): string[] {
  const parts = [fields.name, fields.collectorName].filter((part): part is string => typeof part === 'string' && part !== '').map((part) => part.replace(/^\/+|\/+$/g, ''));
  return parts.length ? [parts.join('/')] : [];
}

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

/**
 * A read path as a reader would write it: optional parts left unfilled are left out, and the
 * reference's placeholder notation (`<...name>`, `<namespace unless rook-ceph>`) becomes `<name>`.
 */
function readable(path: string): string {
  return path
    .replace(/\[[^\]]*<[^\]]*\]/g, '')
    .replace(/\[([^\]]*)\]/g, '$1')
    .replace(/<\.\.\.(\w+)>/g, '<$1>')
    .replace(/<(\w+)[^>]*>/g, '<$1>');
}

/** With runHostCollectorsInPod, host output lands under a directory per node. */
const perNode = (path: string) => path.replace(/^host-collectors\//, 'host-collectors/<node>/');

/** `doc` is checked; `siblings` are all documents of the same text, `doc` included. */
export function crossChecks(doc: Document, kind: string, data: CheckerData, siblings: Document[]): Problem[] {
  const problems: Problem[] = [];
  const lists = data.lists[kind] ?? {};
  for (const source of sources[kind] ?? []) {
    const readerKind = lists[source.analyzers] as 'analyzer' | 'hostAnalyzer' | undefined;
    if (!readerKind) continue;
    const nativeWriter = readerKind === 'analyzer' ? 'collector' : 'hostCollector';
    const inPods = siblings.some((d) => kindOf(d) === 'SupportBundle' && d.getIn(['spec', 'runHostCollectorsInPod']) === true);
    // Each collector's output paths, filled with its fields once; a remote collector as the host collector it mirrors.
    const running: {key: string; kind: 'collector' | 'hostCollector'; outputs: string[]}[] = source.from.flatMap(([docKind, list, written]) =>
      siblings
        .filter((d) => kindOf(d) === docKind)
        .flatMap((d) => itemsOf(d, list))
        .flatMap((item) => {
          const key = written === 'remoteCollector' ? data.remoteToHost[item.key] : item.key;
          const kind = written === 'collector' ? 'collector' : 'hostCollector';
          const facts = key ? data.writers[kind][key] : undefined;
          if (!key || !facts) return [];
          if (kind === 'collector' && key === 'data') return [{key, kind, outputs: dataOutput(item.fields)}];
          const outputs = inPods && kind === 'hostCollector' ? [...facts.outputs, ...facts.outputs.map(perNode)] : facts.outputs;
          return [{key, kind, outputs: outputs.map((output) => fillPattern(output, item.fields))}];
        }),
    );
    if (source.defaults) {
      for (const [key, facts] of Object.entries(data.writers.collector)) {
        if (facts.runsByDefault && !running.some((w) => w.kind === 'collector' && w.key === key)) running.push({key, kind: 'collector', outputs: facts.outputs.map((output) => fillPattern(output, {}))});
      }
    }
    for (const analyzer of itemsOf(doc, source.analyzers)) {
      const facts = data.readers[readerKind][analyzer.key];
      if (!facts) continue;
      // Some reads are alternatives (a path or its exec-output form), so warn only when none is written.
      const unwritten = facts.reads.map((read) => {
        const path = fillPattern(read.path, analyzer.fields);
        const candidates = read.writtenBy === 'any' ? running : running.filter((w) => w.kind === nativeWriter && (read.writtenBy as string[]).includes(w.key));
        return candidates.some((w) => w.outputs.some((output) => overlap(path, output))) ? undefined : {read, path};
      });
      const first = unwritten[0];
      if (first && unwritten.every(Boolean)) {
        const hint =
          first.read.writtenBy === 'any'
            ? 'check its `collectorName` and `fileName` against the output paths of your collectors'
            : `add ${first.read.writtenBy.map((k) => `\`${k}\``).join(' or ')} to the spec's collectors`;
        problems.push(ruleProblem('read-not-written', analyzer.offset, `\`${analyzer.key}\` reads \`${readable(first.path)}\`, which no collector in this spec writes, so it will have nothing to read: ${hint}`));
      }
      if (analyzer.key === 'mysql' && readerKind === 'analyzer') problems.push(...mysqlWarnTrap(analyzer));
    }
  }
  if (kind === 'Redactor') problems.push(...regexWithoutRedactor(doc));
  return problems;
}

/** A `regex` removal without `redactor` is accepted, but the empty expression it compiles to changes nothing. */
function regexWithoutRedactor(doc: Document): Problem[] {
  const redactors = doc.getIn(['spec', 'redactors'], true);
  if (!isSeq(redactors)) return [];
  return redactors.items.flatMap((redact) => {
    const regexes = isMap(redact) ? redact.getIn(['removals', 'regex'], true) : undefined;
    if (!isSeq(regexes)) return [];
    return regexes.items.flatMap((entry, j) =>
      isMap(entry) && !entry.get('redactor')
        ? [ruleProblem('redactor-regex-empty', entry.range?.[0] ?? 0, `regex[${j}] is missing \`redactor\`: nothing refuses it, but the entry then changes nothing; add the expression to replace`)]
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
      ? [ruleProblem('mysql-warn-without-pass', outcome.range?.[0] ?? analyzer.offset, 'a `warn` outcome of `mysql` without a `pass` in the same item crashes the analyzer; add a `pass` with the same `when` to that item')]
      : [],
  );
}
