/**
 * The spec checker's own rules (plugins/spec-checker/check/rules/registry.ts), each on a minimal
 * spec: the rule reports the mistake at its line, and stays silent once it is fixed. Every rule
 * has such a case and cites Troubleshoot code that the vendored function index holds.
 */
import {test, expect} from '@playwright/test';
import {checkSpec, type Finding} from '../../plugins/spec-checker/check/index';
import {checkerData} from '../../plugins/spec-checker/check/data';
import {renderSpecTemplate} from '../../plugins/spec-checker/check/render';
import {rules, type RuleId} from '../../plugins/spec-checker/check/rules/registry';
import {firstMatchAnalyzers} from '../../plugins/spec-checker/check/rules/outcomes';
import {registries} from '../../reference/index';
import {unresolvedSourceRefs} from '../lib/source-refs';

const data = checkerData(new Map());

interface RuleCase {
  rule: RuleId;
  name: string;
  spec: string;
  /** The line of the finding, and a pattern its message matches. */
  line: number;
  message: RegExp;
  /** The spec with the mistake fixed: the rule says nothing. */
  fixed: string;
  version?: string;
}

const head = (kind: string) => `apiVersion: troubleshoot.sh/v1beta2\nkind: ${kind}\nmetadata:\n  name: shop\nspec:\n`;

const cases: RuleCase[] = [
  {
    rule: 'old-api-group',
    name: 'the v1beta1 group',
    spec: 'apiVersion: troubleshoot.replicated.com/v1beta1\nkind: Preflight\nspec:\n  analyzers: []\n',
    line: 1,
    message: /old API group/,
    fixed: 'apiVersion: troubleshoot.sh/v1beta2\nkind: Preflight\nspec:\n  analyzers: []\n',
  },
  {
    rule: 'unknown-key',
    name: 'a key the collector does not have',
    spec: `${head('SupportBundle')}  collectors:\n    - exec:\n        title: dns\n        command: [nslookup]\n`,
    line: 8,
    message: /unknown key `title`/,
    fixed: `${head('SupportBundle')}  collectors:\n    - exec:\n        collectorName: dns\n        command: [nslookup]\n`,
  },
  {
    rule: 'wrong-type',
    name: 'a list where a string is expected',
    spec: `${head('SupportBundle')}  collectors:\n    - logs:\n        namespace: [shop]\n`,
    line: 8,
    message: /namespace must be a string, not a list/,
    fixed: `${head('SupportBundle')}  collectors:\n    - logs:\n        namespace: shop\n`,
  },
  {
    rule: 'missing-field',
    name: 'an ingress analyzer without a namespace',
    spec: `${head('Preflight')}  analyzers:\n    - ingress:\n        ingressName: shop\n        outcomes:\n          - pass:\n              message: found\n`,
    line: 8,
    message: /missing `namespace`/,
    fixed: `${head('Preflight')}  analyzers:\n    - ingress:\n        ingressName: shop\n        namespace: shop\n        outcomes:\n          - pass:\n              message: found\n`,
  },
  {
    rule: 'when-condition',
    name: 'a jobStatus condition without a counter',
    spec: `${head('Preflight')}  analyzers:\n    - jobStatus:\n        name: migrate\n        namespace: shop\n        outcomes:\n          - fail:\n              when: "= 0"\n          - pass: {}\n`,
    line: 12,
    message: /expected a counter/,
    fixed: `${head('Preflight')}  analyzers:\n    - jobStatus:\n        name: migrate\n        namespace: shop\n        outcomes:\n          - fail:\n              when: "succeeded = 0"\n          - pass: {}\n`,
  },
  {
    rule: 'read-not-written',
    name: 'a HostPreflight analyzer whose host collector is missing',
    spec: `${head('HostPreflight')}  collectors:\n    - cpu: {}\n  analyzers:\n    - memory:\n        outcomes:\n          - pass: {}\n`,
    line: 9,
    message: /`memory` reads `host-collectors\/system\/memory\.json`, which no collector/,
    fixed: `${head('HostPreflight')}  remoteCollectors:\n    - memory: {}\n  analyzers:\n    - memory:\n        outcomes:\n          - pass: {}\n`,
  },
  {
    rule: 'read-not-written',
    name: 'an analyzer of a SupportBundle reads what a host collector writes',
    spec: `${head('SupportBundle')}  hostCollectors:\n    - run:\n        collectorName: uptime\n        command: uptime\n  analyzers:\n    - textAnalyze:\n        fileName: host-collectors/run-host/uptim.txt\n        regex: load\n`,
    line: 11,
    message: /reads `host-collectors\/run-host\/uptim\.txt`/,
    fixed: `${head('SupportBundle')}  hostCollectors:\n    - run:\n        collectorName: uptime\n        command: uptime\n  analyzers:\n    - textAnalyze:\n        fileName: host-collectors/run-host/uptime.txt\n        regex: load\n`,
  },
  {
    rule: 'read-not-written',
    name: 'the data collector writes name/collectorName, either alone',
    spec: `${head('Preflight')}  collectors:\n    - data:\n        name: config/replicas.txt\n        data: "5"\n  analyzers:\n    - textAnalyze:\n        fileName: config/replica.txt\n        regexGroups: '(?P<N>\\d+)'\n`,
    line: 11,
    message: /reads `config\/replica\.txt`/,
    fixed: `${head('Preflight')}  collectors:\n    - data:\n        name: config/replicas.txt\n        data: "5"\n  analyzers:\n    - textAnalyze:\n        fileName: config/replicas.txt\n        regexGroups: '(?P<N>\\d+)'\n`,
  },
  {
    rule: 'read-not-written',
    name: 'clusterResources writes a .yaml link beside each custom resource file',
    spec: `${head('SupportBundle')}  collectors:\n    - clusterResources: {}\n  analyzers:\n    - yamlCompare:\n        fileName: cluster-resources/custom-resource/backups.velero.io/velero.yaml\n        path: "[0].spec.ttl"\n        value: 720h0m0s\n`,
    line: 9,
    message: /reads `cluster-resources\/custom-resource\//,
    fixed: `${head('SupportBundle')}  collectors:\n    - clusterResources: {}\n  analyzers:\n    - yamlCompare:\n        fileName: cluster-resources/custom-resources/backups.velero.io/velero.yaml\n        path: "[0].spec.ttl"\n        value: 720h0m0s\n`,
  },
  {
    rule: 'mysql-warn-without-pass',
    name: 'a mysql warn outcome alone in its item',
    spec: `${head('Preflight')}  collectors:\n    - mysql:\n        collectorName: orders\n        uri: "user:pass@tcp(orders:3306)/"\n  analyzers:\n    - mysql:\n        collectorName: orders\n        outcomes:\n          - warn:\n              when: "connected == false"\n`,
    line: 14,
    message: /crashes the analyzer/,
    fixed: `${head('Preflight')}  collectors:\n    - mysql:\n        collectorName: orders\n        uri: "user:pass@tcp(orders:3306)/"\n  analyzers:\n    - mysql:\n        collectorName: orders\n        outcomes:\n          - fail:\n              when: "connected == false"\n`,
  },
  {
    rule: 'v1beta3-dropped',
    name: 'an analyzer in a v1beta3 SupportBundle',
    spec: 'apiVersion: troubleshoot.sh/v1beta3\nkind: SupportBundle\nspec:\n  collectors:\n    - redis:\n        uri:\n          value: redis://cache:6379\n  analyzers:\n    - clusterVersion: {}\n',
    line: 9,
    message: /`clusterVersion` in spec\.analyzers\[0\] is dropped: a troubleshoot\.sh\/v1beta3 SupportBundle holds no `analyzers`/,
    fixed: 'apiVersion: troubleshoot.sh/v1beta3\nkind: SupportBundle\nspec:\n  collectors:\n    - redis:\n        uri:\n          value: redis://cache:6379\n',
  },
  {
    rule: 'v1beta3-string-or-value-from',
    name: 'a plain string uri in a v1beta3 SupportBundle',
    spec: 'apiVersion: troubleshoot.sh/v1beta3\nkind: SupportBundle\nspec:\n  collectors:\n    - postgres:\n        uri: postgresql://orders:5432/orders\n',
    line: 6,
    message: /uri is a \{value, valueFrom\} map in a v1beta3 SupportBundle/,
    fixed: 'apiVersion: troubleshoot.sh/v1beta3\nkind: SupportBundle\nspec:\n  collectors:\n    - postgres:\n        uri:\n          valueFrom:\n            secretKeyRef:\n              name: orders-db\n              key: uri\n',
  },
  {
    rule: 'unreadable-map-key',
    name: 'a null key',
    spec: `${head('SupportBundle')}  collectors:\n    - logs:\n        namespace: shop\n        ~: api\n`,
    line: 9,
    message: /This key is null \(`~`\).*skips this whole document/,
    fixed: `${head('SupportBundle')}  collectors:\n    - logs:\n        namespace: shop\n        name: api\n`,
  },
  {
    rule: 'log-max-age-duration',
    name: 'maxAge in days',
    spec: `${head('SupportBundle')}  collectors:\n    - logs:\n        limits:\n          maxAge: 7d\n`,
    line: 9,
    message: /"7d" is not a Go duration.*no limit at all.*write 168h/,
    fixed: `${head('SupportBundle')}  collectors:\n    - logs:\n        limits:\n          maxAge: 168h\n`,
  },
  {
    rule: 'log-max-age-drops-limits',
    name: 'maxAge beside maxLines',
    spec: `${head('SupportBundle')}  collectors:\n    - logs:\n        limits:\n          maxAge: 24h\n          maxLines: 500\n`,
    line: 10,
    message: /`limits\.maxLines` is not applied: with `maxAge` set/,
    fixed: `${head('SupportBundle')}  collectors:\n    - logs:\n        limits:\n          maxLines: 500\n`,
  },
  {
    rule: 'exclude-not-bool',
    name: 'an exclude that is neither true nor false',
    spec: `${head('Preflight')}  analyzers:\n    - storageClass:\n        exclude: "maybe"\n        storageClassName: fast\n`,
    line: 8,
    message: /`exclude` of `storageClass` is "maybe".*analyzer stops with an error/,
    fixed: `${head('Preflight')}  analyzers:\n    - storageClass:\n        exclude: "false"\n        storageClassName: fast\n`,
  },
  {
    rule: 'strict-not-bool',
    name: 'a strict that is neither true nor false',
    spec: `${head('Preflight')}  analyzers:\n    - storageClass:\n        strict: "yes please"\n        storageClassName: fast\n`,
    line: 8,
    message: /read as false/,
    fixed: `${head('Preflight')}  analyzers:\n    - storageClass:\n        strict: yes\n        storageClassName: fast\n`,
  },
  {
    rule: 'node-filter-quantity',
    name: 'a memory filter that is not a quantity',
    spec: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        filters:\n          memoryCapacity: 8 GB\n        outcomes:\n          - fail:\n              when: "count() < 1"\n`,
    line: 9,
    message: /`filters\.memoryCapacity` .* is "8 GB", not a Kubernetes quantity/,
    fixed: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        filters:\n          memoryCapacity: 8Gi\n        outcomes:\n          - fail:\n              when: "count() < 1"\n`,
  },
  {
    rule: 'outcome-after-catch-all',
    name: 'a pass after a fail without when',
    spec: `${head('Preflight')}  analyzers:\n    - distribution:\n        outcomes:\n          - fail:\n              message: unsupported\n          - pass:\n              when: "== eks"\n`,
    line: 12,
    message: /`pass` on "== eks" .* is never reached: the `fail` without `when` before it always holds/,
    fixed: `${head('Preflight')}  analyzers:\n    - distribution:\n        outcomes:\n          - pass:\n              when: "== eks"\n          - fail:\n              message: unsupported\n`,
  },
  {
    rule: 'outcome-covered',
    name: 'a fail on <= 1Gi after a warn on <= 4Gi',
    spec: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        outcomes:\n          - warn:\n              when: "min(memoryCapacity) <= 4Gi"\n          - fail:\n              when: "min(memoryCapacity) <= 1Gi"\n          - pass: {}\n`,
    line: 12,
    message: /`fail` on "min\(memoryCapacity\) <= 1Gi" .* never fires: whenever it holds, the earlier `warn`/,
    fixed: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        outcomes:\n          - fail:\n              when: "min(memoryCapacity) <= 1Gi"\n          - warn:\n              when: "min(memoryCapacity) <= 4Gi"\n          - pass: {}\n`,
  },
  {
    rule: 'outcome-covered',
    name: 'a Kubernetes version range inside an earlier one',
    spec: `${head('Preflight')}  analyzers:\n    - clusterVersion:\n        outcomes:\n          - warn:\n              when: "< 1.29.0"\n          - fail:\n              when: "< 1.27.0"\n          - pass: {}\n`,
    line: 12,
    message: /`fail` on "< 1\.27\.0" .* never fires/,
    fixed: `${head('Preflight')}  analyzers:\n    - clusterVersion:\n        outcomes:\n          - fail:\n              when: "< 1.27.0"\n          - warn:\n              when: "< 1.29.0"\n          - pass: {}\n`,
  },
  {
    rule: 'regex-group-absent',
    name: 'a pass on an empty group before a catch-all fail',
    spec: `${head('SupportBundle')}  analyzers:\n    - textAnalyze:\n        fileName: api/*.log\n        regexGroups: 'error="(?P<Error>[^"]+)"'\n        outcomes:\n          - pass:\n              when: 'Error == ""'\n          - fail:\n              message: "{{ .Error }}"\n`,
    line: 12,
    message: /never holds when the regular expression finds nothing: the group `Error` then does not exist.*the `fail` without `when` after it fires/,
    fixed: `${head('SupportBundle')}  analyzers:\n    - textAnalyze:\n        fileName: api/*.log\n        regex: 'error="[^"]+"'\n        outcomes:\n          - pass:\n              when: "false"\n          - fail:\n              when: "true"\n`,
  },
  {
    rule: 'status-no-outcomes',
    name: 'a deploymentStatus with a name and no outcomes',
    spec: `${head('Preflight')}  analyzers:\n    - deploymentStatus:\n        name: api\n        namespace: shop\n`,
    line: 7,
    message: /has `name` but no outcomes: its result is neither pass, warn nor fail/,
    fixed: `${head('Preflight')}  analyzers:\n    - deploymentStatus:\n        namespace: shop\n`,
  },
  {
    rule: 'cluster-version-no-outcomes',
    name: 'a clusterVersion without outcomes',
    spec: `${head('Preflight')}  analyzers:\n    - clusterVersion: {}\n`,
    line: 7,
    message: /has no outcomes: it gives a result without a title that is neither pass, warn nor fail/,
    fixed: `${head('Preflight')}  analyzers:\n    - clusterVersion:\n        outcomes:\n          - fail:\n              when: "< 1.28.0"\n          - pass: {}\n`,
  },
  {
    rule: 'status-name-without-namespace',
    name: 'a statefulsetStatus with a name and no namespace',
    spec: `${head('Preflight')}  analyzers:\n    - statefulsetStatus:\n        name: db\n        outcomes:\n          - fail:\n              when: "< 1"\n`,
    line: 7,
    message: /reads `cluster-resources\/statefulsets\/\.json`, which no collector writes/,
    fixed: `${head('Preflight')}  analyzers:\n    - statefulsetStatus:\n        name: db\n        namespace: shop\n        outcomes:\n          - fail:\n              when: "< 1"\n`,
  },
  {
    rule: 'template-placeholder',
    name: 'an envsubst variable in a quantity',
    spec: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        filters:\n          podCapacity: "$POD_CAPACITY"\n        outcomes:\n          - fail:\n              when: "count() < 3"\n`,
    line: 9,
    message: /`\$POD_CAPACITY` is an envsubst template placeholder.*cannot parse `filters\.podCapacity` as a quantity/,
    fixed: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        filters:\n          podCapacity: "110"\n        outcomes:\n          - fail:\n              when: "count() < 3"\n`,
  },
  {
    rule: 'template-placeholder',
    name: 'a KOTS template in exclude',
    spec: `${head('SupportBundle')}  collectors:\n    - logs:\n        exclude: 'repl{{ ConfigOptionEquals "db" "external" }}'\n`,
    line: 8,
    message: /`repl\{\{ ConfigOptionEquals "db" "external" \}\}` is a KOTS template placeholder.*the collector runs anyway/,
    fixed: `${head('SupportBundle')}  collectors:\n    - logs:\n        exclude: 'true'\n`,
  },
  {
    rule: 'template-placeholder',
    name: 'a kURL template written without quotes',
    spec: `${head('HostPreflight')}  collectors:\n    - tcpConnect:\n        address: {{kurl .Installer.Spec.Kubernetes.MasterAddress }}\n`,
    line: 8,
    message: /`\{\{kurl \.Installer\.Spec\.Kubernetes\.MasterAddress \}\}` is a kURL template placeholder.*skips this whole document/,
    fixed: `${head('HostPreflight')}  collectors:\n    - tcpConnect:\n        address: 10.0.0.10:6443\n`,
  },
  {
    rule: 'template-placeholder',
    name: 'an envsubst variable in a when',
    spec: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        outcomes:\n          - fail:\n              when: "count() < $MIN_NODES"\n`,
    line: 10,
    message: /`\$MIN_NODES` is an envsubst template placeholder/,
    fixed: `${head('Preflight')}  analyzers:\n    - nodeResources:\n        outcomes:\n          - fail:\n              when: "count() < 3"\n`,
  },
  {
    rule: 'redactor-regex-empty',
    name: 'a regex removal without redactor',
    spec: `${head('Redactor')}  redactors:\n    - name: tokens\n      removals:\n        regex:\n          - selector: token\n`,
    line: 10,
    message: /regex\[0\] is missing `redactor`/,
    fixed: `${head('Redactor')}  redactors:\n    - name: tokens\n      removals:\n        regex:\n          - redactor: 'token=(?P<mask>\\S+)'\n`,
  },
  {
    rule: 'template-needs-values',
    name: 'a templated v1beta3 Preflight without values',
    spec: 'apiVersion: troubleshoot.sh/v1beta3\nkind: Preflight\nspec:\n  analyzers:\n    - clusterVersion:\n        outcomes:\n          - fail:\n              when: "< {{ .Values.minVersion }}"\n',
    line: 1,
    message: /give them in the Values box; the CLI refuses a templated v1beta3 file without --values or --set/,
    fixed: 'apiVersion: troubleshoot.sh/v1beta3\nkind: Preflight\nspec:\n  analyzers:\n    - clusterVersion:\n        outcomes:\n          - fail:\n              when: "< 1.28.0"\n',
  },
];

const check = (spec: string, version?: string) => checkSpec(spec, {data, version, render: renderSpecTemplate});
const of = (findings: Finding[], rule: RuleId) => findings.filter((f) => f.rule === rule);
const listed = (findings: Finding[]) => findings.map((f) => `${f.severity} ${f.line} [${f.rule ?? ''}] ${f.message}`).join('\n');

test.describe('checker rules on minimal specs', () => {
  for (const c of cases) {
    test(`${c.rule}: ${c.name}`, () => {
      const findings = check(c.spec, c.version);
      const found = of(findings, c.rule);
      expect(found.length, listed(findings)).toBeGreaterThan(0);
      expect(found[0]!.line, listed(found)).toBe(c.line);
      expect(found[0]!.message).toMatch(c.message);
      expect(found[0]!.severity).toBe(rules[c.rule].severity);
      expect(found[0]!.source?.length, 'a finding of a rule cites code').toBeGreaterThan(0);
      const fixed = check(c.fixed, c.version);
      expect(of(fixed, c.rule), listed(fixed)).toEqual([]);
    });
  }
});

test('every rule has a case', () => {
  const tested = new Set(cases.map((c) => c.rule));
  expect(Object.keys(rules).filter((rule) => !tested.has(rule as RuleId))).toEqual([]);
});

test('maxAge beside maxLines is not reported for releases before v0.10.20, which applied both', () => {
  const spec = `${head('SupportBundle')}  collectors:\n    - logs:\n        limits:\n          maxAge: 24h\n          maxLines: 500\n`;
  expect(of(check(spec, 'v0.10.19'), 'log-max-age-drops-limits')).toEqual([]);
  expect(of(check(spec, 'v0.10.20'), 'log-max-age-drops-limits')).toHaveLength(1);
});

test('read paths are said as a reader would write them, without the reference\'s placeholder notation', () => {
  const findings = check(`${head('SupportBundle')}  analyzers:\n    - cephStatus:\n        outcomes:\n          - pass: {}\n`);
  expect(of(findings, 'read-not-written').map((f) => f.message)).toEqual([expect.stringMatching(/reads `ceph\/status\.json`, which no collector/)]);
  expect(findings.map((f) => f.message).join('\n')).not.toMatch(/<[^>]*unless|\[</);
});

test('null lists and values behave as left out', () => {
  const spec = `${head('SupportBundle')}  collectors:\n    - clusterResources:\n        namespaces:\n    - logs:\n        name:\n        selector:\n`;
  expect(check(spec)).toEqual([]);
});

test('a key indented deeper than the one above is reported at its own line', () => {
  const findings = check('apiVersion: troubleshoot.sh/v1beta2\n  kind: SupportBundle\nspec:\n  collectors: []\n');
  expect(findings.map((f) => [f.line, f.message])).toEqual([[2, expect.stringMatching(/`kind:` is indented deeper than `apiVersion:` on the line above.*same column/)]]);
});

test('Secrets that only hold credentials are not taken for spec carriers', () => {
  const credentials = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\nstringData:\n  uri: postgresql://orders:5432/orders\n';
  expect(check(credentials)).toEqual([]);
  const labelled = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: bundle\n  labels:\n    troubleshoot.sh/kind: support-bundle\nstringData:\n  support-bundle: |\n    apiVersion: troubleshoot.sh/v1beta2\n';
  expect(check(labelled).map((f) => f.message)).toEqual([expect.stringMatching(/only under these keys.*reads none from this one/)]);
});

test('a finding in text a template action printed names the action and the values it reads', () => {
  const template = 'apiVersion: troubleshoot.sh/v1beta3\nkind: Preflight\nspec:\n  analyzers:\n{{ toYaml .Values.analyzers | indent 4 }}\n';
  const values = 'analyzers:\n  - clusterVersion:\n      outcome: []\n';
  const findings = checkSpec(template, {data, values, render: renderSpecTemplate});
  // The misspelt key also leaves the analyzer without outcomes: both findings point at the action.
  expect(findings.map((f) => [f.line, f.message])).toEqual([
    [5, expect.stringMatching(/unknown key `outcome`.*\(in the rendered spec\): printed by `\{\{ toYaml \.Values\.analyzers \| indent 4 \}\}`, from `analyzers` of the values/)],
    [5, expect.stringMatching(/has no outcomes.*\(in the rendered spec\): printed by `\{\{ toYaml \.Values\.analyzers \| indent 4 \}\}`/)],
  ]);
});

test('every analyzer listed as taking the first outcome that holds is described so by the reference, or cites its own code', () => {
  const problems: string[] = [];
  for (const [id, model] of Object.entries(firstMatchAnalyzers)) {
    if (model.source?.length) continue;
    const [kind, key] = id.split('/') as ['analyzer' | 'hostAnalyzer', string];
    const entry = registries[kind].find((e) => e.key === key);
    const outcomes = entry?.outcomes;
    if (!outcomes?.hasOutcomes) {
      problems.push(`${id}: no outcomes in the reference`);
      continue;
    }
    if (!/the first (?:outcome )?(?:that|whose [^.]*?) holds|first that holds/.test(outcomes.order.text)) problems.push(`${id}: the reference does not say the first outcome that holds is taken`);
    const holds = model.catchAll ? new RegExp(`${model.catchAll.map((severity) => `\`${severity}\``).join(' or ')} without \`when\` always holds`) : /an outcome without `when` (?:always holds|holds for every)/i;
    if (!holds.test(outcomes.order.text)) problems.push(`${id}: the reference does not say an outcome without \`when\` always holds`);
    if (!outcomes.order.source.length) problems.push(`${id}: no source`);
  }
  expect(problems).toEqual([]);
});

/** Every `x-required-by` of a schema: the code behind each required field. */
function requiredBy(node: unknown, out: string[] = [], missing: string[] = [], at = ''): {cited: string[]; missing: string[]} {
  if (Array.isArray(node)) node.forEach((child) => requiredBy(child, out, missing, at));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      const sources = properties[name]?.['x-required-by'] as string[] | undefined;
      if (!sources?.length && name !== 'spec' && name !== 'apiVersion' && name !== 'kind') missing.push(`${at}.${name}`);
    }
    for (const [key, child] of Object.entries(schema)) {
      if (key === 'x-required-by') out.push(...(child as string[]));
      else requiredBy(child, out, missing, key === 'properties' ? at : `${at}.${key}`);
    }
  }
  return {cited: out, missing};
}

test('every field the schemas require cites the code that needs it', () => {
  const {missing} = requiredBy([data.schemas, data.schemasV1beta3]);
  expect(missing).toEqual([]);
});

test('every rule cites Troubleshoot code that exists: a file#function of the vendored function index', () => {
  const cited = [
    ...requiredBy([data.schemas, data.schemasV1beta3]).cited,...Object.values(rules).flatMap((rule) => rule.source), ...Object.values(data.outcomeOrder).flat(), ...Object.values(firstMatchAnalyzers).flatMap((model) => model.source ?? [])];
  expect(unresolvedSourceRefs(cited)).toEqual([]);
});
