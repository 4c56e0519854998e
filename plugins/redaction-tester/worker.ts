/**
 * Runs the redaction off the page's main thread, so that a pattern that is slow on a long sample
 * (RE2 is linear, but a repeat count in the hundreds times half a megabyte still takes seconds)
 * can be stopped by terminating the worker instead of freezing the tab.
 */
import {builtInRules} from '@site/reference/redaction/index';
import {redactFile, type RedactionResult} from './engine/redact';
import {loadRedactors, type LoadedRedactors} from './engine/spec';

export interface RedactRequest {
  id: number;
  spec: string;
  sample: string;
  path: string;
  /** `--redact=false`: support-bundle redacts nothing, custom rules included (opts.Redact in runCollectors). */
  redactOff: boolean;
  /** The file has Windows line endings, which a text box cannot hold: each line gets its "\r" back before redaction. */
  crlf: boolean;
}

/** What the page shows for a run: the redaction and how the CLI reads the spec. */
export interface TesterResult extends RedactionResult, Omit<LoadedRedactors, 'redactors'> {
  redactOff: boolean;
  /** Items loaded, empty ones included. */
  items: number;
}

/** A run's answer, or `ready`, sent once when the worker's code has loaded (its loading time is not a run's). */
export type RedactResponse = ({id: number} & ({result: TesterResult} | {problem: string})) | 'ready';

self.postMessage('ready' satisfies RedactResponse);

self.onmessage = (event: MessageEvent<RedactRequest>) => {
  const {id, spec, sample, path, redactOff, crlf} = event.data;
  const {redactors, ...loaded} = loadRedactors(spec);
  const input = crlf ? sample.replace(/\r?\n/g, '\r\n') : sample;
  try {
    const redaction = redactOff
      ? {...redactFile(input, [], {path, builtIns: []}), skipped: []}
      : redactFile(input, redactors, {path, builtIns: builtInRules});
    self.postMessage({id, result: {...redaction, ...loaded, redactOff, items: redactors.length}} satisfies RedactResponse);
  } catch (error) {
    self.postMessage({id, problem: `The tester cannot run on this sample: ${(error as Error).message}.`} satisfies RedactResponse);
  }
};
