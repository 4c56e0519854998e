import type {DocumentEntry} from '../model';
import analyzer from './analyzer';
import collector from './collector';
import hostCollector from './hostCollector';
import hostPreflight from './hostPreflight';
import preflight from './preflight';
import redactor from './redactor';
import remoteCollector from './remoteCollector';
import supportBundle from './supportBundle';

/** Every spec document kind of `troubleshoot.sh/v1beta2`: the only list of them. */
const documents: readonly DocumentEntry[] = [
  analyzer,
  collector,
  hostCollector,
  hostPreflight,
  preflight,
  redactor,
  remoteCollector,
  supportBundle,
];

export default documents;
