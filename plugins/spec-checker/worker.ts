/**
 * Runs the checker off the page's main thread, so that a hostile paste (an alias bomb, deep
 * nesting, megabytes of text) can be stopped by terminating the worker instead of freezing the tab.
 */
import data from '@generated/reference-pages/default/checker.v1beta2.json';
import {checkSpec, type Finding} from './check/index';
import {renderSpecTemplate} from './check/render';
import {releases} from './check/versions';

export interface CheckRequest {
  id: number;
  text: string;
  values: string;
  version: string;
}

export interface CheckResponse {
  id: number;
  findings: Finding[];
  millis: number;
}

/** Sent once when the worker starts: the releases the version menu offers, newest first. */
export interface ReleasesMessage {
  releases: string[];
}

self.postMessage({releases: releases(data)} satisfies ReleasesMessage);

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const {id, text, values, version} = event.data;
  const started = performance.now();
  let findings: Finding[];
  try {
    findings = checkSpec(text, {data, values, version, render: renderSpecTemplate});
  } catch (error) {
    findings = [{severity: 'Error', line: 1, column: 1, message: `The checker could not read this text: ${(error as Error).message}`}];
  }
  self.postMessage({id, findings, millis: performance.now() - started} satisfies CheckResponse);
};
