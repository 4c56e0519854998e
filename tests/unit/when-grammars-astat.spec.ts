/**
 * The `when` grammars of the workload status analyzers (deploymentStatus, statefulsetStatus,
 * jobStatus, replicasetStatus, clusterPodStatuses, clusterContainerStatuses, event), each checked
 * against a table of conditions the Go code accepts and rejects. The comments name the Go line of
 * reasoning for the surprising rows.
 */
import {test, expect} from '@playwright/test';
import {grammars} from '../../reference/when/index';
import * as strconv from '../../reference/go/strconv';
import * as strings from '../../reference/go/strings';
import {testWhenTables, type WhenTable} from '../lib/when-tables';

const tables: Record<string, WhenTable> = {
  // pkg/analyze/common_status.go#commonStatus, #compareActualToWhen
  replicas: {
    accepted: [
      '',
      'absent',
      '< 1',
      '<= 1',
      '> 0',
      '>= 3',
      '= 2',
      '== 2',
      '=== 2',
      '  < 1  ', // the whole string is trimmed
      '\t>= 3\n',
      '< +1', // strconv.Atoi takes a sign
      '> -1',
      '= 007', // and leading zeros
      '< 9223372036854775807', // the largest int64
    ],
    rejected: [
      ['<1', /"< 1"/], // no space: one part
      ['>=3', /">= 3"/],
      ['<  1', /two spaces/], // two spaces: three parts
      ['!= 2', /"!=" is not supported/],
      ['!== 2', /"!=" is not supported/],
      ['=> 2', /unknown operator "=>"/],
      ['< 1.5', /not a whole number/],
      ['< one', /not a whole number/],
      ['< 1_000', /not a whole number/], // Atoi is base 10: no underscores
      ['< 9223372036854775808', /not a whole number/], // out of range for Atoi
      ['ready < 1', /expected an operator/],
      ['Absent', /lower case/], // only the exact word is the special case
      [' absent', /without spaces/], // compared before trimming, then not a comparison
      ['absent ', /without spaces/],
      [' ', /expected an operator/], // not empty, so parsed: one empty part
    ],
  },
  // pkg/analyze/job_status.go#compareJobStatusToWhen
  'status-count-job': {
    accepted: ['', 'succeeded = 1', 'succeeded == 1', 'succeeded === 1', 'failed > 0', 'failed >= 1', 'failed < 3', 'succeeded <= 5', ' failed > 0 ', 'failed > -1'],
    rejected: [
      ['succeeded=1', /single spaces/],
      ['failed>0', /single spaces/],
      ['failed  > 0', /single spaces/],
      ['Succeeded = 1', /case-sensitive: write "succeeded"/],
      ['FAILED > 0', /case-sensitive: write "failed"/],
      ['active > 0', /unknown counter "active"/], // no counter for active pods
      ['ready < 1', /unknown counter "ready"/], // a ReplicaSet counter
      ['failed != 0', /"!=" is not supported/],
      ['failed > zero', /not a whole number/],
      ['failed > 0.5', /not a whole number/],
      ['> 0', /expected a counter/],
    ],
  },
  // pkg/analyze/replicaset_status.go#compareReplicaSetStatusToWhen
  'status-count-replicaset': {
    accepted: ['', 'ready < 1', 'ready = 3', 'available >= 2', 'available == 0', 'available === 0', '  ready > 1'],
    rejected: [
      ['ready<1', /single spaces/],
      ['Ready < 1', /case-sensitive: write "ready"/],
      ['readyReplicas < 1', /unknown counter/],
      ['succeeded = 1', /unknown counter "succeeded"/], // a Job counter
      ['available != 3', /"!=" is not supported/],
      ['available < 1 replica', /expected a counter/],
      ['< 1', /expected a counter/],
    ],
  },
  // pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses
  'pod-status': {
    accepted: [
      '',
      '!= Healthy',
      '== Healthy',
      '= Pending',
      '=== Running',
      '!== Running',
      '== CrashLoopBackOff',
      '== Init:CrashLoopBackOff',
      '== ExitCode:137',
      '== Evicted',
      ' != Healthy ',
      '== SomeCustomReason', // any reason the pod may carry
      '== Pending and more', // words after the second are ignored
    ],
    rejected: [
      ['!=Healthy', /"!= Healthy"/], // one part: the outcome is skipped
      ['Running', /outcome is skipped/],
      ['> Running', /never matches/], // unknown operators never match
      ['<> Running', /never matches/],
      ['is Running', /never matches/],
      ['!=  Healthy', /two spaces/], // the word would be empty: != matches every pod
      ['== running', /case-sensitive: write "Running"/],
      ['!= healthy', /case-sensitive: write "Healthy"/],
      ['== crashloopbackoff', /write "CrashLoopBackOff"/],
      [' ', /outcome is skipped/],
    ],
  },
  // pkg/analyze/cluster_container_statuses.go#parseWhen
  'container-reason': {
    accepted: ['', '== OOMKilled', '= OOMKilled', '=== OOMKilled', '!= Completed', '!== Completed', '== oomkilled', '== CrashLoopBackOff', '  == Error  '],
    rejected: [
      ['OOMKilled', /expected exactly an operator/],
      ['==OOMKilled', /"== OOMKilled"/],
      ['== OOM Killed', /cannot contain a space/],
      ['==  OOMKilled', /cannot contain a space/], // two spaces: three parts
      ['> OOMKilled', /unknown operator ">"/],
      ['is OOMKilled', /unknown operator "is"/],
      [' ', /expected exactly an operator/],
    ],
  },
  // pkg/analyze/event.go#analyzeEventResult: strconv.ParseBool, no default
  'event-bool': {
    accepted: ['true', 'false', 'True', 'TRUE', 't', 'T', '1', 'False', 'FALSE', 'f', 'F', '0'],
    rejected: [
      ['', /needs a `when` on every outcome/], // an empty when is an error here
      [' true', /remove the spaces/],
      ['true ', /remove the spaces/],
      ['yes', /not a Go boolean/],
      ['on', /not a Go boolean/],
      ['tRUE', /not a boolean/],
      ['== true', /not a boolean/],
      ['2', /not a boolean/],
    ],
  },
};

testWhenTables(tables);

test('strings.trimSpace trims what Go\'s strings.TrimSpace trims', () => {
  expect(strings.trimSpace(' \t\n\v\f\r< 1\u00a0\u0085\u2003\u3000')).toBe('< 1');
  // U+FEFF is not white space to Go, although String.prototype.trim removes it.
  expect(strings.trimSpace('\ufeff< 1')).toBe('\ufeff< 1');
  expect(strings.trimSpace('<  1')).toBe('<  1');
});

test('strconv.atoi is strconv.Atoi on a 64-bit machine', () => {
  for (const yes of ['0', '+1', '-1', '007', '9223372036854775807', '-9223372036854775808', '0009223372036854775807']) expect(strconv.atoi(yes) !== undefined, yes).toBe(true);
  for (const no of ['', '+', '-', '1.0', '1e3', '0x10', '1_000', ' 1', '9223372036854775808', '-9223372036854775809', '١']) expect(strconv.atoi(no) !== undefined, no).toBe(false);
});
