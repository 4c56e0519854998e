/**
 * Renders the templated examples of the site before they are validated, with the engine the spec
 * checker uses (reference/templates): Go's text/template with Sprig and Helm's functions.
 *
 * What is rendered, and how, follows Troubleshoot:
 * - a troubleshoot.sh/v1beta3 spec with `{{ }}` is rendered as a whole, as `preflight` renders it
 *   (pkg/preflight/read_specs.go): missing `.Values.x.enabled` default to false, missing parent maps
 *   are created, and the root object is the one pkg/preflight/helm_renderer.go gives Helm;
 * - any other block (a Secret or ConfigMap a Helm chart ships, for instance) is rendered only when an
 *   action refers to Helm's objects (`.Values`, `.Release`, `.Chart`, `.Capabilities`, `.Files`,
 *   `.Template`) or uses include, tpl, define, template or block. `helm install` renders those,
 *   without preflight's value defaults and with the chart's own metadata, for which
 *   {@link sampleChart} and {@link sampleRelease} stand in. Analyzer messages of v1beta2 specs (`{{ .Name }}`, `{{ range ... }}`)
 *   are Go templates Troubleshoot fills at analysis time and are left alone.
 *
 * Helm renders a field its root object lacks, such as `{{ .NodeCount }}` in a message of a v1beta3
 * spec, as empty text (and fails on `{{ .PVC.Names }}`). Troubleshoot then reads a message with a
 * hole in it. Rendering does the same; an example in which that happens is rejected, because an
 * analysis-time template in a v1beta3 spec has to be escaped: `{{ "{{ .NodeCount }}" }}`.
 */
import {TemplateError} from '../../reference/go/template';
import {isV1Beta3Template, renderHelm, type ChartMetadata, type ReleaseOptions} from '../../reference/templates/helm';
import type {GoMap} from '../../reference/go/values';

export type Values = GoMap | Record<string, unknown>;

const helmObject = /(?:^|[\s(|,])\$?\.(?:Values|Release|Chart|Capabilities|Files|Template|Subcharts)\b/;
const helmAction = /^\s*(?:define|template|block)\b|(?:^|[\s(|])(?:include|tpl)\s/;

/** The contents of the `{{ }}` actions of a text, comments left out. */
function actions(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\{\{-?([\s\S]*?)-?\}\}/g)) {
    const body = m[1]!;
    if (/^\s*\/\*/.test(body)) continue;
    found.push(body);
  }
  return found;
}

/** Whether a YAML block is a template the site must render before it can be validated. */
export function isHelmTemplate(text: string): boolean {
  if (isV1Beta3Template(text)) return true;
  return actions(text).some((body) => helmObject.test(body) || helmAction.test(body));
}

/**
 * A template that a Helm chart ships is rendered by `helm install` of that chart, whose Chart.yaml
 * and release the page does not show: these stand in for them.
 */
const sampleChart: ChartMetadata = {Name: 'sample-chart', Version: '1.0.0', AppVersion: '1.0.0', APIVersion: 'v2', Type: 'application'};
const sampleRelease: ReleaseOptions = {Name: 'sample-release', Namespace: 'sample-namespace'};

export interface RenderOptions {
  /** Accept fields Helm renders as empty text (`{{ .Used }}` in a v1beta3 message). Default false. */
  allowBlanked?: boolean;
}

/**
 * Renders a templated block with the page's values (its values.yaml blocks, parsed). Throws an
 * error that says where in the block (line and column) the template is wrong.
 */
export function renderHelmTemplate(text: string, values: Values, options: RenderOptions = {}): string {
  const v1beta3 = isV1Beta3Template(text);
  let result;
  try {
    result = renderHelm(text, values, v1beta3 ? {} : {seedDefaults: false, chart: sampleChart, release: sampleRelease});
  } catch (error) {
    if (error instanceof TemplateError) {
      throw new Error(`template line ${error.line}, column ${error.column} of the block: ${error.reason}`);
    }
    throw error;
  }
  if (result.blanked.length && !options.allowBlanked) {
    const first = result.blanked[0]!;
    const all = [...new Set(result.blanked.map((b) => `{{ ${b.expression} }}`))].join(', ');
    throw new Error(
      `template line ${first.position.line}, column ${first.position.column} of the block: ${all} renders as empty text. ` +
        `${v1beta3 ? 'preflight renders the whole v1beta3 spec with Helm' : 'Helm renders this template'} before Troubleshoot reads it, ` +
        `and Helm's root object has no such field, so an analysis-time template must be escaped: ` +
        `{{ "{{ ${first.expression} }}" }}`,
    );
  }
  return result.output;
}
