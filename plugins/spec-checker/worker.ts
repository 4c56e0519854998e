/**
 * Runs the checker off the page's main thread, so that a hostile paste (an alias bomb, deep
 * nesting, megabytes of text) can be stopped by terminating the worker instead of freezing the tab.
 * The template renderer (Go's text/template, Sprig, Helm's pipeline, yaml.v2's emitter) is loaded
 * with the first templated spec, so a first visit, whose example is a plain spec, does not
 * download it. (re2js still loads at the start: the blockDevices and http `when` grammars compile
 * patterns, synchronously.)
 */
import data from '@generated/spec-checker/default/checker.v1beta2.json';
import {sourceUrl} from '../../reference/source';
import {checkSpec, isTemplate, type CheckOptions, type Finding} from './check/index';
import {releases} from './check/versions';

export interface CheckRequest {
  id: number;
  text: string;
  values: string;
  version: string;
}

/** A finding as the page shows it: with the web address of the code that decides it, which the page links. */
export interface ShownFinding extends Finding {
  sourceUrl?: string;
}

export interface CheckResponse {
  id: number;
  findings: ShownFinding[];
  millis: number;
}

/**
 * Sent before and after the renderer is fetched for check `id`: the page's time limit is for
 * checking, so it is paused while the worker waits for the network.
 */
export interface LoadingMessage {
  id: number;
  loading: boolean;
}

/** Sent once when the worker starts: the releases the version menu offers, newest first. */
export interface ReleasesMessage {
  releases: string[];
}

self.postMessage({releases: releases(data)} satisfies ReleasesMessage);

let renderer: CheckOptions['render'];

/** The renderer, fetched for the first templated spec; a failed fetch (the network gone) is tried again at the next. */
async function loadRenderer(id: number): Promise<CheckOptions['render']> {
  if (renderer) return renderer;
  self.postMessage({id, loading: true} satisfies LoadingMessage);
  try {
    renderer = (await import('./check/render')).renderSpecTemplate;
    return renderer;
  } finally {
    self.postMessage({id, loading: false} satisfies LoadingMessage);
  }
}

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const {id, text, values, version} = event.data;
  let findings: ShownFinding[];
  let render: CheckOptions['render'];
  if (isTemplate(text)) {
    try {
      render = await loadRenderer(id);
    } catch (error) {
      const message = `The template renderer could not be loaded, so this template cannot be checked: ${(error as Error).message}`;
      self.postMessage({id, findings: [{severity: 'Error', line: 1, column: 1, message}], millis: 0} satisfies CheckResponse);
      return;
    }
  }
  const started = performance.now();
  try {
    findings = checkSpec(text, {data, values, version, render});
  } catch (error) {
    findings = [{severity: 'Error', line: 1, column: 1, message: `The checker could not read this text: ${(error as Error).message}`}];
  }
  findings = findings.map((finding) => (finding.source?.[0] ? {...finding, sourceUrl: sourceUrl(finding.source[0])} : finding));
  self.postMessage({id, findings, millis: performance.now() - started} satisfies CheckResponse);
};
