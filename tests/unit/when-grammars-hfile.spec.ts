/**
 * The `when` grammars of the host analyzers of certificate, certificatesCollection, hostServices,
 * systemPackages, textAnalyze, jsonCompare and registryImages, each checked against a table of
 * conditions the Go code accepts and rejects (or silently never matches). The comments name the Go
 * reasoning for the surprising rows.
 */
import {test, expect} from '@playwright/test';
import {grammars, grammarsFor} from '../../reference/when/index';
import type {Severity} from '../../reference/when/grammar';
import {registries} from '../../reference/index';
import {testWhenTables, type WhenTable} from '../lib/when-tables';

interface Table {
  accepted: string[];
  /** Each rejected condition, with a fragment the message must contain. */
  rejected: [string, RegExp][];
  severities?: Severity[];
}


const tables: Record<string, WhenTable> = {
  // pkg/analyze/host_certificate.go#CheckCondition: strings.TrimSpace(file) == when, when untouched.
  'key-pair-status': {
    accepted: ['', 'key-pair-valid', 'key-pair-missing', 'key-pair-switched', 'key-pair-encrypted', 'key-pair-mismatch', 'key-pair-invalid'],
    rejected: [
      [' key-pair-valid', /spaces around/], // when is not trimmed
      ['key-pair-valid ', /spaces around/],
      ['Key-Pair-Valid', /lower case/],
      ['== key-pair-valid', /no operator/],
      ['!= key-pair-valid', /no operator/],
      ['valid', /never what the collector writes/],
      ['key-pair-expired', /never what the collector writes/], // expiry is not checked
      ['connected', /never what the collector writes/],
    ],
  },
  // pkg/analyze/host_services.go#compareHostServicesConditionalToActual: Split(" "), 3 parts.
  'host-services': {
    accepted: [
      '',
      'containerd.service = active',
      'containerd.service == active',
      'kubelet.service = active,running',
      'kubelet.service = active,running,loaded',
      'firewalld.service != inactive',
      'firewalld.service <> inactive',
      'ufw.service = *', // all wildcards with "=": the unit exists
      'ufw.service = ', // an empty third part is a wildcard too
      'ufw.service = ,running', // empty ACTIVE skipped
      'nftables.service != *,*,loaded',
      'docker = active', // a prefix: legal, if risky
      'k3s.service = active,running,loaded,extra', // a fourth state is ignored
    ],
    rejected: [
      ['containerd.service === active', /unknown operator/],
      ['containerd.service !== active', /unknown operator/],
      ['containerd.service is active', /unknown operator/],
      ['containerd.service=active', /one space on each side/],
      ['containerd.service != active ', /single spaces/], // four parts
      [' containerd.service = active', /single spaces/],
      ['containerd.service  = active', /single spaces/],
      ['containerd.service = active, running', /single spaces/],
      ['containerd.service\t=\tactive', /single spaces/],
      ['containerd.service', /single spaces/],
      ['containerd.service = Active', /lower case/],
      ['ufw.service != *', /never holds/], // every state skipped: "!=" can never be true
      ['ufw.service <> *,*,*', /never holds/],
      ['ufw.service != ', /never holds/],
    ],
  },
  // pkg/analyze/host_system_packages.go#compareSystemPackagesConditionalToActual:
  // RenderTemplate, then strconv.ParseBool on the untrimmed result.
  'system-packages': {
    accepted: [
      '',
      '{{ not .IsInstalled }}',
      '{{ .IsInstalled }}',
      '{{.IsInstalled}}',
      '{{- .IsInstalled -}}',
      '  {{- .IsInstalled -}}\n', // trim markers remove the white space around
      '{{ and .IsInstalled (eq .OS "ubuntu") }}',
      '{{ and .IsInstalled (hasPrefix "1.7" .Version) }}',
      '{{ and (eq .OS "rhel") (lt .OSVersionMajor 9) }}',
      '{{ if .IsInstalled }}false{{ else }}true{{ end }}',
      '{{ if eq .ExitCode "0" }}true{{ else if .IsInstalled }}true{{ else }}false{{ end }}',
      '{{ eq .Status "install ok installed" }}', // a details key
      '{{ eq .Name "a}}b" }}', // "}}" inside a string does not close the action
      '{{/* installed? */}}{{ .IsInstalled }}',
      'true', // a constant: always holds
      'True',
      '{{ .IsInstalled }}{{/* trailing comment */}}',
    ],
    rejected: [
      ['{{ .IsInstalled }} ', /space or line break/], // " " after: ParseBool fails
      [' {{ .IsInstalled }}', /space or line break/],
      ['{{ .IsInstalled }}\n', /space or line break/], // a YAML block scalar adds this
      ['installed: {{ .IsInstalled }}', /space or line break/],
      ['x{{ .IsInstalled }}', /ends up in the result/],
      ['{{ .IsInstalled }', /never closed/],
      ['{{ if .IsInstalled }}true{{ else }}false', /never closed with \{\{ end \}\}/],
      ['{{ .IsInstalled }}{{ end }}', /closes nothing/],
      ['{{ else }}true', /outside an/],
      ['{{ }}', /empty action/],
      ['{{ not .isInstalled }}', /did you mean "\.IsInstalled"/], // keys are upper case: nil, so always true
      ['{{ .version }}', /upper-case/],
      ['{{ .Version.Major }}', /plain text/],
      ['false', /always false/],
      ['0', /always false/],
      ['not installed', /not a template/],
      ['yes', /not a template/],
    ],
  },
};

testWhenTables(tables);

test('every form a grammar of this file shows parses in it', () => {
  for (const id of Object.keys(tables)) {
    const grammar = grammars[id]!;
    for (const {form} of grammar.forms) {
      if (form === '(empty)') continue;
      expect(grammar.parse(form, 'fail').ok, `${id}: ${form}`).toBe(true);
    }
  }
});

test('the host analyzers of this file use the intended grammars', () => {
  const outcomesOf = (key: string) => {
    const entry = registries.hostAnalyzer.find((a) => a.key === key);
    if (!entry || !entry.outcomes.hasOutcomes) throw new Error(`hostAnalyzer/${key} has no outcomes in the reference`);
    return entry.outcomes;
  };
  expect(outcomesOf('certificate').when).toBe('key-pair-status');
  // pkg/analyze/host_certificates_collection.go reads `when` on warn outcomes only.
  expect(outcomesOf('certificatesCollection').when).toBe('cert-expiry');
  expect(outcomesOf('hostServices').when).toBe('host-services');
  expect(outcomesOf('systemPackages').when).toBe('system-packages');
  // pkg/analyze/host_registry.go calls registry.go#compareRegistryConditionalToActual.
  expect(outcomesOf('registryImages').when).toBe('registry-count');
  expect(outcomesOf('jsonCompare').when).toBe('compare-bool');

  // pkg/analyze/host_text_analyze.go runs text_analyze.go#analyzeTextAnalyze: regex, then regexGroups.
  const ids = (spec: Record<string, unknown>) => grammarsFor(outcomesOf('textAnalyze'), spec).map((g) => g.id);
  expect(ids({regex: 'x'})).toEqual(['regex-bool']);
  expect(ids({regexGroups: '(?P<N>x)'})).toEqual(['regex-groups']);
  expect(ids({regex: 'x', regexGroups: '(?P<N>x)'})).toEqual(['regex-bool', 'regex-groups']);
});

test('cert-expiry: a warn reads the day count, fail and pass ignore when', () => {
  const grammar = grammars['cert-expiry']!;
  expect(grammar.parse('notAfter < Today + 30 days', 'warn').ok).toBe(true);
  expect(grammar.parse('notAfter < today + 30 days', 'warn').ok).toBe(false); // case-sensitive regexp
  expect(grammar.parse('', 'warn').ok).toBe(false); // an empty warn never fires
  expect(grammar.parse('', 'fail').ok).toBe(true);
  expect(grammar.parse('anything', 'pass').ok).toBe(true);
});

test('registry-count, as the host analyzer uses it: trimmed, three terms, no "!="', () => {
  const grammar = grammars['registry-count']!;
  for (const when of ['missing > 0', ' errors >= 1 ', 'verified === 2']) expect(grammar.parse(when, 'fail').ok, when).toBe(true);
  for (const when of ['missing != 0', 'Missing > 0', 'missing>0', 'pulled > 0']) expect(grammar.parse(when, 'fail').ok, when).toBe(false);
});
