import {fail, type WhenGrammar} from './grammar';
import * as strconv from '../go/strconv';
import * as strings from '../go/strings';
import {checkCount} from './replicas';

/**
 * jobStatus and replicasetStatus: `<field> <operator> <number>`. The two analyzers share the
 * parser's shape but not its field names, so the family has one grammar per analyzer: a job's
 * `ready` or a ReplicaSet's `succeeded` is an error, and the grammar must say so.
 */
function statusCount(options: {
  id: string;
  title: string;
  counted: string;
  fields: Record<string, string>;
  example: string;
  source: string[];
}): WhenGrammar {
  const names = Object.keys(options.fields);
  return {
    id: options.id,
    title: options.title,
    summary: `The condition names one counter of the ${options.counted}, an operator and a whole number, separated by single spaces: \`${options.example}\`. The counter is ${names.map((n) => `\`${n}\``).join(' or ')}, in lower case. The whole string is trimmed first; inside it, two spaces in a row are an error. There is no \`!=\`.`,
    forms: [
      ...names.map((name) => ({form: `${name} >= 1`, meaning: options.fields[name]!})),
      {form: `${names[0]} = 2`, meaning: '`==` and `===` mean the same as `=`; `<`, `<=`, `>` also work'},
      {form: '(empty)', meaning: 'always holds'},
    ],
    source: options.source,
    parse(when) {
      if (when === '') return {ok: true};
      const parts = strings.trimSpace(when).split(' ');
      if (parts.length !== 3) {
        const glued = parts.length === 1 && /^[a-z]+[=<>!]/i.test(parts[0]!);
        return fail(
          glued
            ? `separate the counter, the operator and the number with single spaces, such as "${options.example}"`
            : `expected a counter, an operator and a whole number separated by single spaces, such as "${options.example}"`,
        );
      }
      const [field, operator, value] = parts as [string, string, string];
      if (strconv.atoi(value) === undefined) return fail(`"${value}" is not a whole number; write a count such as "${options.example}"`);
      if (!names.includes(field)) {
        const sameLetters = names.find((n) => n.toLowerCase() === field.toLowerCase());
        return fail(
          sameLetters
            ? `counter names are case-sensitive: write "${sameLetters}"`
            : `unknown counter "${field}"; this analyzer knows ${names.map((n) => `"${n}"`).join(' and ')}`,
        );
      }
      return checkCount(operator, value, options.example);
    },
  };
}

export const jobStatusCount = statusCount({
  id: 'status-count-job',
  title: 'Job pod counts',
  counted: 'Job\'s status',
  fields: {
    succeeded: 'the Job\'s `status.succeeded`: pods that finished successfully',
    failed: 'the Job\'s `status.failed`: pods that failed',
  },
  example: 'failed > 0',
  source: ['pkg/analyze/job_status.go#compareJobStatusToWhen', 'pkg/analyze/job_status.go#jobStatus'],
});

export const replicaSetStatusCount = statusCount({
  id: 'status-count-replicaset',
  title: 'ReplicaSet replica counts',
  counted: 'ReplicaSet\'s status',
  fields: {
    ready: 'the ReplicaSet\'s `status.readyReplicas`',
    available: 'the ReplicaSet\'s `status.availableReplicas`',
  },
  example: 'available < 1',
  source: ['pkg/analyze/replicaset_status.go#compareReplicaSetStatusToWhen', 'pkg/analyze/replicaset_status.go#replicasetStatus'],
});
