/**
 * Redactor rule sets from public repositories, each kept byte for byte in ./real/ with the
 * repository, path and commit it was read from, and sample files written for them (made-up
 * values only). The expected output of every sample is what Troubleshoot's own pkg/redact wrote
 * (./go-reference.json); tests/unit/redaction-cli.spec.ts runs the tester on the same input.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Sample {
  /** The file's path in the bundle. */
  path: string;
  input: string;
}

export interface RealRuleSet {
  id: string;
  /** Who publishes it: a vendor shipping Troubleshoot specs, or Replicated itself. */
  publisher: 'third-party' | 'replicated';
  source: {repository: string; path: string; commit: string; lines?: [number, number]};
  /** The file in ./real/: the whole file, or the lines named in `source`. */
  file: string;
  /**
   * How the CLI is given it: the file as it is, or a Helm template rendered the way its chart
   * renders it (`helm template carto --namespace carto`; only the parts named here are produced).
   */
  given: 'file' | 'helm-secret' | 'helm-redactors-in-supportbundle' | 'helm-redactors-in-redactor';
  samples: Sample[];
}

const realDir = path.join(__dirname, 'real');

/** The body of a Helm `define`: the text between its `}}` and the trimming `{{- end -}}`. */
function defineBody(template: string): string {
  const start = template.indexOf('}}') + 2;
  return template.slice(start, template.lastIndexOf('{{- end -}}')).replace(/\s+$/, '');
}

/** `{{- include "…" . | indent 6 }}` inside the block scalar of a Secret key: two spaces within the document. */
const included = (template: string) => defineBody(template).split('\n').map((line) => `  ${line}`).join('\n');

/** The spec text the CLI reads for a rule set. */
export function specText(set: RealRuleSet): string {
  const file = fs.readFileSync(path.join(realDir, set.file), 'utf8');
  switch (set.given) {
    case 'file':
      return file;
    case 'helm-secret':
      // The chart's Secret with the release name and namespace filled in; the CLI finds it in the cluster by its label.
      return file.replaceAll('{{ .Release.Name }}', 'carto').replaceAll('{{ .Release.Namespace | quote }}', '"carto"');
    case 'helm-redactors-in-supportbundle':
      // chart/templates/support-bundle.yaml at that commit puts the rules under the SupportBundle's spec.redactors.
      return `apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: carto\nspec:\n  collectors:\n    - clusterInfo: {}\n  redactors:${included(file)}\n`;
    case 'helm-redactors-in-redactor':
      // From 2026-06-11 the chart ships them as a Redactor document after the SupportBundle.
      return `apiVersion: troubleshoot.sh/v1beta2\nkind: Redactor\nmetadata:\n  name: carto-redactors\nspec:\n  redactors:${included(file)}\n`;
  }
}

const troubleshoot = (p: string, commit = '0c6fb2177bb697c39f6d97f518766718c51b7456') => ({repository: 'replicatedhq/troubleshoot', path: p, commit});
const kots = (p: string) => ({repository: 'replicatedhq/kots', path: p, commit: '370ae9030f18fcf4136a71f00ce450d8ff1d9cf1'});
const carto = (commit: string, lines: [number, number]) => ({repository: 'CartoDB/carto-selfhosted-helm', path: 'chart/templates/_commonChecks.tpl', commit, lines});

/** A pod log line of the CARTO workspace API, with the made-up value in a JSON field. */
const cartoLog = (fields: string) => `{"level":"info","time":"2026-03-02T10:15:00Z","msg":"settings loaded",${fields}}\n`;

const cartoLogSample: Sample = {
  path: 'cluster-resources/pods/logs/carto/workspace-api-7c9d8-x2kq4/workspace-api.log',
  input:
    cartoLog('"ldKey":"sdk-00000000-1111-2222-3333-444444444444"') +
    cartoLog('"openaiKey":"sk-proj-EXAMPLEexampleEXAMPLE0000"') +
    cartoLog('"awsKeyId":"AKIAEXAMPLE000000000"') +
    cartoLog('"session":"eyJhbGciOiJub25lIn0.eyJzdWIiOiJleGFtcGxlIn0.c2lnbmF0dXJlLWV4YW1wbGU"') +
    cartoLog('"apiKey":"example-provider-key-0000"') +
    'level=info msg="request done" path=/api/v3/maps status=200\n',
};

const cartoLicenseSample: Sample = {
  path: 'replicated-sdk/carto/replicated-license-info-stdout.txt',
  input: '{"name":"openAiApiKey","title":"OpenAI key","value":"sk-EXAMPLE-entitlement-0000"}\n{"name":"seats","title":"Seats","value":"25"}\n',
};

const cartoTenantCheck: Sample = {
  path: 'tenant-requirements-check/tenant-requirements-check.json',
  input: `{
  "spec": {
    "containers": [
      {
        "name": "check",
        "env": [
          {"name": "AZURE_STORAGE_ACCESSKEY", "value": "example-storage-key-0000"},
          {"name": "LOG_LEVEL", "value": "info"}
        ]
      }
    ]
  }
}
`,
};

const passwordDump: Sample = {path: 'data/my-password-dump', input: 'my super secret password is abc123\nanother redaction will go here\n'};

export const realRuleSets: RealRuleSet[] = [
  {
    id: 'carto-14eae7fb',
    publisher: 'third-party',
    source: carto('14eae7fb2719e2a75f46d582e9a24e6c6bf3bb5a', [624, 642]),
    file: 'carto-14eae7fb-redactors.tpl',
    given: 'helm-redactors-in-supportbundle',
    samples: [cartoLogSample],
  },
  {
    id: 'carto-7d5478f0',
    publisher: 'third-party',
    source: carto('7d5478f0ebcfbbe9c20c8c2079eeb9914c1df821', [655, 668]),
    file: 'carto-7d5478f0-redactors.tpl',
    given: 'helm-redactors-in-supportbundle',
    samples: [cartoLogSample],
  },
  {
    id: 'carto-1c93d0b2',
    publisher: 'third-party',
    source: carto('1c93d0b2fbe8f76e4511662fcaef6393369fca8e', [690, 797]),
    file: 'carto-1c93d0b2-redactors.tpl',
    given: 'helm-redactors-in-supportbundle',
    samples: [cartoLogSample, cartoLicenseSample],
  },
  {
    id: 'carto-250aba24',
    publisher: 'third-party',
    source: carto('250aba2400cb08002c3582d3dd0c7dd82595d109', [690, 802]),
    file: 'carto-250aba24-redactors.tpl',
    given: 'helm-redactors-in-redactor',
    samples: [cartoLogSample, cartoLicenseSample, cartoTenantCheck, {...cartoTenantCheck, path: `host-collectors/run-pod/${cartoTenantCheck.path}`}],
  },
  {
    id: 'carto-c37e4497',
    publisher: 'third-party',
    source: carto('c37e44977db58df4e61abde17dce7051acff237c', [678, 751]),
    file: 'carto-c37e4497-redactors.tpl',
    given: 'helm-redactors-in-redactor',
    samples: [cartoLogSample, cartoLicenseSample, cartoTenantCheck],
  },
  {
    id: 'carto-679436ee',
    publisher: 'third-party',
    source: carto('679436eec29ddc75830117b8ad0f82b57c528845', [727, 809]),
    file: 'carto-679436ee-redactors.tpl',
    given: 'helm-redactors-in-redactor',
    samples: [
      cartoLogSample,
      cartoLicenseSample,
      cartoTenantCheck,
      {
        path: 'cluster-resources/pods/logs/carto/maps-api-5f6b7-qq2lm/maps-api.log',
        input: 'upstream said {\\"apiKey\\":\\"example-escaped-key-0000\\",\\"region\\":\\"eu\\"}\n-----BEGIN PRIVATE KEY-----\nTUFERS1VUC1LRVktTk9ULVJFQUw=\n-----END PRIVATE KEY-----\n',
      },
    ],
  },
  {
    id: 'carto-eafb5683',
    publisher: 'third-party',
    source: {repository: 'CartoDB/carto-selfhosted-helm', path: 'chart/templates/support-bundle-redactor.yaml', commit: 'eafb568369b0592aa82d6b4f697cb78a2911ea19'},
    file: 'carto-eafb5683-support-bundle-redactor.yaml',
    given: 'helm-secret',
    samples: [cartoLogSample],
  },
  {
    id: 'troubleshoot-e2e',
    publisher: 'replicated',
    source: troubleshoot('examples/redact/e2e.yaml'),
    file: 'troubleshoot-e2e.yaml',
    given: 'file',
    samples: [{path: 'static-hi.log', input: 'static hi\nstatic hi, static\nnot-so-static\n'}],
  },
  {
    id: 'troubleshoot-labelled-configmap',
    publisher: 'replicated',
    source: troubleshoot('testdata/supportbundle/labelled-specs/redact-spec-1.yaml'),
    file: 'troubleshoot-labelled-configmap.yaml',
    given: 'file',
    samples: [{path: 'echo-hi-1', input: 'REDACT FIRST TEXT PLEASE\nREDACT SECOND TEXT PLEASE\n'}],
  },
  {
    id: 'troubleshoot-labelled-secret',
    publisher: 'replicated',
    source: troubleshoot('testdata/supportbundle/labelled-specs/redact-spec-2.yaml'),
    file: 'troubleshoot-labelled-secret.yaml',
    given: 'file',
    samples: [{path: 'echo-hi-2', input: 'REDACT FIRST TEXT PLEASE\nREDACT SECOND TEXT PLEASE\n'}],
  },
  {
    id: 'troubleshoot-unlabelled-configmap',
    publisher: 'replicated',
    source: troubleshoot('testdata/supportbundle/labelled-bundle-unlabelled-redactor/redact-spec-1.yaml'),
    file: 'troubleshoot-unlabelled-configmap.yaml',
    given: 'file',
    samples: [{path: 'echo-hi-1', input: 'say: REDACT FIRST TEXT PLEASE, twice: REDACT FIRST TEXT PLEASE\n'}],
  },
  {
    id: 'troubleshoot-multidoc-1',
    publisher: 'replicated',
    source: troubleshoot('testdata/yamldocs/multidoc-spec-1.yaml'),
    file: 'troubleshoot-multidoc-1.yaml',
    given: 'file',
    samples: [passwordDump, {path: 'data/other-dump', input: 'abc123 stays here\n'}],
  },
  {
    id: 'troubleshoot-multidoc-2',
    publisher: 'replicated',
    source: troubleshoot('testdata/yamldocs/multidoc-spec-2.yaml'),
    file: 'troubleshoot-multidoc-2.yaml',
    given: 'file',
    samples: [{path: 'cluster-resources/pods/logs/default/web-0/web.log', input: 'login ok token=abc123\nDB password=abc123;\n'}],
  },
  {
    id: 'troubleshoot-multidoc-invalids',
    publisher: 'replicated',
    source: troubleshoot('testdata/yamldocs/multidoc-spec-with-invalids.yaml'),
    file: 'troubleshoot-multidoc-invalids.yaml',
    given: 'file',
    samples: [{path: 'data/my-password-dump', input: 'replace password abc123\nconnect Server=db.example;Database=shop;Password=example-pass;\n'}],
  },
  {
    id: 'troubleshoot-sample',
    publisher: 'replicated',
    source: troubleshoot('sample-troubleshoot.yaml', 'c2f839971d6b7884adbed9f37cd972a940af7a71'),
    file: 'troubleshoot-sample.yaml',
    given: 'file',
    samples: [
      passwordDump,
      {path: 'data/yaml-data.yaml', input: 'abc:\n  xyz:\n  - hello\n  - world: "these are removed"\nbcd:\n  abc:\n    xyz:\n      - these\n      - remain\n'},
      {path: 'cluster-resources/deployments/shop.json', input: '        "env": [\n          {\n            "name": "S3_ENDPOINT",\n            "value": "https://s3.example.com"\n          }\n        ]\n'},
    ],
  },
  {
    id: 'kots-pull-redactor',
    publisher: 'replicated',
    source: kots('pkg/tests/pull/cases/multidoc/upstream/redactor.yaml'),
    file: 'kots-pull-redactor.yaml',
    given: 'file',
    samples: [
      {path: 'test/test-file', input: 'user=admin testvalue\n'},
      {path: 'supsecretdir/passwordfile-no-looky', input: 'randompassword and testvalue\n'},
      {path: 'etc/rancher/k3s/config.yaml', input: 'kubernetes: {{repl ConfigOption "min_kubernetes_version"}}\n'},
      {path: 'test/values.yaml', input: 'test:\n  a: 1\n  b: two\nother: 3\n'},
      {path: 'creditcards/visa.yaml', input: 'creditcards:\n  yaml: 4111-1111-1111-1111\n'},
    ],
  },
  {
    id: 'kots-pull-multi',
    publisher: 'replicated',
    source: kots('pkg/tests/pull/cases/multidoc/upstream/multi.yaml'),
    file: 'kots-pull-multi.yaml',
    given: 'file',
    samples: [{path: 'test/another-test-file', input: 'testvalue2 testvalue\n'}],
  },
  {
    id: 'kots-testim',
    publisher: 'replicated',
    source: kots('testim/testim-redactor-spec.yaml'),
    file: 'kots-testim.yaml',
    given: 'file',
    samples: [
      {
        path: 'cluster-info/cluster_version.json',
        input: '{\n  "info": {\n    "major": "1",\n    "minor": "29",\n    "gitVersion": "v1.29.4"\n  },\n  "string": "v1.29.4"\n}',
      },
    ],
  },
  {
    id: 'kots-redact-test',
    publisher: 'replicated',
    source: {...kots('pkg/redact/redact_test.go'), lines: [68, 88]},
    file: 'kots-redact-test.yaml',
    given: 'file',
    samples: [
      passwordDump,
      {path: 'data/env.json', input: '{\n  "name": "S3_ENDPOINT",\n  "value": "https://s3.example.com"\n}\n'},
      {path: 'data/config.yaml', input: 'abc:\n  xyz:\n  - one\n  - two\n'},
    ],
  },
  {
    id: 'field-labs-custom-redactor',
    publisher: 'replicated',
    source: {repository: 'replicatedhq/replicated-field-labs', path: 'instruqt/redactors/03-adding-a-custom-redactor/assignment.md', commit: '1246ce55ef3652bd5fef31f1f13edb20ec91f949', lines: [34, 43]},
    file: 'field-labs-custom-redactor.yaml',
    given: 'file',
    samples: [
      {
        path: 'cluster-resources/pods/logs/secret-app/secret-app-6d5c9-tt8wz/secret-app.log',
        input: 'Thu Apr 29 10:39:52 UTC 2021 [info] the secret code is example-code-0000\nThu Apr 29 10:39:53 UTC 2021 [info] ready\n',
      },
    ],
  },
];
