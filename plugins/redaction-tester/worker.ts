/**
 * Runs the redaction off the page's main thread, so that a pattern that is slow on a long sample
 * (RE2 is linear, but a repeat count in the hundreds times half a megabyte still takes seconds)
 * can be stopped by terminating the worker instead of freezing the tab.
 */
import {builtInRules} from '@site/reference/redaction/index';
import {redactFile, type RedactionResult} from './engine/redact';
import {readRedactors} from './engine/spec';

export interface RedactRequest {
  id: number;
  spec: string;
  sample: string;
  path: string;
  builtIns: boolean;
}

/** A run's answer, or `ready`, sent once when the worker's code has loaded (its loading time is not a run's). */
export type RedactResponse = ({id: number} & ({result: RedactionResult} | {problem: string})) | 'ready';

self.postMessage('ready' satisfies RedactResponse);

self.onmessage = (event: MessageEvent<RedactRequest>) => {
  const {id, spec, sample, path, builtIns} = event.data;
  const read = readRedactors(spec);
  if ('problem' in read) {
    self.postMessage({id, problem: read.problem} satisfies RedactResponse);
    return;
  }
  try {
    const result = redactFile(sample, read.redactors, {path, builtIns: builtIns ? builtInRules : []});
    self.postMessage({id, result} satisfies RedactResponse);
  } catch (error) {
    self.postMessage({id, problem: `The tester cannot run on this sample: ${(error as Error).message}.`} satisfies RedactResponse);
  }
};
