/**
 * Rules on single fields whose text the CLI parses: `exclude` and `strict` (booleans written as
 * strings), the log limits of `logs`, and the quantities of `nodeResources` filters.
 */
import {isScalar, type Node} from 'yaml';
import {goDurationProblem} from '../../../../reference/when/fs-perf';
import {parseBool} from '../../../../reference/go/strconv';
import {isQuantity} from '../../../../reference/when/node-resources';
import type {Problem} from '../schema-walk';
import {newer} from '../versions';
import {entryPath, nodeAt, offsetOf, ruleProblem, textOf, type Entry} from './entries';
import {placeholderIn, placeholderMessage} from './placeholders';
import {rules} from './registry';

/** The plain scalars go-yaml v2 (YAML 1.1, under sigs.k8s.io/yaml) reads as booleans. */
const yaml11Bools = ['y', 'Y', 'yes', 'Yes', 'YES', 'n', 'N', 'no', 'No', 'NO', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'on', 'On', 'ON', 'off', 'Off', 'OFF'];

/** The text of a BoolOrString field when it decodes as a string (not a YAML boolean), else undefined. */
function boolOrStringText(node: Node | undefined): string | undefined {
  if (!isScalar(node) || typeof node.value !== 'string') return undefined;
  if (node.type === 'PLAIN' && yaml11Bools.includes(node.value)) return undefined;
  return node.value;
}

const excludeConsequence: Record<string, string> = {
  collector: 'the collector runs anyway',
  hostCollector: 'the host collector runs anyway',
  remoteCollector: 'the remote collector runs anyway',
  analyzer: 'the analyzer stops with an error instead of a result',
  hostAnalyzer: 'the host analyzer runs anyway',
};

function booleanFields(entry: Entry): Problem[] {
  const problems: Problem[] = [];
  const exclude = nodeAt(entry.map, 'exclude');
  const excludeText = boolOrStringText(exclude);
  if (excludeText && parseBool(excludeText) === undefined) {
    const consequence = excludeConsequence[entry.entryKind] ?? 'it is not read as true or false';
    const placeholder = placeholderIn(excludeText);
    problems.push(
      ruleProblem(
        placeholder ? 'template-placeholder' : 'exclude-not-bool',
        offsetOf(exclude, entry.offset),
        placeholder
          ? placeholderMessage(placeholder, `\`exclude\` does not parse as a boolean, so ${consequence}`)
          : `\`exclude\` of \`${entry.key}\` is ${JSON.stringify(excludeText)}, which does not parse as a boolean (true, false, 1, 0, t, f...), so ${consequence}`,
      ),
    );
  }
  const strict = nodeAt(entry.map, 'strict');
  const strictText = boolOrStringText(strict);
  if (strictText && parseBool(strictText) === undefined && (entry.entryKind === 'analyzer' || entry.entryKind === 'hostAnalyzer')) {
    const placeholder = placeholderIn(strictText);
    const consequence = '`strict` does not parse as a boolean and is read as false';
    problems.push(
      placeholder
        ? {...ruleProblem('template-placeholder', offsetOf(strict, entry.offset), placeholderMessage(placeholder, consequence)), severity: rules['strict-not-bool'].severity}
        : ruleProblem('strict-not-bool', offsetOf(strict, entry.offset), `\`strict\` of \`${entry.key}\` is ${JSON.stringify(strictText)}, which does not parse as a boolean, so it is read as false`),
    );
  }
  return problems;
}

function logLimits(entry: Entry, version: string | undefined): Problem[] {
  if (entry.key !== 'logs' || entry.entryKind !== 'collector') return [];
  const problems: Problem[] = [];
  const maxAge = nodeAt(entry.map, 'limits', 'maxAge');
  const maxAgeText = textOf(maxAge);
  if (maxAgeText !== undefined && maxAgeText !== '') {
    const problem = goDurationProblem(maxAgeText);
    const placeholder = problem ? placeholderIn(maxAgeText) : undefined;
    const consequence = 'the collector cannot parse `maxAge`, logs the error and applies no limit at all: every line of every log is saved';
    if (placeholder) problems.push(ruleProblem('template-placeholder', offsetOf(maxAge, entry.offset), placeholderMessage(placeholder, consequence)));
    else if (problem) {
      const days = /^(\d+)d$/.exec(maxAgeText);
      problems.push(
        ruleProblem(
          'log-max-age-duration',
          offsetOf(maxAge, entry.offset),
          `\`limits.maxAge\` ${JSON.stringify(maxAgeText)} is not a Go duration (${problem}): ${consequence}${days ? `; write ${Number(days[1]) * 24}h` : ''}`,
        ),
      );
    }
  }
  const timed = ['maxAge', 'sinceTime'].find((field) => (textOf(nodeAt(entry.map, 'limits', field)) ?? '') !== '');
  const since = rules['log-max-age-drops-limits'].since;
  if (timed && !(version && newer(since, version))) {
    for (const field of ['maxLines', 'maxBytes']) {
      const node = nodeAt(entry.map, 'limits', field);
      if (!node || textOf(node) === undefined) continue;
      problems.push(
        ruleProblem(
          'log-max-age-drops-limits',
          offsetOf(node, entry.offset),
          `\`limits.${field}\` is not applied: with \`${timed}\` set, the collector sends only the time limit, without \`maxLines\`, \`maxBytes\` or their defaults (10000 lines, 5000000 bytes), so a busy container's whole log since then is saved`,
        ),
      );
    }
  }
  return problems;
}

const quantityFilters = ['cpuCapacity', 'cpuAllocatable', 'memoryCapacity', 'memoryAllocatable', 'podCapacity', 'podAllocatable', 'ephemeralStorageCapacity', 'ephemeralStorageAllocatable', 'resourceCapacity', 'resourceAllocatable'];

function nodeFilters(entry: Entry): Problem[] {
  if (entry.key !== 'nodeResources' || entry.entryKind !== 'analyzer') return [];
  return quantityFilters.flatMap((field) => {
    const node = nodeAt(entry.map, 'filters', field);
    const text = textOf(node);
    if (text === undefined || text === '' || isQuantity(text)) return [];
    const consequence = `the analyzer cannot parse \`filters.${field}\` as a quantity and stops with an error instead of a result`;
    const placeholder = placeholderIn(text);
    return [
      placeholder
        ? ruleProblem('template-placeholder', offsetOf(node, entry.offset), placeholderMessage(placeholder, consequence))
        : ruleProblem('node-filter-quantity', offsetOf(node, entry.offset), `\`filters.${field}\` of ${entryPath(entry)} is ${JSON.stringify(text)}, not a Kubernetes quantity such as 4, 500m or 8Gi: ${consequence}`),
    ];
  });
}

export function fieldRules(entries: Entry[], version: string | undefined): Problem[] {
  return entries.flatMap((entry) => [...booleanFields(entry), ...logLimits(entry, version), ...nodeFilters(entry)]);
}
