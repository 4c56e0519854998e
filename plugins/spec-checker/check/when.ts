/**
 * The `when` of every outcome of every analyzer in a document, parsed with the grammar its
 * analyzer uses (reference/when): the one check nothing else does, since the JSON Schemas take
 * any string. Shared by the spec checker and the test that checks every example on the site.
 */
import {isMap, isScalar, isSeq, type Document, type Node} from 'yaml';
import {grammars} from '../../../reference/when/index';
import type {Severity, WhenGrammar} from '../../../reference/when/grammar';
import type {CheckerData, ReaderFacts} from './data';
import type {Problem} from './schema-walk';
import {placeholderIn, placeholderMessage} from './rules/placeholders';

const severities: Severity[] = ['fail', 'warn', 'pass'];

/** The grammars of one analyzer in one spec: those of the modes its fields select, else its default. */
function grammarsOf(facts: ReaderFacts, analyzer: Record<string, unknown>): WhenGrammar[] {
  if (!facts.when) return [];
  const set = (facts.modes ?? []).filter((mode) => analyzer[mode.field] !== undefined && analyzer[mode.field] !== '');
  const ids = set.length === 0 ? [facts.when] : facts.allModesRun ? set.map((m) => m.when) : [set[0]!.when];
  return ids.map((id) => grammars[id]).filter((g): g is WhenGrammar => Boolean(g));
}

export interface WhenCheckResult {
  problems: Problem[];
  /** How many `when` conditions (or missing ones) were checked. */
  checked: number;
}

export function checkWhens(doc: Document, kind: string, data: CheckerData): WhenCheckResult {
  const problems: Problem[] = [];
  let checked = 0;
  for (const [list, entryKind] of Object.entries(data.lists[kind] ?? {})) {
    if (entryKind !== 'analyzer' && entryKind !== 'hostAnalyzer') continue;
    const items = doc.getIn(['spec', list], true);
    if (!isSeq(items)) continue;
    items.items.forEach((item, i) => {
      if (!isMap(item)) return;
      for (const pair of item.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const facts = data.readers[entryKind][key];
        const analyzer = pair.value as Node | null;
        if (!facts || !isMap(analyzer)) continue;
        const outcomes = analyzer.get('outcomes', true);
        if (!isSeq(outcomes)) continue;
        const parsers = grammarsOf(facts, analyzer.toJSON() as Record<string, unknown>);
        outcomes.items.forEach((outcome, j) => {
          if (!isMap(outcome)) return;
          for (const severity of severities) {
            const single = outcome.get(severity, true);
            if (!single) continue;
            checked++;
            const whenNode = isMap(single) ? single.get('when', true) : undefined;
            const when = isScalar(whenNode) ? String(whenNode.value ?? '') : '';
            for (const grammar of parsers) {
              const result = grammar.parse(when, severity);
              if (!result.ok) {
                const node = (whenNode ?? single) as Node;
                const placeholder = placeholderIn(when);
                const where = `spec.${list}[${i}].${key}.outcomes[${j}].${severity}.when`;
                problems.push({
                  offset: node.range?.[0] ?? 0,
                  severity: 'Error',
                  ...(placeholder
                    ? {rule: 'template-placeholder', message: placeholderMessage(placeholder, `${where} is ${JSON.stringify(when)}, which \`${key}\` cannot read`), source: grammar.source}
                    : {rule: 'when-condition', message: `${where} ${JSON.stringify(when)}: ${result.message}`, source: grammar.source}),
                });
                break;
              }
            }
          }
        });
      }
    });
  }
  return {problems, checked};
}

export function whenProblems(doc: Document, kind: string, data: CheckerData): Problem[] {
  return checkWhens(doc, kind, data).problems;
}
