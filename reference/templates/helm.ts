/**
 * Rendering a troubleshoot.sh/v1beta3 spec the way `preflight` does (pkg/preflight/read_specs.go,
 * template.go, values_defaults.go and helm_renderer.go, with Helm v3.21's engine):
 *
 * 1. values files are merged in order, later files winning (MergeMaps), then each --set is applied
 *    with Helm's strvals parser;
 * 2. every `.Values.<path>.enabled` / `.create` the text mentions that the values lack is set to
 *    false, and every map on the way to a `.Values.<path>` it mentions is created
 *    (SeedDefaultBooleans, SeedParentMapsForValueRefs), so optional blocks can be left out;
 * 3. the whole file is one Helm chart template, rendered by Helm's engine with the root object
 *    built by chartutil.ToRenderValues (see {@link helmRoot}); missing map keys render as empty
 *    (missingkey=zero, then `<no value>` removed), and there is no cluster, so lookup finds nothing.
 */
import {fromJS} from '../go/json';
import {parseYAML} from '../go/sigs-yaml';
import {TemplateError, type ExecuteOptions, type MissingKey, type Position} from '../go/template';
import {GoInt, GoStruct, isMap, withMethods, withType, type GoMap, type Value} from '../go/values';
import {helmTemplateSet} from './helm-functions';

/** The chart RenderWithHelmTemplate wraps a spec in. */
const chartName = 'preflight-templating';
/** The template's name in Helm's engine, as its errors name it. */
export const templateName = `${chartName}/templates/preflight.yaml`;

/**
 * The Kubernetes API versions in chartutil.DefaultCapabilities: every group version registered in
 * client-go's scheme (k8s.io/client-go v0.36) plus apiextensions.k8s.io. Helm builds the list by
 * iterating a map, so its order is not fixed; only `.Capabilities.APIVersions.Has` is meaningful.
 */
const defaultAPIVersions = [
  'v1',
  'admissionregistration.k8s.io/v1',
  'admissionregistration.k8s.io/v1alpha1',
  'admissionregistration.k8s.io/v1beta1',
  'internal.apiserver.k8s.io/v1alpha1',
  'apps/v1',
  'apps/v1beta1',
  'apps/v1beta2',
  'authentication.k8s.io/v1',
  'authentication.k8s.io/v1alpha1',
  'authentication.k8s.io/v1beta1',
  'authorization.k8s.io/v1',
  'authorization.k8s.io/v1beta1',
  'autoscaling/v1',
  'autoscaling/v2',
  'batch/v1',
  'batch/v1beta1',
  'certificates.k8s.io/v1',
  'certificates.k8s.io/v1alpha1',
  'certificates.k8s.io/v1beta1',
  'coordination.k8s.io/v1',
  'coordination.k8s.io/v1alpha2',
  'coordination.k8s.io/v1beta1',
  'discovery.k8s.io/v1',
  'discovery.k8s.io/v1beta1',
  'events.k8s.io/v1',
  'events.k8s.io/v1beta1',
  'extensions/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1',
  'flowcontrol.apiserver.k8s.io/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1beta2',
  'flowcontrol.apiserver.k8s.io/v1beta3',
  'networking.k8s.io/v1',
  'networking.k8s.io/v1beta1',
  'node.k8s.io/v1',
  'node.k8s.io/v1alpha1',
  'node.k8s.io/v1beta1',
  'policy/v1',
  'policy/v1beta1',
  'rbac.authorization.k8s.io/v1',
  'rbac.authorization.k8s.io/v1alpha1',
  'rbac.authorization.k8s.io/v1beta1',
  'resource.k8s.io/v1',
  'resource.k8s.io/v1alpha3',
  'resource.k8s.io/v1beta1',
  'resource.k8s.io/v1beta2',
  'scheduling.k8s.io/v1',
  'scheduling.k8s.io/v1alpha1',
  'scheduling.k8s.io/v1beta1',
  'storage.k8s.io/v1',
  'storage.k8s.io/v1alpha1',
  'storage.k8s.io/v1beta1',
  'storagemigration.k8s.io/v1beta1',
  'apiextensions.k8s.io/v1beta1',
  'apiextensions.k8s.io/v1',
];

/**
 * The fixed parts of the root object, as helm_renderer.go asks Helm for them. Documented here so
 * that pages can quote them:
 *
 * - `.Release`: Name `preflight`, Namespace `default`, IsInstall true, IsUpgrade false, Revision 1,
 *   Service `Helm` (chartutil.ReleaseOptions in helm_renderer.go; Service is added by Helm).
 * - `.Chart`: the chart.Metadata of the wrapping chart: Name `preflight-templating`, APIVersion `v2`,
 *   Type `application`; every other field (Version, AppVersion, Description, ...) is empty. IsRoot is
 *   true.
 * - `.Capabilities`: chartutil.DefaultCapabilities, not a live cluster: KubeVersion v1.20.0 (Major
 *   "1", Minor "20"; Helm's built-in default, since Troubleshoot's build does not set Helm's ldflags),
 *   APIVersions from client-go's scheme, HelmVersion v3.21 with an empty GitCommit and
 *   GitTreeState, and GoVersion the Go release preflight was built with.
 * - `.Template`: Name `preflight-templating/templates/preflight.yaml`, BasePath
 *   `preflight-templating/templates`.
 * - `.Files` is empty and `.Subcharts` is an empty map.
 */
export const helmDefaults = {
  release: {Name: 'preflight', Namespace: 'default', IsUpgrade: false, IsInstall: true, Revision: 1, Service: 'Helm'},
  chart: {Name: chartName, APIVersion: 'v2', Type: 'application'},
  kubeVersion: {Version: 'v1.20.0', Major: '1', Minor: '20'},
  helmVersion: {Version: 'v3.21', GitCommit: '', GitTreeState: '', GoVersion: 'go1.26.5'},
  template: {Name: templateName, BasePath: `${chartName}/templates`},
} as const;

const stringList = (items: string[] = []): Value[] => withType([...items], '[]string');

/** The string fields of chart.Metadata that a chart's Chart.yaml can set. */
export interface ChartMetadata {
  Name?: string;
  Home?: string;
  Version?: string;
  Description?: string;
  Icon?: string;
  APIVersion?: string;
  Condition?: string;
  Tags?: string;
  AppVersion?: string;
  KubeVersion?: string;
  Type?: string;
}

function chartStruct(chart: ChartMetadata = helmDefaults.chart): GoStruct {
  const c = chart;
  const fields = new Map<string, Value>([
    ['Name', c.Name ?? ''],
    ['Home', c.Home ?? ''],
    ['Sources', stringList()],
    ['Version', c.Version ?? ''],
    ['Description', c.Description ?? ''],
    ['Keywords', stringList()],
    ['Maintainers', withType([], '[]*chart.Maintainer')],
    ['Icon', c.Icon ?? ''],
    ['APIVersion', c.APIVersion ?? ''],
    ['Condition', c.Condition ?? ''],
    ['Tags', c.Tags ?? ''],
    ['AppVersion', c.AppVersion ?? ''],
    ['Deprecated', false],
    ['Annotations', withType(new Map(), 'map[string]string')],
    ['KubeVersion', c.KubeVersion ?? ''],
    ['Dependencies', withType([], '[]*chart.Dependency')],
    ['Type', c.Type ?? ''],
    ['IsRoot', true],
  ]);
  const json: Record<string, {name: string; omitempty?: boolean}> = {};
  for (const name of fields.keys()) {
    if (name === 'IsRoot') continue;
    const tag = name === 'APIVersion' ? 'apiVersion' : name === 'AppVersion' ? 'appVersion' : name === 'KubeVersion' ? 'kubeVersion' : name[0]!.toLowerCase() + name.slice(1);
    json[name] = {name: tag, omitempty: true};
  }
  return new GoStruct('struct { chart.Metadata; IsRoot bool }', fields, {json});
}

/** Helm's engine.files (a map of file names to contents): the wrapping chart has no files. */
function files(): GoMap {
  return withMethods(withType(new Map(), 'engine.files'), {
    Get: {params: ['string'], call: () => ''},
    GetBytes: {params: ['string'], call: () => withType([], '[]uint8')},
    Glob: {params: ['string'], call: () => files()},
    AsConfig: {params: [], call: () => '{}'},
    AsSecrets: {params: [], call: () => '{}'},
    Lines: {params: ['string'], call: () => stringList()},
  });
}

function capabilitiesStruct(): GoStruct {
  const k = helmDefaults.kubeVersion;
  const kubeVersion = new GoStruct(
    'chartutil.KubeVersion',
    new Map<string, Value>([
      ['Version', k.Version],
      ['Major', k.Major],
      ['Minor', k.Minor],
    ]),
    {
      stringer: () => k.Version,
      methods: {
        String: {params: [], call: () => k.Version},
        GitVersion: {params: [], call: () => k.Version},
      },
      json: {Version: {name: 'Version'}, Major: {name: 'Major'}, Minor: {name: 'Minor'}},
    },
  );
  const apiVersions: Value[] = withType([...defaultAPIVersions], 'chartutil.VersionSet');
  withMethods(apiVersions, {Has: {params: ['string'], call: ([v]) => apiVersions.includes(v as string)}});
  const h = helmDefaults.helmVersion;
  const helmVersion = new GoStruct(
    'version.BuildInfo',
    new Map<string, Value>([
      ['Version', h.Version],
      ['GitCommit', h.GitCommit],
      ['GitTreeState', h.GitTreeState],
      ['GoVersion', h.GoVersion],
    ]),
    {
      json: {
        Version: {name: 'version', omitempty: true},
        GitCommit: {name: 'git_commit', omitempty: true},
        GitTreeState: {name: 'git_tree_state', omitempty: true},
        GoVersion: {name: 'go_version', omitempty: true},
      },
    },
  );
  return new GoStruct(
    'chartutil.Capabilities',
    new Map<string, Value>([
      ['KubeVersion', kubeVersion],
      ['APIVersions', apiVersions],
      ['HelmVersion', helmVersion],
    ]),
    {pointer: true},
  );
}

export interface ReleaseOptions {
  Name?: string;
  Namespace?: string;
  IsUpgrade?: boolean;
  IsInstall?: boolean;
  Revision?: number;
}

/**
 * The root object (dot) Helm renders the spec with: chartutil.ToRenderValues for the chart and
 * release options of helm_renderer.go, as engine.recAllTpls passes it to the template. `chart` and
 * `release` replace them, to render a template of some other chart as `helm install` would.
 */
function helmRoot(values: GoMap, chart?: ChartMetadata, releaseOptions?: ReleaseOptions): GoMap {
  const options = {...helmDefaults.release, ...releaseOptions};
  const release = new Map<string, Value>(
    Object.entries(options).map(([k, v]) => [k, k === 'Revision' ? new GoInt(BigInt(v as number)) : (v as Value)]),
  );
  const chartData = chart ?? helmDefaults.chart;
  const templatePath = chart ? `${chart.Name ?? ''}/templates` : helmDefaults.template.BasePath;
  const template = withType(
    new Map<string, Value>([
      ['Name', chart ? `${templatePath}/template.yaml` : helmDefaults.template.Name],
      ['BasePath', templatePath],
    ]),
    'chartutil.Values',
  );
  return withType(
    new Map<string, Value>([
      ['Chart', chartStruct(chartData)],
      ['Files', files()],
      ['Release', release],
      ['Capabilities', capabilitiesStruct()],
      ['Values', withType(values, 'chartutil.Values')],
      ['Subcharts', new Map()],
      ['Template', template],
    ]),
    'chartutil.Values',
  );
}

// ---------------------------------------------------------------------------------------------
// values_defaults.go

const valuesBoolRef = /\.Values\.([A-Za-z0-9_.]+?)\.(enabled|create)\b/g;
const valuesAnyRef = /\.Values\.([A-Za-z0-9_.]+)/g;

/** SeedDefaultBooleans: `.Values.<path>.enabled|create` the text mentions default to false. */
function seedDefaultBooleans(text: string, values: GoMap): void {
  for (const m of text.matchAll(valuesBoolRef)) {
    const keys = [...m[1]!.split('.'), m[2]!];
    let cur = values;
    for (const k of keys.slice(0, -1)) {
      const next = cur.get(k);
      if (isMap(next)) cur = next;
      else {
        const created: GoMap = new Map();
        cur.set(k, created);
        cur = created;
      }
    }
    const leaf = keys[keys.length - 1]!;
    if (!cur.has(leaf)) cur.set(leaf, false);
  }
}

/** SeedParentMapsForValueRefs: the maps on the way to every `.Values.<path>` the text mentions exist. */
function seedParentMaps(text: string, values: GoMap): void {
  for (const m of text.matchAll(valuesAnyRef)) {
    const segs: string[] = [];
    for (const s of m[1]!.split('.')) {
      if (s === '') continue;
      segs.push(s);
    }
    if (segs.length < 2) continue;
    let cur = values;
    for (const k of segs.slice(0, -1)) {
      const next = cur.get(k);
      if (isMap(next)) cur = next;
      else {
        const created: GoMap = new Map();
        cur.set(k, created);
        cur = created;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Values: files and --set (template.go / read_specs.go, helm.sh/helm/v3/pkg/strvals)

/** MergeMaps: maps merge recursively, anything else in `overlay` replaces what `base` has. */
function mergeMaps(base: GoMap, overlay: GoMap | null): GoMap {
  const result: GoMap = new Map(base);
  for (const [k, v] of overlay ?? []) {
    const existing = result.get(k);
    if (isMap(existing) && isMap(v)) result.set(k, mergeMaps(existing, v));
    else result.set(k, v);
  }
  return result;
}

class StrvalsError extends Error {}

class StrvalsParser {
  private pos = 0;
  private readonly runes: string[];

  constructor(
    text: string,
    private readonly data: GoMap,
  ) {
    this.runes = [...text];
  }

  parse(): void {
    for (;;) {
      const err = this.key(this.data, 0);
      if (err === 'eof') return;
    }
  }

  private read(): string | undefined {
    return this.runes[this.pos++];
  }

  private unread(): void {
    this.pos--;
  }

  private until(stop: string): {k: string; last: string | undefined; eof: boolean} {
    let v = '';
    for (;;) {
      const r = this.read();
      if (r === undefined) return {k: v, last: undefined, eof: true};
      if (stop.includes(r)) return {k: v, last: r, eof: false};
      if (r === '\\') {
        const next = this.read();
        if (next === undefined) return {k: v, last: undefined, eof: true};
        v += next;
      } else v += r;
    }
  }

  private typed(v: string): Value {
    const lower = v.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (lower === 'null') return null;
    if (v === '0') return new GoInt(0n, 'int64');
    if (v.length && v[0] !== '0' && /^[+-]?\d+$/.test(v)) {
      const n = BigInt(v);
      if (n >= -(2n ** 63n) && n < 2n ** 63n) return new GoInt(n, 'int64');
    }
    return v;
  }

  private set(data: GoMap, key: string, value: Value): void {
    if (key.length) data.set(key, value);
  }

  private mapAt(value: Value | undefined, what: string): GoMap {
    if (value === undefined) return new Map();
    if (isMap(value)) return value;
    throw new StrvalsError(`unable to parse key: interface conversion: interface {} is ${what}, not map[string]interface {}`);
  }

  /** Returns 'eof' at the end of the input, 'ok' after a key=value. */
  private key(data: GoMap, level: number): 'eof' | 'ok' {
    const {k, last, eof} = this.until('=[,.');
    if (eof) {
      if (k.length === 0) return 'eof';
      throw new StrvalsError(`key "${k}" has no value`);
    }
    switch (last) {
      case '[': {
        const i = this.keyIndex();
        const existing = data.get(k);
        let list: Value[] = [];
        if (existing !== undefined) {
          if (!Array.isArray(existing)) throw new StrvalsError('unable to parse key: interface conversion: interface {} is not []interface {}');
          list = existing;
        }
        const result = this.listItem(list, i, level);
        this.set(data, k, result);
        return 'ok';
      }
      case '=': {
        const list = this.valList();
        if (list === 'eof') {
          this.set(data, k, '');
          return 'eof';
        }
        if (list !== 'notList') {
          this.set(data, k, list);
          return 'ok';
        }
        this.set(data, k, this.typed(this.until(',').k));
        return 'ok';
      }
      case ',':
        this.set(data, k, '');
        throw new StrvalsError(`key "${k}" has no value (cannot end with ,)`);
      default: {
        if (level + 1 > 30) throw new StrvalsError('value name nested level is greater than maximum supported nested level of 30');
        const inner = this.mapAt(data.get(k), 'not a map');
        const result = this.key(inner, level + 1);
        if (result === 'ok' && inner.size === 0) throw new StrvalsError(`key map "${k}" has no value`);
        if (inner.size) this.set(data, k, inner);
        return result;
      }
    }
  }

  private keyIndex(): number {
    const {k, eof} = this.until(']');
    if (eof) throw new StrvalsError('error parsing index: EOF');
    if (!/^[+-]?\d+$/.test(k)) throw new StrvalsError(`error parsing index: strconv.Atoi: parsing "${k}": invalid syntax`);
    return Number(k);
  }

  private setIndex(list: Value[], index: number, value: Value): Value[] {
    if (index < 0) throw new StrvalsError(`negative ${index} index not allowed`);
    if (index > 65536) throw new StrvalsError(`index of ${index} is greater than maximum supported index of 65536`);
    const out = [...list];
    while (out.length <= index) out.push(null);
    out[index] = value;
    return out;
  }

  private listItem(list: Value[], i: number, level: number): Value[] {
    if (i < 0) throw new StrvalsError(`negative ${i} index not allowed`);
    const {k, last, eof} = this.until('[.=');
    if (k.length > 0) throw new StrvalsError(`unexpected data at end of array index: "${k}"`);
    if (eof) throw new StrvalsError('EOF');
    switch (last) {
      case '=': {
        const vl = this.valList();
        if (vl === 'eof') return this.setIndex(list, i, '');
        if (vl !== 'notList') return this.setIndex(list, i, vl);
        return this.setIndex(list, i, this.typed(this.until(',').k));
      }
      case '[': {
        const next = this.keyIndex();
        const existing = list[i];
        const current = Array.isArray(existing) ? existing : [];
        return this.setIndex(list, i, this.listItem(current, next, level));
      }
      default: {
        const existing = list[i];
        const inner = isMap(existing) ? existing : new Map();
        this.key(inner, level);
        return this.setIndex(list, i, inner);
      }
    }
  }

  private valList(): Value[] | 'notList' | 'eof' {
    const r = this.read();
    if (r === undefined) return 'eof';
    if (r !== '{') {
      this.unread();
      return 'notList';
    }
    const list: Value[] = [];
    for (;;) {
      const {k, last, eof} = this.until(',}');
      if (eof) throw new StrvalsError("list must terminate with '}'");
      if (last === '}') {
        const next = this.read();
        if (next !== undefined && next !== ',') this.unread();
        list.push(this.typed(k));
        return list;
      }
      list.push(this.typed(k));
    }
  }
}

/**
 * Applies one `--set` to `values` as Helm's strvals.ParseInto does: `a.b=c`, `a[0]=x`, lists
 * `{a,b}`, several pairs separated by commas, backslash escapes, and the types of true, false,
 * null and integers (other numbers stay strings). Throws with Helm's message on a malformed one.
 */
function applySet(values: GoMap, set: string): void {
  try {
    new StrvalsParser(set, values).parse();
  } catch (error) {
    if (error instanceof StrvalsError) throw new Error(`failed to parse --set value: ${set}: ${error.message}`);
    throw error;
  }
}

export interface MergeOptions {
  /** `preflight template` accepts `Values.a=b` for `a=b`; `preflight` itself does not. */
  stripValuesPrefix?: boolean;
}

/**
 * The values `preflight --values f1 --values f2 --set a=b` renders with: the files (YAML text, or
 * already parsed objects) merged in order, later ones winning, then each --set in order.
 * Numbers from files are float64, as sigs.k8s.io/yaml reads them; integers from --set are int64.
 */
export function mergeValues(files: (string | Record<string, unknown> | GoMap)[], sets: string[] = [], options: MergeOptions = {}): GoMap {
  let values: GoMap = new Map();
  files.forEach((file, i) => {
    let parsed: Value;
    if (typeof file === 'string') {
      try {
        parsed = parseYAML(file);
      } catch (error) {
        throw new Error(`failed to parse values file ${i + 1}: ${(error as Error).message}`);
      }
    } else parsed = isMap(file) ? file : fromJS(file);
    if (parsed !== null && !isMap(parsed)) {
      throw new Error(
        `failed to parse values file ${i + 1}: error unmarshaling JSON: while decoding JSON: json: cannot unmarshal ${Array.isArray(parsed) ? 'array' : typeof parsed} into Go value of type map[string]interface {}`,
      );
    }
    values = mergeMaps(values, parsed);
  });
  for (let set of sets) {
    const eq = set.indexOf('=');
    if (options.stripValuesPrefix && eq > 0 && set.slice(0, eq).startsWith('Values.')) set = set.slice('Values.'.length);
    applySet(values, set);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Which text preflight renders

const v1beta3ApiVersion = /^apiVersion:[ \t]*["']?troubleshoot\.sh\/v1beta3["']?[ \t]*(#.*)?$/m;

/** True for a spec preflight renders with Helm: apiVersion troubleshoot.sh/v1beta3, with `{{` and `}}`. */
export function isV1Beta3Template(text: string): boolean {
  return v1beta3ApiVersion.test(text) && text.includes('{{') && text.includes('}}');
}

// ---------------------------------------------------------------------------------------------
// Rendering

export interface HelmRenderOptions {
  /** Apply preflight's value defaults (values_defaults.go). Default true, as preflight does for v1beta3. */
  seedDefaults?: boolean;
  /** The template name errors report (default Helm's, `preflight-templating/templates/preflight.yaml`). */
  templateName?: string;
  /** A ceiling on rendering work, for untrusted text in a browser. */
  maxSteps?: number;
  /**
   * Render as `helm install` of another chart would, with this chart metadata instead of
   * preflight's wrapping chart (for templates a Helm chart ships, such as a Secret holding a spec).
   */
  chart?: ChartMetadata;
  /** With `chart`: the release's fields (Service is always Helm). */
  release?: ReleaseOptions;
  /** Each piece of the output and the template offset it comes from (ExecuteOptions.onWrite). */
  onWrite?: ExecuteOptions['onWrite'];
}

/** A map key read straight from the root object that is not there, such as `{{ .Used }}`. */
export interface BlankedField {
  expression: string;
  position: Position;
}

export interface HelmRenderResult {
  output: string;
  /** The values after the defaults were seeded, as the template saw them. */
  values: GoMap;
  /**
   * Fields read from the root object that it does not have (`{{ .Used }}`, `{{ .Name }}`): Helm
   * renders them as empty text. In a v1beta3 spec they are usually analysis-time templates in a
   * message, which Helm consumes before Troubleshoot sees them.
   */
  blanked: BlankedField[];
}

const helmRootKeys = new Set(['Chart', 'Files', 'Release', 'Capabilities', 'Values', 'Subcharts', 'Template']);

function toValues(values: GoMap | Record<string, unknown> | undefined): GoMap {
  if (values === undefined) return new Map();
  const converted = isMap(values) ? deepCopy(values) : fromJS(values);
  if (!isMap(converted)) throw new Error('values must be a map');
  return converted;
}

function deepCopy(v: GoMap): GoMap {
  const copy = (x: Value): Value => (isMap(x) ? deepCopy(x) : Array.isArray(x) ? x.map(copy) : x);
  const out: GoMap = new Map();
  for (const [k, x] of v) out.set(k, copy(x));
  return out;
}

/** Renders with Helm's semantics and reports what Helm silently blanked. Throws a TemplateError. */
export function renderHelm(text: string, values?: GoMap | Record<string, unknown>, options: HelmRenderOptions = {}): HelmRenderResult {
  const vals = toValues(values);
  if (options.seedDefaults !== false) {
    seedDefaultBooleans(text, vals);
    seedParentMaps(text, vals);
  }
  const name = options.templateName ?? templateName;
  const root = helmRoot(vals, options.chart, options.release);
  const set = helmTemplateSet();
  const blanked: BlankedField[] = [];
  set.parse(name, text);
  let output: string;
  try {
    output = set.execute(name, root, {
      maxSteps: options.maxSteps,
      onWrite: options.onWrite,
      onMissingKey: (missing: MissingKey) => {
        if (missing.fromRoot && missing.template === name && !helmRootKeys.has(missing.key)) {
          blanked.push({expression: missing.expression, position: missing.position});
        }
      },
    });
  } catch (error) {
    throw explainRootNil(error, blanked);
  }
  return {output: output.replaceAll('<no value>', ''), values: vals, blanked};
}

/** `{{ .PVC.Names }}` fails in Helm because `.PVC` is not in the root object: say why. */
function explainRootNil(error: unknown, blanked: BlankedField[]): unknown {
  if (!(error instanceof TemplateError) || error.kind !== 'exec') return error;
  const m = /^nil pointer evaluating interface \{\}\.\w+: (\.[A-Za-z_]\w*) is missing or null/.exec(error.reason);
  if (!m || helmRootKeys.has(m[1]!.slice(1))) return error;
  const field = [...blanked].reverse().find((b) => b.expression.startsWith(m[1]!));
  if (!field) return error;
  const hint =
    `${m[1]} is not in Helm's root object (.Values, .Release, .Chart, .Capabilities, .Files, .Template). ` +
    `If it is meant for Troubleshoot's analysis, escape it so that Helm leaves it alone: {{ "{{ ${field.expression} }}" }}`;
  return new TemplateError(error.kind, error.template, {line: error.line, column: error.column}, `${error.reason}. ${hint}`);
}
