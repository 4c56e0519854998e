import {fail, ok, type WhenGrammar} from './grammar';
import * as strings from '../go/strings';

const equal = ['=', '==', '==='];
const notEqual = ['!=', '!=='];

/**
 * Words a reader is likely to write in the wrong case: pod phases, the reasons Troubleshoot's
 * kubectl-style status can produce, and the special `Healthy`. Comparison is case-sensitive, so
 * `== running` never matches and `!= running` matches every pod.
 */
const knownWords = [
  'Healthy',
  'Pending',
  'Running',
  'Succeeded',
  'Failed',
  'Unknown',
  'Completed',
  'Error',
  'NotReady',
  'Terminating',
  'CrashLoopBackOff',
  'ImagePullBackOff',
  'ErrImagePull',
  'ContainerCreating',
  'CreateContainerConfigError',
  'OOMKilled',
  'Evicted',
  'Shutdown',
  'Init:Error',
  'Init:CrashLoopBackOff',
];

/** clusterPodStatuses: each pod's phase or status reason, or whether the pod is healthy. */
const podStatus: WhenGrammar = {
  id: 'pod-status',
  title: 'pod phase or status reason',
  summary:
    'The condition is an operator, one space and a word, tested against each pod on its own. `=`, `==` and `===` hold when the word equals the pod\'s phase or its status reason (the STATUS column of `kubectl get pods`, such as `CrashLoopBackOff`); `!=` and `!==` hold when it equals neither. The word `Healthy` is special: it stands for a pod that is running with every container ready, or completed. Words are case-sensitive. The string is trimmed first; words after the second are ignored.',
  forms: [
    {form: '!= Healthy', meaning: 'the pod is pending, failed, unknown, not running, or has an unready container'},
    {form: '== CrashLoopBackOff', meaning: 'the pod\'s phase or status reason is this word; `=` and `===` mean the same'},
    {form: '!= Running', meaning: 'neither the phase nor the status reason is this word; `!==` means the same'},
    {form: '(empty)', meaning: 'holds for every pod'},
  ],
  source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses', 'pkg/k8sutil/pod.go#IsPodUnhealthy', 'pkg/k8sutil/pod.go#GetPodStatusReason'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length < 2) {
      const glued = /^(!==|!=|===|==|=)(\S+)$/.exec(parts[0]!);
      return fail(
        glued
          ? `put one space between the operator and the word: "${glued[1]} ${glued[2]}"; as written, the outcome is skipped`
          : 'expected an operator, one space and a word, such as "!= Healthy"; as written, the outcome is skipped and only a log line printed with `--debug` or `-v` says why',
      );
    }
    const [operator, word] = parts as [string, string];
    if (!equal.includes(operator) && !notEqual.includes(operator)) {
      return fail(`operator "${operator}" never matches; use = == === != or !==`);
    }
    if (word === '') return fail('two spaces after the operator make the word empty; use exactly one space');
    const sameLetters = knownWords.find((known) => known !== word && known.toLowerCase() === word.toLowerCase());
    if (sameLetters) return fail(`the comparison is case-sensitive: write "${sameLetters}"`);
    return ok;
  },
};

export default podStatus;
