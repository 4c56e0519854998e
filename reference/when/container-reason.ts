import {fail, ok, type WhenGrammar} from './grammar';
import * as strings from '../go/strings';

const operators = ['=', '==', '===', '!=', '!=='];

/** clusterContainerStatuses: the reason a container is waiting or was terminated. */
const containerReason: WhenGrammar = {
  id: 'container-reason',
  title: 'container state reason',
  summary:
    'The condition is an operator, one space and a reason, tested against each pod the analyzer kept. `=`, `==` and `===` hold when the container\'s last termination reason, current termination reason or waiting reason equals the word, ignoring case (`OOMKilled`, `Error`, `CrashLoopBackOff`, `ImagePullBackOff`); `!=` and `!==` hold when none does. The string is trimmed first, and it must then be exactly two words with one space between them. An outcome without `when` ends the list (see below).',
  forms: [
    {form: '== OOMKilled', meaning: 'the container was or is terminated, or is waiting, for this reason; `=` and `===` mean the same'},
    {form: '!= Completed', meaning: 'none of the container\'s reasons is this word; `!==` means the same'},
    {form: '(empty)', meaning: 'ends the walk through the outcomes: the results so far, or this outcome when there are none'},
  ],
  source: ['pkg/analyze/cluster_container_statuses.go#parseWhen', 'pkg/analyze/cluster_container_statuses.go#matchContainerReason'],
  parse(when) {
    if (when === '') return ok;
    const parts = strings.trimSpace(when).split(' ');
    if (parts.length !== 2) {
      const glued = parts.length === 1 ? /^(!==|!=|===|==|=)(\S+)$/.exec(parts[0]!) : null;
      if (glued) return fail(`put one space between the operator and the reason: "${glued[1]} ${glued[2]}"`);
      return fail('expected exactly an operator, one space and a reason, such as "== OOMKilled"; a reason cannot contain a space');
    }
    const [operator] = parts as [string, string];
    if (!operators.includes(operator)) return fail(`unknown operator "${operator}"; use one of ${operators.join(' ')}`);
    return ok;
  },
};

export default containerReason;
