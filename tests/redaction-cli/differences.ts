/**
 * Inputs where the redaction tester and `support-bundle` could part ways: how the CLI loads
 * Redactor documents, line endings, YAML the CLI refuses, bundle paths, globs and patterns. Each
 * case names the Go function that decides it; what Troubleshoot's own code wrote for it is in
 * ./go-reference.json, and tests/unit/redaction-cli.spec.ts holds the tester to it: the same
 * output, or a notice that it cannot be sure, never a mask the bundle would not get.
 */
import type {Sample} from './real-rule-sets';

export interface Difference {
  id: string;
  /** The behaviour, in a few words. */
  title: string;
  /** Where the Go code decides it. */
  source: string;
  spec: string;
  files: Sample[];
}

const redactor = (items: string, apiVersion = 'troubleshoot.sh/v1beta2') =>
  `apiVersion: ${apiVersion}\nkind: Redactor\nmetadata:\n  name: shop\nspec:\n  redactors:\n${items}`;

const licenceItem = '  - name: licence\n    removals:\n      values:\n        - example-licence-0000\n';
const licenceLog: Sample = {path: 'shop/installer.log', input: 'applying licence example-licence-0000\nlicence example-licence-0000 accepted\n'};
const orderItem = (name: string) => `  - name: ${name}\n    removals:\n      regex:\n        - redactor: '(order_token=)(?P<mask>\\w+)'\n`;
const orderLog: Sample = {path: 'shop/api.log', input: 'GET /orders order_token=t0k3nEXAMPLE status=200\n'};

export const differences: Difference[] = [
  // Which documents the loader passes on.
  {id: 'apiversion-v1beta2', title: 'troubleshoot.sh/v1beta2 is loaded', source: 'pkg/loader/loader.go#specLoader.loadFromStrings', spec: redactor(licenceItem), files: [licenceLog]},
  {id: 'apiversion-v1beta3', title: 'troubleshoot.sh/v1beta3 is converted and loaded', source: 'pkg/docrewrite/v1beta2.go#ConvertToV1Beta2', spec: redactor(licenceItem, 'troubleshoot.sh/v1beta3'), files: [licenceLog]},
  {id: 'apiversion-v1beta1', title: 'troubleshoot.replicated.com/v1beta1 is converted and loaded', source: 'pkg/docrewrite/v1beta2.go#ConvertToV1Beta2', spec: redactor(licenceItem, 'troubleshoot.replicated.com/v1beta1'), files: [licenceLog]},
  {id: 'apiversion-dry-run', title: 'the apiVersion --dry-run prints is skipped', source: 'pkg/loader/loader.go#specLoader.loadFromStrings', spec: redactor(licenceItem, 'troubleshoot.replicated.com/v1beta2'), files: [licenceLog]},
  {id: 'kind-lowercase', title: 'kind is matched exactly', source: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', spec: redactor(licenceItem).replace('kind: Redactor', 'kind: redactor'), files: [licenceLog]},
  // A type error drops the whole document.
  {id: 'type-name-on', title: 'name: on is a YAML 1.1 boolean, and the document is dropped', source: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', spec: redactor(licenceItem + orderItem('on')), files: [licenceLog, orderLog]},
  {id: 'type-name-quoted-on', title: 'name: "on" is text', source: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', spec: redactor(orderItem('"on"')), files: [orderLog]},
  {id: 'type-values-no', title: 'a value no is a boolean', source: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', spec: redactor('  - removals:\n      values:\n        - example-licence-0000\n        - no\n'), files: [licenceLog]},
  {id: 'type-values-y', title: 'a value y is a boolean', source: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', spec: redactor('  - removals:\n      values:\n        - y\n        - example-licence-0000\n'), files: [licenceLog]},
  {id: 'type-values-number', title: 'a numeric value is a number', source: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', spec: redactor('  - removals:\n      values:\n        - example-licence-0000\n        - 4242\n'), files: [licenceLog]},
  {id: 'type-regex-old-form', title: "the old regex: ['...'] form", source: 'pkg/apis/troubleshoot/v1beta2/redact_shared.go#Removals', spec: redactor("  - removals:\n      regex: ['(order_token=)(?P<mask>\\w+)']\n"), files: [orderLog]},
  {id: 'type-files-string', title: 'files: as a string', source: 'pkg/apis/troubleshoot/v1beta2/redact_shared.go#FileSelector', spec: redactor('  - fileSelector:\n      files: shop/*.log\n    removals:\n      values:\n        - example-licence-0000\n'), files: [licenceLog]},
  {id: 'unknown-fields-v1beta1-item', title: 'a v1beta1-style item loads with nothing to do', source: 'pkg/apis/troubleshoot/v1beta2/redact_shared.go#Redact', spec: redactor('  - name: old\n    values:\n      - example-licence-0000\n', 'troubleshoot.replicated.com/v1beta1'), files: [licenceLog]},
  // How the text is split.
  {id: 'split-crlf', title: 'a CRLF spec file keeps only its first document', source: 'internal/util/util.go#SplitYAML', spec: `${redactor(licenceItem)}---\n${redactor(orderItem('orders'))}`.replace(/\n/g, '\r\n'), files: [licenceLog, orderLog]},
  {id: 'split-trailing-space', title: '"--- " with a space does not split', source: 'internal/util/util.go#SplitYAML', spec: `${redactor(licenceItem)}--- \n${redactor(orderItem('orders'))}`, files: [licenceLog, orderLog]},
  {id: 'split-comment', title: '"--- # comment" does not split', source: 'internal/util/util.go#SplitYAML', spec: `${redactor(licenceItem)}--- # orders\n${redactor(orderItem('orders'))}`, files: [licenceLog, orderLog]},
  {id: 'split-plain', title: '"\\n---\\n" splits, both documents load', source: 'internal/util/util.go#SplitYAML', spec: `${redactor(licenceItem)}---\n${redactor(orderItem('orders'))}`, files: [licenceLog, orderLog]},
  {id: 'invalid-document-skipped', title: 'an invalid document is skipped, the others apply', source: 'pkg/loader/loader.go#specLoader.loadFromStrings', spec: `${redactor(licenceItem)}---\nkind: Redactor\nspec: {redactors: [\n---\n${redactor(orderItem('orders'))}`, files: [licenceLog, orderLog]},
  {id: 'null-item', title: 'null items are skipped and still count in unnamed names', source: 'pkg/redact/redact.go#buildAdditionalRedactors', spec: redactor(`  - ~\n  - removals:\n      regex:\n        - redactor: '(order_token=)(?P<mask>\\w+)'\n`), files: [orderLog]},
  {id: 'configmap-redactor-spec', title: 'a ConfigMap redactor-spec key is unwrapped', source: 'pkg/loader/loader.go#specLoader.getSpecFromConfigMap', spec: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-redactor\ndata:\n  redactor-spec: |\n${redactor(licenceItem).replace(/^/gm, '    ')}\n  other: |\n${redactor(orderItem('orders')).replace(/^/gm, '    ')}\n`, files: [licenceLog, orderLog]},
  {id: 'secret-data-base64', title: 'a Secret data key is base64', source: 'pkg/loader/loader.go#specLoader.getSpecFromSecret', spec: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-redactor\ndata:\n  redactor-spec: ${Buffer.from(redactor(licenceItem)).toString('base64')}\n`, files: [licenceLog]},
  {id: 'secret-bad-base64', title: 'a Secret with a data value that is not base64 is skipped', source: 'pkg/loader/loader.go#specLoader.loadFromStrings', spec: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-redactor\ndata:\n  note: not base64!\nstringData:\n  redactor-spec: |\n${redactor(licenceItem).replace(/^/gm, '    ')}\n`, files: [licenceLog]},
  {id: 'supportbundle-redactors', title: 'spec.redactors in a SupportBundle is dropped', source: 'pkg/apis/troubleshoot/v1beta2/supportbundle_types.go#SupportBundleSpec', spec: `apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: shop\nspec:\n  collectors:\n    - clusterInfo: {}\n  redactors:\n${licenceItem}`, files: [licenceLog]},
  {id: 'no-redactor-built-ins', title: 'no Redactor: the built-in rules alone', source: 'pkg/redact/redact.go#getRedactors', spec: '', files: [{path: 'shop/db.log', input: 'connect Server=db.example;Database=shop;User ID=app;Password=example-pass;\n'}]},
  // Line endings and YAML.
  {id: 'crlf-dollar', title: 'CRLF is kept: $ does not match before \\r', source: 'pkg/redact/line_reader.go#LineReader.ReadLine', spec: redactor("  - removals:\n      regex:\n        - redactor: '(k=)(?P<mask>\\S+)$'\n        - redactor: '(v=)(?P<mask>.*)'\n"), files: [{path: 'shop/app.env', input: 'k=1\r\nv=2\r\nk=3\n'}]},
  {id: 'yaml-json-slash-escape', title: 'yaml.v2 refuses a JSON \\/ escape', source: 'pkg/redact/yaml.go#YamlRedactor.Redact', spec: redactor('  - removals:\n      yamlPath:\n        - url\n'), files: [{path: 'shop/config.json', input: '{"url": "https:\\/\\/shop.example", "port": 8080}\n'}]},
  {id: 'yaml-directive-1-2', title: 'yaml.v2 refuses %YAML 1.2', source: 'pkg/redact/yaml.go#YamlRedactor.Redact', spec: redactor('  - removals:\n      yamlPath:\n        - password\n'), files: [{path: 'shop/config.yaml', input: '%YAML 1.2\n---\npassword: example-pass\n'}]},
  {id: 'yaml-complex-key', title: 'yaml.v2 refuses a complex key', source: 'pkg/redact/yaml.go#YamlRedactor.Redact', spec: redactor('  - removals:\n      yamlPath:\n        - password\n'), files: [{path: 'shop/config.yaml', input: 'password: example-pass\n? [a, b]\n: pair\n'}]},
  {id: 'yaml-path-bracket', title: 'a bundle path with [ makes yamlPath a no-op', source: 'pkg/redact/yaml.go#YamlRedactor.Redact', spec: redactor('  - removals:\n      yamlPath:\n        - password\n'), files: [{path: 'shop/config[1].yaml', input: 'password: example-pass\n'}, {path: 'shop/config\\1.yaml', input: 'password: example-pass\n'}, {path: 'shop/config*.yaml', input: 'password: example-pass\n'}, {path: 'shop/config?.yaml', input: 'password: example-pass\n'}]},
  {id: 'yaml-path-negative-index', title: 'a negative list index crashes support-bundle', source: 'pkg/redact/yaml.go#YamlRedactor.redactYaml', spec: redactor('  - removals:\n      yamlPath:\n        - users.-1.token\n'), files: [{path: 'shop/users.yaml', input: 'users:\n- name: a\n  token: example-token-1\n'}]},
  {id: 'yaml-path-negative-index-not-reached', title: 'a negative index that reaches no list does nothing', source: 'pkg/redact/yaml.go#YamlRedactor.redactYaml', spec: redactor('  - removals:\n      yamlPath:\n        - users.-1.token\n'), files: [{path: 'shop/users.yaml', input: 'users:\n  name: a\n'}]},
  // Globs (gobwas/glob).
  {id: 'glob-caret-literal', title: '^ in a class is a literal; only ! negates', source: 'pkg/redact/redact.go#redactMatchesPath', spec: redactor('  - fileSelector:\n      file: shop/[^a]*.log\n    removals:\n      values:\n        - example-licence-0000\n'), files: [{path: 'shop/b.log', input: 'example-licence-0000\n'}, {path: 'shop/a.log', input: 'example-licence-0000\n'}, {path: 'shop/^b.log', input: 'example-licence-0000\n'}]},
  {id: 'glob-super-slash', title: 'dir/**/file matches dir/file', source: 'pkg/redact/redact.go#redactMatchesPath', spec: redactor('  - fileSelector:\n      file: shop/**/installer.log\n    removals:\n      values:\n        - example-licence-0000\n'), files: [licenceLog, {path: 'shop/v2/installer.log', input: 'example-licence-0000\n'}]},
  {id: 'glob-rejected', title: 'a glob gobwas rejects fails every file, built-in rules included', source: 'pkg/redact/redact.go#redactMatchesPath', spec: redactor('  - fileSelector:\n      file: shop/[a-].log\n    removals:\n      values:\n        - example-licence-0000\n'), files: [{path: 'other/db.log', input: 'Password=example-pass;\n'}]},
  {id: 'glob-unclosed-brace', title: 'an unclosed {a,b compiles', source: 'pkg/redact/redact.go#redactMatchesPath', spec: redactor('  - fileSelector:\n      file: shop/{api,installer.log\n    removals:\n      values:\n        - example-licence-0000\n'), files: [licenceLog, {path: 'shop/api', input: 'example-licence-0000\n'}]},
  {id: 'glob-escape-in-class', title: 'escapes inside a class', source: 'pkg/redact/redact.go#redactMatchesPath', spec: redactor('  - fileSelector:\n      file: shop/[\\]a]*.log\n    removals:\n      values:\n        - example-licence-0000\n'), files: [{path: 'shop/]x.log', input: 'example-licence-0000\n'}, {path: 'shop/ax.log', input: 'example-licence-0000\n'}, {path: 'shop/\\x.log', input: 'example-licence-0000\n'}]},
  // Patterns.
  {id: 'pattern-quoted-paren', title: 'Go accepts \\Q(\\E', source: 'pkg/redact/redact.go#compileRegex', spec: redactor("  - removals:\n      regex:\n        - redactor: '\\Q(\\E(?P<mask>[a-z]+)\\)'\n"), files: [{path: 'shop/app.log', input: 'call (secret) done\n'}]},
  {id: 'pattern-digit-group-name', title: 'Go accepts a group name starting with a digit', source: 'pkg/redact/redact.go#compileRegex', spec: redactor("  - removals:\n      regex:\n        - redactor: '(?P<1st>key=)(?P<mask>\\w+)'\n"), files: [{path: 'shop/app.log', input: 'key=example0000 ok\n'}]},
  {id: 'pattern-long', title: 'a pattern over the tester\'s length limit', source: 'pkg/redact/redact.go#compileRegex', spec: redactor(`  - removals:\n      regex:\n        - redactor: '(?:${'x|'.repeat(2100)}y)(?P<mask>=\\w+)'\n`), files: [{path: 'shop/app.log', input: 'y=example0000\n'}]},
  {id: 'pattern-backreference', title: 'Go refuses a backreference: the file is written unredacted', source: 'pkg/redact/redact.go#buildAdditionalRedactors', spec: redactor("  - removals:\n      regex:\n        - redactor: '(a)\\1'\n"), files: [{path: 'shop/db.log', input: 'Password=example-pass;\n'}]},
];
