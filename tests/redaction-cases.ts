/**
 * The redaction tester's table of cases: one per behaviour of pkg/redact that a Redactor author
 * meets, each run against the engine (tests/unit/redaction-engine.spec.ts) and through the tester
 * on its page (tests/browser/redaction-tester.spec.ts).
 *
 * Every case is also a Redactor example in the docs (tests/unit/redaction-examples.spec.ts checks
 * it). On the case's `page`, code blocks carry the case id in their meta:
 * - the Redactor: ```yaml redactor="<id>"``` (several ids, separated by spaces, when one Redactor
 *   serves several cases);
 * - the file before: ```<lang> title="<path>" input="<id>"```, with the title only when the case
 *   has a `path`;
 * - the file after: ```<lang> output="<id>"```, or for a pattern RE2 rejects, the error message
 *   in ```text error="<id>"```.
 * Blocks hold a file without its final newline; the texts here end with one.
 */

/** What a Redactor author needs to know about pkg/redact; every one is shown by some case. */
export const behaviours = {
  values: 'literal values are masked wherever they occur, case-sensitively',
  'mask-text': 'whatever is masked becomes the text ***HIDDEN***',
  regex: 'a regex without selector rewrites each line it matches',
  'every-match': 'every match on a line is replaced',
  'match-anywhere': 'a regex matches anywhere in a line, inside longer names too, unless the pattern itself prevents it',
  selector: 'a regex with selector rewrites only the line right after a line the selector matches',
  'group-mask': 'a (?P<mask>...) group becomes the mask',
  'group-drop': 'a (?P<drop>...) group is removed',
  'group-other': 'a group with any other name, or none, is written back as it matched',
  'group-repeated-name': 'a name other than mask or drop used twice writes the first group of that name each time',
  'group-nested': 'a group nested in another is written again after it',
  'outside-groups': 'text matched outside any group is removed',
  'yaml-path': 'a yamlPath found in the file masks its value',
  'yaml-path-index': 'a number in a yamlPath picks one list item',
  'yaml-path-star': '* in a yamlPath stands for every list item or map key',
  'yaml-path-missing': 'a yamlPath that is not in the file leaves it untouched',
  'yaml-invalid': 'a file that does not parse as YAML is left untouched by a yamlPath',
  'yaml-rewrite': 'a file a yamlPath changed is written again as yaml.v2 writes it',
  'glob-star': '* in a glob stays inside one directory',
  'glob-double-star': '** in a glob crosses directories',
  'glob-braces': '{a,b} in a glob lists alternatives',
  'glob-no-match': 'an item whose globs do not match the path is skipped',
  'order-builtin-first': 'the built-in rules run before custom ones, which see their output',
  'order-in-item': 'within an item, values run before regex, and regex before yamlPath',
  're2-named-group': 'groups are named with Go\'s (?P<name>...)',
  're2-flag-in-group': 'a flag such as (?i) inside a group applies to that group only',
  're2-unicode-class': '\\pL matches any letter, where \\w knows ASCII only',
  're2-word-boundary': '\\b lies between an ASCII letter, digit or _ and any other character, so every dot is one',
  're2-rejects-backreference': 'a backreference does not compile, and the file is written unredacted',
  're2-rejects-lookahead': 'a lookahead does not compile, and the file is written unredacted',
} as const;

export type Behaviour = keyof typeof behaviours;

export interface RedactionCase {
  id: string;
  /** What the case shows. */
  title: string;
  shows: Behaviour[];
  /** The docs page with this case's Redactor example, from the project root. */
  page: string;
  /** The complete Redactor, as the page shows it. */
  redactor: string;
  /** The file's path in the bundle; unset when the Redactor selects no files and the example names none. */
  path?: string;
  input: string;
  /** The file as support-bundle writes it into the bundle. */
  output: string;
  /** Every change, in the order the rules make them: line (0 for a file a YAML path rewrote) and rule name. */
  changes: [number, string][];
  /** Items skipped because their file selector does not match the path. */
  skipped?: string[];
  /** RE2's message for a pattern it rejects. */
  error?: string;
}

/** The path the tester is given for a case without one: any name will do, no rule selects files. */
export const anyPath = 'sample.txt';

/** A file's text, written from the line after the opening backtick; backslashes stay as they are. */
function text(strings: TemplateStringsArray, ...values: string[]): string {
  return String.raw({raw: strings.raw}, ...values).replace(/^\n/, '');
}

/** The Redactor and files that several cases of "Where a pattern matches" share on the page; the Redactor's pattern varies. */
const fourPartHostsWith = (pattern: string) => text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: internal-hosts
spec:
  redactors:
    - name: four-part host names
      removals:
        regex:
          - redactor: '${pattern}'
`;
const fourPartHosts = fourPartHostsWith(String.raw`(?P<mask>\w+\.\w+\.\w+\.\w+)`);
const shopHostsLog = text`
2026-01-31T08:00:05Z connected to cache.shop.corp.internal:6379
2026-01-31T08:00:06Z connected to pg-01.db.shop.corp.internal:5432
2026-01-31T08:00:07Z watching roles.rbac.authorization.k8s.io
`;
/** The start of cluster-resources/resources.json, as json.MarshalIndent writes the API discovery lists. */
const apiResourcesJson = text`
  {
    "groupVersion": "rbac.authorization.k8s.io/v1",
    "resources": [
      {
        "name": "clusterrolebindings",
`;
const apiResourcesJsonMasked = text`
  {
    "groupVersion": "***HIDDEN***/v1",
    "resources": [
      {
        "name": "clusterrolebindings",
`;

export const redactionCases: RedactionCase[] = [
  {
    id: 'values',
    title: 'literal values are masked wherever they occur, and only in the spelling given',
    shows: ['values', 'mask-text'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-licence
spec:
  redactors:
    - name: licence key
      removals:
        values:
          - example-licence-key-000
`,
    path: 'cluster-resources/pods/logs/shop/installer-0/installer.log',
    input: text`
2026-01-31T08:00:01Z applying licence example-licence-key-000
2026-01-31T08:00:02Z licence example-licence-key-000 valid until 2027-01-31
2026-01-31T08:00:02Z licence EXAMPLE-LICENCE-KEY-000 rejected: unknown key
`,
    output: text`
2026-01-31T08:00:01Z applying licence ***HIDDEN***
2026-01-31T08:00:02Z licence ***HIDDEN*** valid until 2027-01-31
2026-01-31T08:00:02Z licence EXAMPLE-LICENCE-KEY-000 rejected: unknown key
`,
    changes: [[1, 'licence key.literal.0'], [2, 'licence key.literal.0']],
  },
  {
    id: 'drop-and-mask',
    title: 'a drop group disappears, a mask group becomes the mask, unnamed groups stay',
    shows: ['regex', 'group-drop', 'group-mask', 'group-other', 'glob-double-star', 're2-named-group'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-access-logs
spec:
  redactors:
    - name: shop access logs
      fileSelector:
        file: cluster-resources/pods/logs/shop/**
      removals:
        regex:
          - redactor: '(\s/[^\s?"]*)(?P<drop>\?[^\s"]*)'
          - redactor: '(?i)(session_id=)(?P<mask>[a-z0-9]+)'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
10.0.0.1 - - "GET /callback?code=example-code&state=xyz HTTP/1.1" 200
request done session_id=3f9a0c7e11 user=jane
`,
    output: text`
10.0.0.1 - - "GET /callback HTTP/1.1" 200
request done session_id=***HIDDEN*** user=jane
`,
    changes: [[1, 'shop access logs.regex.0'], [2, 'shop access logs.regex.1']],
  },
  {
    id: 'text-outside-groups',
    title: 'text matched outside any group is lost with the value',
    shows: ['outside-groups', 'group-mask'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: session-ids
spec:
  redactors:
    - name: session ids
      removals:
        regex:
          - redactor: 'session_id=(?P<mask>[a-z0-9]+)'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
request done session_id=3f9a0c7e11 user=jane
`,
    output: text`
request done ***HIDDEN*** user=jane
`,
    changes: [[1, 'session ids.regex.0']],
  },
  {
    id: 'other-group-names',
    title: 'a group named neither mask nor drop is written back',
    shows: ['group-other', 'group-mask'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: card-numbers
spec:
  redactors:
    - name: card numbers
      removals:
        regex:
          - redactor: '(?P<field>card=)(?P<mask>\d{12})(?P<last4>\d{4})'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
payment accepted card=4111111111111111 amount=12.00
`,
    output: text`
payment accepted card=***HIDDEN***1111 amount=12.00
`,
    changes: [[1, 'card numbers.regex.0']],
  },
  {
    id: 'repeated-group-name',
    title: 'a repeated name other than mask or drop writes the first group of that name each time',
    shows: ['group-repeated-name'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: login-lines
spec:
  redactors:
    - name: login lines
      removals:
        regex:
          - redactor: '(?P<key>user=)(?P<mask>\S+)(?P<gap>\s+)(?P<key>password=)(?P<mask>\S+)'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
login attempt user=jane password=changeme from 10.0.0.1
`,
    output: text`
login attempt user=***HIDDEN*** user=***HIDDEN*** from 10.0.0.1
`,
    changes: [[1, 'login lines.regex.0']],
  },
  {
    id: 'nested-group',
    title: 'a group nested in another is written again after it',
    shows: ['group-nested'],
    page: 'docs/redact/recipes/application-tokens.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-tokens-nested
spec:
  redactors:
    - name: shop api key
      removals:
        regex:
          - redactor: '(shp_(live|test)_)(?P<mask>[A-Za-z0-9]{24})'
`,
    path: 'cluster-resources/pods/logs/shop/api-0/api.log',
    input: text`
ts=2026-03-04T09:12:44Z level=info msg=request path=/v1/orders key=shp_live_EXAMPLEexample0000000000 status=201
`,
    output: text`
ts=2026-03-04T09:12:44Z level=info msg=request path=/v1/orders key=shp_live_live***HIDDEN*** status=201
`,
    changes: [[1, 'shop api key.regex.0']],
  },
  {
    id: 'regex-match-anywhere',
    title: 'a pattern with nothing around the value masks the same shape inside longer names',
    shows: ['regex', 'match-anywhere', 'group-mask'],
    page: 'docs/redact/redactors.mdx',
    redactor: fourPartHosts,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: shopHostsLog,
    output: text`
2026-01-31T08:00:05Z connected to ***HIDDEN***:6379
2026-01-31T08:00:06Z connected to pg-***HIDDEN***.internal:5432
2026-01-31T08:00:07Z watching ***HIDDEN***.io
`,
    changes: [[1, 'four-part host names.regex.0'], [2, 'four-part host names.regex.0'], [3, 'four-part host names.regex.0']],
  },
  {
    id: 'regex-match-anywhere-resources',
    title: 'the same pattern masks an API group in cluster-resources',
    shows: ['regex', 'match-anywhere'],
    page: 'docs/redact/redactors.mdx',
    redactor: fourPartHosts,
    path: 'cluster-resources/resources.json',
    input: apiResourcesJson,
    output: apiResourcesJsonMasked,
    changes: [[2, 'four-part host names.regex.0']],
  },
  {
    id: 'regex-word-boundary-dots',
    title: '\\b at both ends still matches between dots',
    shows: ['regex', 're2-word-boundary'],
    page: 'docs/redact/redactors.mdx',
    redactor: fourPartHostsWith(String.raw`\b(?P<mask>\w+\.\w+\.\w+\.\w+)\b`),
    path: 'cluster-resources/resources.json',
    input: apiResourcesJson,
    output: apiResourcesJsonMasked,
    changes: [[2, 'four-part host names.regex.0']],
  },
  {
    id: 'regex-scoped-to-domain',
    title: 'a fixed domain suffix and a file selector keep the pattern to the names it is meant for',
    shows: ['regex', 'group-mask', 'glob-double-star'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: internal-hosts
spec:
  redactors:
    - name: internal host names in shop logs
      fileSelector:
        file: cluster-resources/pods/logs/shop/**
      removals:
        regex:
          - redactor: '(?P<mask>[a-z0-9-]+(?:\.[a-z0-9-]+)*\.corp\.internal)\b'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: shopHostsLog,
    output: text`
2026-01-31T08:00:05Z connected to ***HIDDEN***:6379
2026-01-31T08:00:06Z connected to ***HIDDEN***:5432
2026-01-31T08:00:07Z watching roles.rbac.authorization.k8s.io
`,
    changes: [[1, 'internal host names in shop logs.regex.0'], [2, 'internal host names in shop logs.regex.0']],
  },
  {
    id: 'regex-every-match',
    title: 'a regex without selector replaces every match on every line',
    shows: ['regex', 'every-match'],
    page: 'docs/redact/ip-addresses.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: ip-addresses
spec:
  redactors:
    - name: ipv4 addresses
      removals:
        regex:
          - redactor: '\b(?P<mask>(?:[0-9]{1,3}\.){3}[0-9]{1,3})\b'
`,
    input: text`
10.0.12.7 - - [31/Jan/2026:08:00:01 +0000] "GET /healthz HTTP/1.1" 200
  "podIP": "10.244.1.17",
connecting to db.example.internal (192.168.40.12:5432)
proxy 10.0.12.7 forwarded the request to 10.0.40.3:8080
`,
    output: text`
***HIDDEN*** - - [31/Jan/2026:08:00:01 +0000] "GET /healthz HTTP/1.1" 200
  "podIP": "***HIDDEN***",
connecting to db.example.internal (***HIDDEN***:5432)
proxy ***HIDDEN*** forwarded the request to ***HIDDEN***:8080
`,
    changes: [[1, 'ipv4 addresses.regex.0'], [2, 'ipv4 addresses.regex.0'], [3, 'ipv4 addresses.regex.0'], [4, 'ipv4 addresses.regex.0']],
  },
  {
    id: 'selector-next-line',
    title: 'a selector match masks the line after it',
    shows: ['selector'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: smtp-password
spec:
  redactors:
    - name: smtp password in copied manifests
      fileSelector:
        file: shop-config/**
      removals:
        regex:
          - selector: '(?i)^\s*-\s*name:\s*SMTP_PASSWORD\s*$'
            redactor: '^(\s*value:\s*)(?P<mask>.+)$'
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/env.yaml',
    input: text`
env:
  - name: SMTP_HOST
    value: smtp.example.com
  - name: SMTP_PASSWORD
    value: changeme
`,
    output: text`
env:
  - name: SMTP_HOST
    value: smtp.example.com
  - name: SMTP_PASSWORD
    value: ***HIDDEN***
`,
    changes: [[5, 'smtp password in copied manifests.multiLine.0']],
  },
  {
    id: 'selector-only-next-line',
    title: 'only the line right after a selector match is rewritten',
    shows: ['selector'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: smtp-password
spec:
  redactors:
    - name: smtp password in copied manifests
      fileSelector:
        file: shop-config/**
      removals:
        regex:
          - selector: '(?i)^\s*-\s*name:\s*SMTP_PASSWORD\s*$'
            redactor: '^(\s*value:\s*)(?P<mask>.+)$'
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/env.yaml',
    input: text`
env:
  - name: SMTP_PASSWORD
    # rotated every month
    value: changeme
`,
    output: text`
env:
  - name: SMTP_PASSWORD
    # rotated every month
    value: changeme
`,
    changes: [],
  },
  {
    id: 'yaml-path',
    title: 'a YAML path masks its value and the file is written again',
    shows: ['yaml-path', 'yaml-rewrite', 'glob-double-star'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-settings
spec:
  redactors:
    - name: database password in shop settings
      fileSelector:
        file: shop-config/**/settings.yaml
      removals:
        yamlPath:
          - database.auth.password
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/settings.yaml',
    input: text`
# shop settings
database:
  host: db.example.internal
  auth:
    user: shop
    password: changeme
cache:
  url: redis://cache.example.internal:6379
`,
    output: text`
cache:
  url: redis://cache.example.internal:6379
database:
  auth:
    password: '***HIDDEN***'
    user: shop
  host: db.example.internal
`,
    changes: [[0, 'database password in shop settings.yaml.0']],
  },
  {
    id: 'yaml-path-missing',
    title: 'a YAML path that is not in the file leaves it untouched, comments included',
    shows: ['yaml-path-missing'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-settings
spec:
  redactors:
    - name: database password in shop settings
      fileSelector:
        file: shop-config/**/settings.yaml
      removals:
        yamlPath:
          - database.auth.password
`,
    path: 'shop-config/shop/worker-7c9d4-h2kfp/etc/shop/settings.yaml',
    input: text`
# shop settings
database:
  host: db.example.internal
  auth:
    passwordFile: /run/secrets/db-password
`,
    output: text`
# shop settings
database:
  host: db.example.internal
  auth:
    passwordFile: /run/secrets/db-password
`,
    changes: [],
  },
  {
    id: 'yaml-path-invalid',
    title: 'a file that is not valid YAML is left untouched by a YAML path',
    shows: ['yaml-invalid'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-settings
spec:
  redactors:
    - name: database password in shop settings
      fileSelector:
        file: shop-config/**/settings.yaml
      removals:
        yamlPath:
          - database.auth.password
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/settings.yaml',
    input: text`
database:
  host: db.example.internal
  auth: {user: shop, password: changeme
`,
    output: text`
database:
  host: db.example.internal
  auth: {user: shop, password: changeme
`,
    changes: [],
  },
  {
    id: 'yaml-path-index',
    title: 'a number in a YAML path picks one item of a list',
    shows: ['yaml-path-index'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: primary-replica
spec:
  redactors:
    - name: primary replica password
      fileSelector:
        file: shop-config/**/replicas.yaml
      removals:
        yamlPath:
          - replicas.0.password
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/replicas.yaml',
    input: text`
replicas:
  - host: db-0.example.internal
    password: changeme-0
  - host: db-1.example.internal
    password: changeme-1
`,
    output: text`
replicas:
- host: db-0.example.internal
  password: '***HIDDEN***'
- host: db-1.example.internal
  password: changeme-1
`,
    changes: [[0, 'primary replica password.yaml.0']],
  },
  {
    id: 'yaml-path-star',
    title: '* in a YAML path stands for every key of a map',
    shows: ['yaml-path-star'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-users
spec:
  redactors:
    - name: every user password
      fileSelector:
        file: shop-config/**/users.yaml
      removals:
        yamlPath:
          - users.*.password
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/users.yaml',
    input: text`
users:
  jane:
    role: admin
    password: changeme-j
  omar:
    role: viewer
    password: changeme-o
`,
    output: text`
users:
  jane:
    password: '***HIDDEN***'
    role: admin
  omar:
    password: '***HIDDEN***'
    role: viewer
`,
    changes: [[0, 'every user password.yaml.0']],
  },
  {
    id: 'yaml-path-star-list',
    title: '* in a YAML path stands for every item of a list, and a JSON file comes back as YAML',
    shows: ['yaml-path-star', 'yaml-rewrite', 'order-in-item', 'glob-star'],
    page: 'docs/redact/recipes/custom-resource-secrets.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shopconfig-secrets
spec:
  redactors:
    - name: shopconfig credentials
      fileSelector:
        file: cluster-resources/custom-resources/shopconfigs.shop.example.com/*.json
      removals:
        regex:
          - redactor: '("kubectl\.kubernetes\.io/last-applied-configuration": ")(?P<mask>.*)(")'
        yamlPath:
          - "*.spec.payments.webhookSecret"
          - "*.spec.smtp.password"
`,
    path: 'cluster-resources/custom-resources/shopconfigs.shop.example.com/shop.json',
    input: text`
[
  {
    "apiVersion": "shop.example.com/v1",
    "kind": "ShopConfig",
    "metadata": {
      "annotations": {
        "kubectl.kubernetes.io/last-applied-configuration": "{\"apiVersion\":\"shop.example.com/v1\",\"kind\":\"ShopConfig\",\"spec\":{\"smtp\":{\"password\":\"changeme\"}}}\n"
      },
      "name": "shop",
      "namespace": "shop"
    },
    "spec": {
      "payments": {
        "provider": "example",
        "webhookSecret": "whsec-example-0000"
      },
      "smtp": {
        "host": "smtp.example.com",
        "password": "changeme",
        "username": "shop-mailer"
      }
    }
  }
]
`,
    output: text`
- apiVersion: shop.example.com/v1
  kind: ShopConfig
  metadata:
    annotations:
      kubectl.kubernetes.io/last-applied-configuration: '***HIDDEN***'
    name: shop
    namespace: shop
  spec:
    payments:
      provider: example
      webhookSecret: '***HIDDEN***'
    smtp:
      host: smtp.example.com
      password: '***HIDDEN***'
      username: shop-mailer
`,
    changes: [[7, 'shopconfig credentials.regex.0'], [0, 'shopconfig credentials.yaml.0'], [0, 'shopconfig credentials.yaml.1']],
  },
  {
    id: 'yaml-rewrite',
    title: 'the rewritten file has sorted keys, yaml.v2 quoting, YAML 1.1 booleans and its first document only',
    shows: ['yaml-rewrite'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: cache-token
spec:
  redactors:
    - name: cache token
      fileSelector:
        file: shop-config/**/cache.yaml
      removals:
        yamlPath:
          - auth.token
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/cache.yaml',
    input: text`
# cache client
port: "6379"
host: cache.example.internal
auth:
  token: example-cache-token
tls: on
---
# fallback
host: cache-1.example.internal
`,
    output: text`
auth:
  token: '***HIDDEN***'
host: cache.example.internal
port: "6379"
tls: true
`,
    changes: [[0, 'cache token.yaml.0']],
  },
  {
    id: 'yaml-path-after-mask',
    title: 'values run before YAML paths, and a mask they leave unquoted makes the file invalid YAML',
    shows: ['order-in-item', 'yaml-invalid', 'mask-text'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-database
spec:
  redactors:
    - name: shop database credentials
      fileSelector:
        file: shop-config/**/database.yaml
      removals:
        yamlPath:
          - database.auth.password
        values:
          - shop-admin
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/database.yaml',
    input: text`
database:
  auth:
    user: shop-admin
    password: changeme
`,
    output: text`
database:
  auth:
    user: ***HIDDEN***
    password: changeme
`,
    changes: [[3, 'shop database credentials.literal.0']],
  },
  {
    id: 'glob-no-match',
    title: '* does not cross a directory, so an item whose glob misses the path is skipped',
    shows: ['glob-no-match', 'glob-star'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-log-passwords
spec:
  redactors:
    - name: passwords in shop logs
      fileSelector:
        file: cluster-resources/pods/logs/shop/*.log
      removals:
        regex:
          - redactor: '(password=)(?P<mask>\S+)'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
2026-01-31T08:00:03Z retrying login with password=changeme
`,
    output: text`
2026-01-31T08:00:03Z retrying login with password=changeme
`,
    changes: [],
    skipped: ['passwords in shop logs'],
  },
  {
    id: 'glob-double-star',
    title: '** crosses directories',
    shows: ['glob-double-star'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-log-passwords
spec:
  redactors:
    - name: passwords in shop logs
      fileSelector:
        file: cluster-resources/pods/logs/shop/**.log
      removals:
        regex:
          - redactor: '(password=)(?P<mask>\S+)'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
2026-01-31T08:00:03Z retrying login with password=changeme
`,
    output: text`
2026-01-31T08:00:03Z retrying login with password=***HIDDEN***
`,
    changes: [[1, 'passwords in shop logs.regex.0']],
  },
  {
    id: 'glob-braces',
    title: '{a,b} lists alternatives in a glob',
    shows: ['glob-braces', 'glob-star'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-container-passwords
spec:
  redactors:
    - name: passwords in two containers
      fileSelector:
        files:
          - cluster-resources/pods/logs/shop/*/{api,worker}.log
      removals:
        regex:
          - redactor: '(password=)(?P<mask>\S+)'
`,
    path: 'cluster-resources/pods/logs/shop/worker-7c9d4-h2kfp/worker.log',
    input: text`
2026-01-31T08:00:04Z job 311 failed: login refused for password=changeme
`,
    output: text`
2026-01-31T08:00:04Z job 311 failed: login refused for password=***HIDDEN***
`,
    changes: [[1, 'passwords in two containers.regex.0']],
  },
  {
    id: 'builtin-then-custom',
    title: 'the built-in rules run first and custom rules work on their output',
    shows: ['order-builtin-first'],
    page: 'docs/redact/database-connection-strings.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: database-connection-strings
spec:
  redactors:
    - name: password parameters without a semicolon
      removals:
        regex:
          - redactor: '(?i)(password\s*=\s*)(?P<mask>[^\s;&"\\]+)'
    - name: credentials in addresses without a path
      removals:
        regex:
          - redactor: '(?i)(\b[a-z][a-z0-9+.-]*://)(?P<mask>[^:@/\s"]+)(:)(?P<mask>[^@/\s"]+)(@)'
`,
    input: text`
host=db.example.internal user=app password=changeme dbname=orders
jdbc:postgresql://db.example.internal:5432/orders?user=app&password=changeme
mysql://app:changeme@db.example.internal:3306
Server=db.example.internal;Database=orders;User Id=app;Password=changeme
`,
    output: text`
host=db.example.internal user=app password=***HIDDEN*** dbname=orders
jdbc:postgresql://db.example.internal:5432/orders?user=app&password=***HIDDEN***
mysql://***HIDDEN***:***HIDDEN***@db.example.internal:3306
Server=***HIDDEN***;Database=***HIDDEN***;User Id=***HIDDEN***;Password=***HIDDEN***
`,
    changes: [[4, 'dsn-user-id'], [4, 'dsn-server'], [4, 'dsn-database'], [1, 'password parameters without a semicolon.regex.0'], [2, 'password parameters without a semicolon.regex.0'], [4, 'password parameters without a semicolon.regex.0'], [3, 'credentials in addresses without a path.regex.0']],
  },
  {
    id: 're2-flag-in-group',
    title: '(?i) inside a group applies to that group only',
    shows: ['re2-flag-in-group'],
    page: 'docs/redact/api-tokens.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-key-headers
spec:
  redactors:
    - name: shop key headers
      fileSelector:
        file: cluster-resources/pods/logs/shop/**
      removals:
        regex:
          - redactor: '((?i)x-shop-key:\s*)(?P<mask>shk_[A-Za-z0-9]{10,})'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
GET /orders x-shop-key: shk_9fA2kLm0Qz status=200
GET /orders X-Shop-Key: shk_9fA2kLm0Qz status=200
GET /orders X-SHOP-KEY: SHK_PLACEHOLDER status=401
`,
    output: text`
GET /orders x-shop-key: ***HIDDEN*** status=200
GET /orders X-Shop-Key: ***HIDDEN*** status=200
GET /orders X-SHOP-KEY: SHK_PLACEHOLDER status=401
`,
    changes: [[1, 'shop key headers.regex.0'], [2, 'shop key headers.regex.0']],
  },
  {
    id: 're2-unicode-class',
    title: '\\pL matches letters beyond ASCII',
    shows: ['re2-unicode-class'],
    page: 'docs/redact/usernames.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: customer-names
spec:
  redactors:
    - name: customer names in shop logs
      fileSelector:
        file: cluster-resources/pods/logs/shop/**
      removals:
        regex:
          - redactor: '(customer=")(?P<mask>[\pL .''-]+)(")'
`,
    path: 'cluster-resources/pods/logs/shop/web-5d8f7-x2x9q/web.log',
    input: text`
order 1042 placed customer="Zoë Ångström" total=12.00
order 1043 placed customer="Sean O'Neill" total=8.50
`,
    output: text`
order 1042 placed customer="***HIDDEN***" total=12.00
order 1043 placed customer="***HIDDEN***" total=8.50
`,
    changes: [[1, 'customer names in shop logs.regex.0'], [2, 'customer names in shop logs.regex.0']],
  },
  {
    id: 're2-backreference',
    title: 'RE2 rejects a backreference, and the file is written unredacted',
    shows: ['re2-rejects-backreference'],
    page: 'docs/redact/redactors.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: quoted-secrets
spec:
  redactors:
    - name: quoted secrets
      removals:
        regex:
          - redactor: '(secret: )(["''])(?P<mask>[^"'']*)(\2)'
`,
    path: 'shop-config/shop/web-5d8f7-x2x9q/etc/shop/app.yaml',
    input: text`
secret: "changeme"
`,
    output: text`
secret: "changeme"
`,
    error: 'error parsing regexp: invalid escape sequence: `\\2`',
    changes: [],
  },
  {
    id: 're2-lookahead',
    title: 'RE2 rejects a lookahead, and the file is written unredacted',
    shows: ['re2-rejects-lookahead'],
    page: 'docs/redact/recipes/application-tokens.mdx',
    redactor: text`
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-live-keys
spec:
  redactors:
    - name: shop live keys only
      removals:
        regex:
          - redactor: '(shp_)(?=live_)(?P<mask>\w+)'
`,
    path: 'cluster-resources/pods/logs/shop/api-0/api.log',
    input: text`
ts=2026-03-04T09:12:44Z level=info msg=request path=/v1/orders key=shp_live_EXAMPLEexample0000000000 status=201
`,
    output: text`
ts=2026-03-04T09:12:44Z level=info msg=request path=/v1/orders key=shp_live_EXAMPLEexample0000000000 status=201
`,
    error: 'error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
    changes: [],
  },
];
