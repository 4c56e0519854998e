/**
 * The spec checker's corpus (/spec-checker): specs a reader might paste into /spec-checker, each with
 * what the checker must say about it. Valid specs are copied from the site's pages (each names
 * its page); broken ones are written here, one mistake each, so that the first error is the
 * mistake and its line is exact. Run by tests/unit/spec-checker-corpus.spec.ts (checkSpec in
 * Node) and tests/browser/spec-checker.spec.ts (the page, with the spec in the URL fragment).
 *
 * Lines are 1-based lines of `spec` (for a templated spec: of the template, which is what the
 * reader edits). A case with `knownIssue` states what the checker should say and does not say
 * yet: its tests are expected to fail until the checker is fixed (then remove `knownIssue`).
 */

export interface CorpusExpectation {
  /** The first finding of severity Error: its line, and a pattern its message matches. */
  firstError?: {line: number; message: RegExp};
  /** No finding of severity Error. Without `warning`, no finding at all. */
  noErrors?: true;
  /** Some finding of severity Warning matches this. */
  warning?: RegExp;
}

export interface CorpusCase {
  name: string;
  spec: string;
  /** The values box (YAML), for templated v1beta3 specs. */
  values?: string;
  /** The Troubleshoot release chosen in the version menu (default: the latest). */
  version?: string;
  expect: CorpusExpectation;
  /** What the checker gets wrong on this case today, as reported to the lead. */
  knownIssue?: string;
}

/** Whether the checker must render the spec before checking it (as check/index.ts decides). */
export function isTemplated(spec: string): boolean {
  return (spec.includes('troubleshoot.sh/v1beta3') && spec.includes('{{')) || /\{\{-?\s*(?:\.Values|\.Release|\.Chart|\.Capabilities)\b/.test(spec);
}

/** A finding as the tests see it: from checkSpec in Node, or read back from the page. */
export interface SeenFinding {
  severity: 'Error' | 'Warning';
  line: number;
  message: string;
}

/** What a case expects and the findings do not show; empty when the findings meet the expectation. */
export function unmetExpectations(expect: CorpusExpectation, findings: SeenFinding[]): string[] {
  const errors = findings.filter((f) => f.severity === 'Error');
  const warnings = findings.filter((f) => f.severity === 'Warning');
  const unmet: string[] = [];
  if (expect.firstError) {
    const first = errors[0];
    if (!first) unmet.push(`expected an error at line ${expect.firstError.line}, got none`);
    else {
      if (first.line !== expect.firstError.line) unmet.push(`first error at line ${first.line}, expected line ${expect.firstError.line}`);
      if (!expect.firstError.message.test(first.message)) unmet.push(`first error message does not match ${expect.firstError.message}`);
    }
  }
  if (expect.noErrors && errors.length) unmet.push(`expected no errors, got ${errors.length}`);
  if (expect.noErrors && !expect.warning && warnings.length) unmet.push(`expected no findings, got ${warnings.length} warnings`);
  if (expect.warning && !warnings.some((w) => expect.warning!.test(w.message))) unmet.push(`no warning matches ${expect.warning}`);
  return unmet;
}

/** The findings, one a line, for failure messages. */
export function listFindings(findings: SeenFinding[]): string {
  return findings.length ? findings.map((f) => `  ${f.severity} line ${f.line}: ${f.message}`).join('\n') : '  (no findings)';
}

/** The values.yaml of docs/preflight/v1beta3-guide.mdx. */
const guideValues = `kubernetes:
  minVersion: 1.28.0
  recommendedVersion: 1.30.0
nodes:
  minCount: 3
  minMemory: 8Gi
  workerLabels:
    node-role.example.com/worker: "true"
  gpu:
    enabled: false
storage:
  className: fast-ssd
requiredCRDs:
  - certificates.cert-manager.io
  - issuers.cert-manager.io
`;

/** The values.yaml of docs/preflight/v1beta3-overview.mdx. */
const overviewValues = `kubernetes:
  minVersion: 1.28.0
nodes:
  minCount: 3
`;


export const corpus: CorpusCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Valid specs copied from the site
  // Copied from docs/preflight/cli-usage.mdx.
  {
    name: 'docs: multi-document file: a Preflight and a HostPreflight',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: cluster-side
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< 1.28.0"
              message: Kubernetes 1.28 or later is required.
          - pass:
              message: The Kubernetes version is supported.
---
apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: installer-side
spec:
  collectors:
    - diskUsage:
        collectorName: workdir
        path: /var/tmp
  analyzers:
    - diskUsage:
        checkName: Scratch space
        collectorName: workdir
        outcomes:
          - fail:
              when: "available < 5Gi"
              message: The installer needs 5 GiB free under /var/tmp.
          - pass:
              message: There is enough scratch space.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/preflight/cli-usage.mdx.
  {
    name: 'docs: Secret carrying a Preflight under preflight.yaml',
    spec: String.raw`apiVersion: v1
kind: Secret
metadata:
  name: shop-preflight
  labels:
    troubleshoot.sh/kind: preflight
stringData:
  preflight.yaml: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: Preflight
    metadata:
      name: shop
    spec:
      analyzers:
        - clusterVersion:
            outcomes:
              - fail:
                  when: "< 1.28.0"
                  message: The shop chart needs Kubernetes 1.28 or later.
              - pass:
                  message: The Kubernetes version is supported.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/support-bundle/discover-cluster-specs.mdx.
  {
    name: 'docs: Secret carrying a SupportBundle and a Redactor under support-bundle-spec',
    spec: String.raw`apiVersion: v1
kind: Secret
metadata:
  name: shop-support-bundle
  namespace: shop
  labels:
    troubleshoot.sh/kind: support-bundle
    app.kubernetes.io/part-of: shop
type: Opaque
stringData:
  support-bundle-spec: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: SupportBundle
    metadata:
      name: shop
    spec:
      collectors:
        - clusterResources:
            namespaces:
              - shop
        - logs:
            name: shop/checkout
            namespace: shop
            selector:
              - app.kubernetes.io/name=checkout
            limits:
              maxAge: 24h
      analyzers:
        - deploymentStatus:
            name: checkout
            namespace: shop
            outcomes:
              - fail:
                  when: "< 1"
                  message: The checkout Deployment has no ready replica.
              - pass:
                  message: The checkout Deployment is running.
    ---
    apiVersion: troubleshoot.sh/v1beta2
    kind: Redactor
    metadata:
      name: shop-redactions
    spec:
      redactors:
        - name: merchant account
          removals:
            values:
              - merchant-0000-example
`,
    expect: {noErrors: true},
  },
  // Copied from docs/preflight/cluster-checks.mdx.
  {
    name: 'docs: Preflight with seven analyzers and an http collector',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: ledger-install
spec:
  uri: https://specs.example.com/ledger/preflight.yaml
  uploadResultsTo: https://preflight.example.com/results/ledger
  collectors:
    - http:
        collectorName: registry
        get:
          url: https://registry.example.com/v2/
          timeout: 10s
  analyzers:
    - clusterVersion:
        checkName: Kubernetes version
        strict: true
        outcomes:
          - fail:
              when: "< 1.28.0"
              message: Ledger needs Kubernetes 1.28 or later.
          - warn:
              when: "< 1.30.0"
              message: Kubernetes 1.28 and 1.29 work; 1.30 or later is recommended.
          - pass:
              message: The Kubernetes version is supported.
    - distribution:
        checkName: Kubernetes distribution
        outcomes:
          - fail:
              when: "== docker-desktop"
              message: Docker Desktop is not supported for production installs.
          - fail:
              when: "== kind"
              message: kind clusters are not supported.
          - pass:
              message: The distribution is supported.
    - nodeResources:
        checkName: Node count
        outcomes:
          - fail:
              when: "count() < 3"
              message: Ledger needs three nodes to keep its database available.
          - pass:
              message: The cluster has at least three nodes.
    - nodeResources:
        checkName: Memory per node
        outcomes:
          - fail:
              when: "min(memoryAllocatable) < 6Gi"
              message: Some node has less than 6 GiB of allocatable memory.
          - pass:
              message: Every node has at least 6 GiB of allocatable memory.
    - storageClass:
        checkName: Default StorageClass
        outcomes:
          - fail:
              message: No StorageClass is marked as the default; the database volumes cannot be created.
          - pass:
              message: A default StorageClass exists.
    - customResourceDefinition:
        checkName: cert-manager
        customResourceDefinitionName: certificates.cert-manager.io
        outcomes:
          - fail:
              message: cert-manager is not installed; install it before Ledger.
          - pass:
              message: cert-manager is installed.
    - http:
        checkName: Image registry
        collectorName: registry
        outcomes:
          - fail:
              when: "error"
              message: registry.example.com cannot be reached from this machine.
          - pass:
              when: "statusCode == 200"
              message: The image registry answers.
          - warn:
              message: The image registry answered with an unexpected status.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/collect/logs.mdx.
  {
    name: 'docs: SupportBundle: two logs collectors and a textAnalyze',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop-logs
spec:
  collectors:
    - logs:
        collectorName: shop-frontend
        name: shop/frontend
        namespace: shop
        selector:
          - app.kubernetes.io/name=frontend
          - app.kubernetes.io/part-of=shop
        containerNames:
          - nginx
        limits:
          maxLines: 2000
          maxBytes: 1000000
    - logs:
        collectorName: shop-worker
        name: shop/worker
        namespace: shop
        selector:
          - app.kubernetes.io/name=worker
        timestamps: true
        limits:
          maxAge: 24h
  analyzers:
    - textAnalyze:
        checkName: Worker reaches the queue
        fileName: shop/worker/*/worker.log
        regex: 'dial tcp .*:5672: connect: connection refused'
        outcomes:
          - fail:
              when: "true"
              message: The worker cannot reach the message queue on port 5672.
          - pass:
              when: "false"
              message: No connection errors to the message queue.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/analyze/deployment-status.mdx.
  {
    name: 'docs: SupportBundle: deploymentStatus by name and by namespaces',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop-deployments
spec:
  collectors:
    - clusterResources:
        namespaces:
          - shop
          - shop-jobs
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: absent
              message: The api Deployment is missing from the shop namespace.
          - fail:
              when: "< 1"
              message: No replica of the API is ready; the shop is down.
              uri: https://runbooks.example.com/shop/api-down
          - warn:
              when: "< 3"
              message: The API runs with fewer than three ready replicas.
          - pass:
              message: The API has three or more ready replicas.
    - deploymentStatus:
        namespaces:
          - shop
          - shop-jobs
`,
    expect: {noErrors: true},
  },
  // Copied from docs/redact/api-tokens.mdx.
  {
    name: 'docs: Redactor with regex removals and a fileSelector',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: api-tokens
spec:
  redactors:
    - name: bearer tokens in headers
      removals:
        regex:
          - redactor: '(?i)(\bbearer\s+)(?P<mask>[^\s",]+)'
    - name: tokens in query strings
      removals:
        regex:
          - redactor: '(?i)([?&](?:access_token|api_key|apikey|token)=)(?P<mask>[^&\s"]+)'
    - name: api key fields in JSON
      removals:
        regex:
          - redactor: '(?i)("[^"]*(?:api_?key|access_?token|client_?secret)[^"]*"\s*:\s*")(?P<mask>[^"]+)(")'
    - name: api key variables in pod JSON
      fileSelector:
        files:
          - cluster-resources/pods/*.json
          - cluster-resources/deployments/*.json
      removals:
        regex:
          - selector: '(?i)"name": *"[^"]*(?:api_?key|secret)[^"]*"'
            redactor: '(?i)("value": *")(?P<mask>[^"]*)(")'
`,
    expect: {noErrors: true},
  },
  // Copied from docs/preflight/node-checks.mdx.
  {
    name: 'docs: HostPreflight: cpu, memory, two diskUsage',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: worker-node
spec:
  collectors:
    - cpu: {}
    - memory: {}
    - diskUsage:
        collectorName: containerd
        path: /var/lib/containerd
    - diskUsage:
        collectorName: root
        path: /
  analyzers:
    - cpu:
        checkName: CPU cores
        outcomes:
          - fail:
              when: "< 4"
              message: A worker needs at least 4 CPU cores.
          - warn:
              when: "< 8"
              message: 4 cores work; 8 or more are recommended.
          - pass:
              message: The machine has 8 or more CPU cores.
    - memory:
        checkName: Memory
        outcomes:
          - fail:
              when: "< 16Gi"
              message: A worker needs at least 16 GiB of memory.
          - pass:
              message: The machine has at least 16 GiB of memory.
    - diskUsage:
        checkName: Space for container images
        collectorName: containerd
        outcomes:
          - fail:
              when: "available < 40Gi"
              message: Less than 40 GiB is free under /var/lib/containerd.
          - pass:
              message: At least 40 GiB is free under /var/lib/containerd.
    - diskUsage:
        checkName: Root file system
        collectorName: root
        outcomes:
          - warn:
              when: "used/total > 80%"
              message: The root file system is more than 80% full.
          - pass:
              message: The root file system has room to spare.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/support-bundle/collector-document.mdx.
  {
    name: 'docs: SupportBundle plus a Collector document',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        name: shop/checkout
        namespace: shop
        selector:
          - app.kubernetes.io/name=checkout
  analyzers:
    - deploymentStatus:
        name: checkout
        namespace: shop
        outcomes:
          - fail:
              when: "< 1"
              message: The checkout Deployment has no ready replica.
          - pass:
              message: The checkout Deployment has ready replicas.
---
apiVersion: troubleshoot.sh/v1beta2
kind: Collector
metadata:
  name: shop-database
spec:
  collectors:
    - logs:
        name: shop/database
        namespace: shop
        selector:
          - app.kubernetes.io/name=orders-db
        limits:
          maxLines: 2000
    - http:
        collectorName: orders-db-metrics
        get:
          url: http://orders-db-metrics.shop.svc.cluster.local:9187/metrics
`,
    expect: {noErrors: true},
  },
  // Copied from docs/support-bundle/host-collector-document.mdx.
  {
    name: 'docs: HostCollector plus a SupportBundle whose hostAnalyzers read it',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostCollector
metadata:
  name: node-basics
spec:
  collectors:
    - cpu: {}
    - memory: {}
    - diskUsage:
        collectorName: root-disk
        path: /
---
apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: node-checks
spec:
  hostAnalyzers:
    - memory:
        outcomes:
          - warn:
              when: "< 16Gi"
              message: This machine has less than 16 GiB of memory.
          - pass:
              message: This machine has at least 16 GiB of memory.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/analyze/node-resources.mdx.
  {
    name: 'docs: Preflight: nodeResources with analysis-time {{ .NodeCount }} messages',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: inference-capacity
spec:
  analyzers:
    - nodeResources:
        checkName: Node count
        outcomes:
          - fail:
              when: "count() < 3"
              message: The cluster has {{ .NodeCount }} nodes; at least three are needed.
          - pass:
              message: The cluster has {{ .NodeCount }} nodes.
    - nodeResources:
        checkName: Total allocatable CPU
        outcomes:
          - fail:
              when: "sum(cpuAllocatable) < 12"
              message: The nodes offer fewer than 12 allocatable cores in total.
          - pass:
              message: The nodes offer at least 12 allocatable cores.
    - nodeResources:
        checkName: Memory of the smallest worker
        filters:
          selector:
            matchLabel:
              node-role.example.com/worker: "true"
        outcomes:
          - fail:
              when: "count() < 1"
              message: No node has the label node-role.example.com/worker=true.
          - fail:
              when: "min(memoryAllocatable) < 15Gi"
              message: At least one of the {{ .NodeCount }} workers has less than 15Gi of allocatable memory.
              uri: https://docs.example.com/inference/sizing
          - pass:
              message: All {{ .NodeCount }} workers have 15Gi of allocatable memory or more.
    - nodeResources:
        checkName: GPU nodes
        filters:
          resourceName: nvidia.com/gpu
          resourceAllocatable: "1"
          cpuArchitecture: amd64
        outcomes:
          - fail:
              when: "count() < 1"
              message: No amd64 node offers an allocatable {{ .ResourceName }}.
          - warn:
              when: "count() < 2"
              message: Only one node offers an allocatable {{ .ResourceName }}; inference has no redundancy.
          - pass:
              message: "{{ .NodeCount }} nodes offer an allocatable {{ .ResourceName }}."
    - nodeResources:
        checkName: Zone spread
        outcomes:
          - warn:
              when: "countDistinct(topology.kubernetes.io/zone) < 3"
              message: The nodes span fewer than three zones, so losing one zone may stop the application.
          - pass:
              message: The nodes span at least three zones.
    - nodeResources:
        checkName: Node readiness
        outcomes:
          - fail:
              when: "nodeCondition(Ready) == False"
              message: At least one node is not ready.
          - warn:
              when: "nodeCondition(Ready) == Unknown"
              message: At least one node has stopped reporting its status.
          - pass:
              message: No node reports Ready as False or Unknown.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/analyze/http.mdx.
  {
    name: 'docs: SupportBundle: http get and post, http analyzers with statusCode conditions',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop-endpoints
spec:
  collectors:
    - http:
        collectorName: status-api
        get:
          url: https://api.example.com/status
          headers:
            Accept: application/json
          timeout: 10s
    - http:
        name: webhooks
        collectorName: payments
        post:
          url: https://hooks.example.com/payments/ping
          headers:
            Content-Type: application/json
            Authorization: Bearer example-token
          body: '{"ping": true}'
          timeout: 10s
  analyzers:
    - http:
        checkName: Status API
        collectorName: status-api
        outcomes:
          - fail:
              when: error
              message: The status API could not be called.
          - fail:
              when: statusCode >= 500
              message: The status API returned a server error.
          - warn:
              when: statusCode != 200
              message: The status API answered with an unexpected status.
          - pass:
              message: The status API is healthy.
    - http:
        checkName: Payments webhook
        collectorName: webhooks/payments
        outcomes:
          - fail:
              when: error
              message: The payments webhook endpoint could not be reached.
          - pass:
              when: statusCode >= 200 && statusCode < 300
              message: The payments webhook endpoint accepted the ping.
          - fail:
              message: The payments webhook endpoint rejected the ping.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/analyze/mysql.mdx.
  {
    name: 'docs: SupportBundle: mysql with a warn and a pass in one outcome item',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: orders-mysql
spec:
  collectors:
    - mysql:
        collectorName: orders-mysql
        uri: support:changeme@tcp(orders-mysql.example.internal:3306)/orders
        parameters:
          - max_connections
          - innodb_buffer_pool_size
        tls:
          secret:
            name: orders-mysql-tls
            namespace: orders
  analyzers:
    - mysql:
        checkName: Orders MySQL
        collectorName: orders-mysql
        outcomes:
          - fail:
              when: connected == false
              message: The orders database refused the connection; see mysql/orders-mysql.json for the driver error.
              uri: https://runbooks.example.com/orders/mysql-down
          - fail:
              when: version < 8.0.30
              message: The orders database runs a MySQL release older than 8.0.30.
          - warn:
              when: version < 8.4.0
              message: The orders database runs MySQL 8.0; plan the move to 8.4.
            pass:
              when: version < 8.4.0
          - pass:
              message: The orders database is reachable and up to date.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/host-collect-analyze/run.mdx.
  {
    name: 'docs: SupportBundle with host run collectors and a host jsonCompare',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: appliance-diagnostics
spec:
  hostCollectors:
    - run:
        collectorName: diag
        command: sh
        args:
          - -c
          - /opt/example/bin/diag --config "$TS_INPUT_DIR/diag.conf" --out "$TS_OUTPUT_DIR" 2>&1 | tail -n 200
        inheritEnvs:
          - HTTPS_PROXY
        env:
          - DIAG_LEVEL=full
        input:
          diag.conf: |
            checks = disk,network,time
            endpoint = https://telemetry.example.com/v1
        outputDir: report
        timeout: 2m
    - run:
        collectorName: iptables
        command: iptables-save
        args: []
        ignoreParentEnvs: true
  hostAnalyzers:
    - jsonCompare:
        checkName: Appliance self-test
        collectorName: host-collectors/run-host/diag/report
        fileName: summary.json
        path: status
        value: '"ok"'
        outcomes:
          - fail:
              when: "false"
              message: "The diagnostic script reported status {{ .status }}."
          - pass:
              when: "true"
              message: The diagnostic script found no problem.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/collect/run-pod.mdx.
  {
    name: 'docs: SupportBundle: runPod with a podSpec and a textAnalyze of its log',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: storefront-egress
spec:
  collectors:
    - runPod:
        collectorName: storefront-egress
        name: storefront-egress
        namespace: storefront
        timeout: 90s
        annotations:
          sidecar.istio.io/inject: "false"
        podSpec:
          restartPolicy: Never
          serviceAccountName: storefront
          securityContext:
            runAsNonRoot: true
            runAsUser: 10001
          containers:
            - name: probe
              image: curlimages/curl:8.8.0
              command: ["sh", "-c"]
              args:
                - >-
                  echo "checking https://payments.example.com/healthz";
                  curl -sS -o /dev/null --max-time 20
                  -w 'payments http %{http_code} in %{time_total}s\n'
                  https://payments.example.com/healthz
              resources:
                requests:
                  cpu: 50m
                  memory: 32Mi
                limits:
                  cpu: 200m
                  memory: 64Mi
  analyzers:
    - textAnalyze:
        checkName: Payment provider reachable from the storefront
        fileName: storefront-egress/storefront-egress.log
        regex: 'payments http 200 '
        outcomes:
          - pass:
              when: "true"
              message: The payment provider answered with HTTP 200 from inside the storefront namespace.
          - fail:
              when: "false"
              message: The payment provider did not answer with HTTP 200; check egress network policies and the proxy.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/analyze/analyzers.mdx.
  {
    name: 'docs: Analyzer document',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Analyzer
metadata:
  name: cluster-basics
spec:
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: "< 1"
              message: The API has no ready replica.
          - pass:
              message: The API has at least one ready replica.
    - deploymentStatus:
        namespaces:
          - shop
`,
    expect: {noErrors: true},
  },
  // Copied from docs/preflight/v1beta3-overview.mdx.
  {
    name: 'docs: templated v1beta3 Preflight, with the page\'s values',
    values: overviewValues,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: templated-basics
spec:
  analyzers:
    - docString: |
        Title: Kubernetes version
        Requirement: Kubernetes {{ .Values.kubernetes.minVersion }} or later.
        Older versions lack APIs the application uses.
      clusterVersion:
        checkName: Kubernetes version
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }}"
              message: Kubernetes {{ .Values.kubernetes.minVersion }} or later is required.
          - pass:
              message: The Kubernetes version is supported.
    - docString: |
        Title: Node count
        Requirement: at least {{ .Values.nodes.minCount }} nodes.
      nodeResources:
        checkName: Node count
        outcomes:
          - fail:
              when: "count() < {{ .Values.nodes.minCount }}"
              message: At least {{ .Values.nodes.minCount }} nodes are required.
          - pass:
              message: The cluster has enough nodes.
`,
    expect: {noErrors: true},
  },
  // Copied from docs/preflight/v1beta3-guide.mdx.
  {
    name: 'docs: templated v1beta3 Preflight with if, range and with, with the page\'s values',
    values: guideValues,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: optional-checks
spec:
  analyzers:
    {{- if .Values.nodes.gpu.enabled }}
    - nodeResources:
        checkName: GPU nodes
        filters:
          resourceName: nvidia.com/gpu
        outcomes:
          - fail:
              when: "count() < 1"
              message: No node offers nvidia.com/gpu.
          - pass:
              message: GPU nodes are present.
    {{- end }}
    {{- range .Values.requiredCRDs }}
    - customResourceDefinition:
        checkName: CRD {{ . }}
        customResourceDefinitionName: {{ . }}
        outcomes:
          - fail:
              message: The CRD {{ . }} is not installed.
          - pass:
              message: The CRD {{ . }} is installed.
    {{- end }}
    {{- with .Values.storage.className }}
    - storageClass:
        checkName: StorageClass {{ . }}
        storageClassName: {{ . | quote }}
        outcomes:
          - fail:
              message: The StorageClass {{ . }} does not exist.
          - pass:
              message: The StorageClass {{ . }} exists.
    {{- end }}
`,
    expect: {noErrors: true},
  },
  // Copied from docs/collect/run.mdx.
  {
    name: 'docs: SupportBundle with the run collector',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: orders-db-reachable
spec:
  collectors:
    - run:
        collectorName: orders-db-reachable
        name: orders-db-reachable
        namespace: shop
        image: postgres:16-alpine
        imagePullPolicy: IfNotPresent
        serviceAccountName: diagnostics
        command: ["pg_isready"]
        args: ["-h", "orders-db.shop.svc.cluster.local", "-p", "5432", "-t", "10"]
        timeout: 45s
  analyzers:
    - textAnalyze:
        checkName: Orders database accepts connections
        fileName: orders-db-reachable/orders-db-reachable.log
        regex: 'accepting connections'
        outcomes:
          - pass:
              when: "true"
              message: The orders database accepts connections from the shop namespace.
          - fail:
              when: "false"
              message: The orders database did not accept a connection within 10 seconds.
`,
    // `run` works (pkg/collect/run.go#CollectRun.Collect builds a runPod): no code deprecates it.
    expect: {noErrors: true},
  },

  // ---------------------------------------------------------------------------------------------
  // Valid specs written here: forms the site's pages do not show

  {
    name: 'ConfigMap carrying a Preflight under preflight.yaml',
    spec: String.raw`apiVersion: v1
kind: ConfigMap
metadata:
  name: shop-preflight
  labels:
    troubleshoot.sh/kind: preflight
data:
  preflight.yaml: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: Preflight
    metadata:
      name: shop
    spec:
      analyzers:
        - nodeResources:
            checkName: Node count
            outcomes:
              - fail:
                  when: "count() < 2"
                  message: The shop needs two nodes.
              - pass:
                  message: There are two or more nodes.
`,
    expect: {noErrors: true},
  },
  {
    name: 'legacy troubleshoot.replicated.com/v1beta1 Preflight: read, with a warning',
    spec: String.raw`apiVersion: troubleshoot.replicated.com/v1beta1
kind: Preflight
metadata:
  name: legacy-shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< 1.27.0"
              message: The shop needs Kubernetes 1.27 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {noErrors: true, warning: /old API group.*troubleshoot\.sh\/v1beta2/},
  },
  {
    name: 'quoted booleans where Troubleshoot takes a string (exclude, strict)',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: optional-parts
spec:
  collectors:
    - clusterResources:
        exclude: "false"
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        strict: "true"
        outcomes:
          - fail:
              when: "< 1"
              message: No replica of the API is ready.
          - pass:
              message: The API has a ready replica.
`,
    expect: {noErrors: true},
  },
  {
    name: 'flow-style collectors list',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: flow-style
spec:
  collectors: [{clusterInfo: {}}, {clusterResources: {namespaces: [shop]}}]
`,
    expect: {noErrors: true},
  },

  {
    name: 'a spec without metadata (optional in the Go types)',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {noErrors: true},
  },
  {
    name: 'v1beta3 Preflight without template actions, with docString',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - docString: Kubernetes 1.28 or later is required.
      clusterVersion:
        outcomes:
          - fail:
              when: "< 1.28.0"
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {noErrors: true},
  },

  // ---------------------------------------------------------------------------------------------
  // Misspelt keys, at every level

  {
    name: 'misspelt document key: metdata',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metdata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 3, message: /unknown key `metdata`.*did you mean `metadata`/}},
  },
  {
    name: 'misspelt kind: Preflght',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflght
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - pass:
              message: Any version works.
`,
    expect: {firstError: {line: 2, message: /unknown kind `Preflght`: did you mean `Preflight`/}},
  },
  {
    name: 'kind in the wrong case: supportbundle',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: supportbundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 2, message: /did you mean `SupportBundle`/}},
  },
  {
    name: 'misspelt apiVersion: troubleshoot.sh/v1beta4',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta4
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 1, message: /unknown apiVersion `troubleshoot\.sh\/v1beta4`: write `troubleshoot\.sh\/v1beta2`/}},
  },
  {
    name: 'misspelt spec key: analyzer',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzer:
    - clusterVersion:
        outcomes:
          - pass:
              message: Any version works.
`,
    expect: {firstError: {line: 6, message: /unknown key `analyzer` in spec.*did you mean `analyzers`/}},
  },
  {
    name: 'misspelt spec key: colectors',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  colectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 6, message: /unknown key `colectors` in spec.*did you mean `collectors`/}},
  },
  {
    name: 'misspelt collector key: log',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterResources:
        namespaces: [shop]
    - log:
        namespace: shop
        selector:
          - app=api
`,
    expect: {firstError: {line: 9, message: /unknown key `log` in spec\.collectors\[1\].*did you mean `logs`/}},
  },
  {
    name: 'misspelt analyzer key: deploymentStatuss',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - deploymentStatuss:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: "< 1"
              message: No replica of the API is ready.
`,
    expect: {firstError: {line: 7, message: /unknown key `deploymentStatuss`.*did you mean `deploymentStatus`/}},
  },
  {
    name: 'misspelt host collector key: diskUsag',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - cpu: {}
    - diskUsag:
        collectorName: root
        path: /
`,
    expect: {firstError: {line: 8, message: /unknown key `diskUsag`.*did you mean `diskUsage`/}},
  },
  {
    name: 'misspelt collector field: namspace',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        name: shop/api
        namspace: shop
        selector:
          - app=api
`,
    expect: {firstError: {line: 9, message: /unknown key `namspace` in spec\.collectors\[0\]\.logs.*did you mean `namespace`/}},
  },
  {
    name: 'collector field in the wrong case: collectorname',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - http:
        collectorname: status
        get:
          url: https://api.example.com/status
`,
    expect: {firstError: {line: 8, message: /unknown key `collectorname`.*did you mean `collectorName`/}},
  },
  {
    name: 'misspelt nested field: limits.maxLine',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector:
          - app=api
        limits:
          maxAge: 24h
          maxLine: 5000
`,
    expect: {firstError: {line: 13, message: /unknown key `maxLine` in spec\.collectors\[0\]\.logs\.limits.*did you mean `maxLines`/}},
  },
  {
    name: 'misspelt nested field: get.timeot',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - http:
        collectorName: status
        get:
          url: https://api.example.com/status
          timeot: 10s
`,
    expect: {firstError: {line: 11, message: /unknown key `timeot` in spec\.collectors\[0\]\.http\.get.*did you mean `timeout`/}},
  },
  {
    name: 'misspelt outcome key: fial',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fial:
              when: "< 1.28.0"
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 9, message: /unknown key `fial`.*`fail`/}},
  },
  {
    name: 'misspelt outcome field: messsage',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< 1.28.0"
              messsage: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 11, message: /unknown key `messsage`.*did you mean `message`/}},
  },
  {
    name: 'misspelt host analyzer field: colectorName',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - diskUsage:
        collectorName: root
        path: /
  analyzers:
    - diskUsage:
        colectorName: root
        outcomes:
          - fail:
              when: "available < 10Gi"
              message: Less than 10 GiB is free on /.
          - pass:
              message: There is enough space on /.
`,
    expect: {firstError: {line: 12, message: /unknown key `colectorName`.*did you mean `collectorName`/}},
  },
  {
    name: 'misspelt redactor key in the second document: removal',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
---
apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-hosts
spec:
  redactors:
    - name: payment host
      removal:
        values:
          - payments.internal.example.com
`,
    expect: {firstError: {line: 16, message: /unknown key `removal` in spec\.redactors\[0\].*did you mean `removals`/}},
  },

  // ---------------------------------------------------------------------------------------------
  // Wrong nesting

  {
    name: 'field one level too shallow: maxLines beside limits',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector:
          - app=api
        maxLines: 5000
`,
    expect: {firstError: {line: 11, message: /unknown key `maxLines` in spec\.collectors\[0\]\.logs/}},
  },
  {
    name: 'field one level too deep: namespace under limits',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector:
          - app=api
        limits:
          namespace: shop
          maxLines: 5000
`,
    expect: {firstError: {line: 11, message: /unknown key `namespace` in spec\.collectors\[0\]\.logs\.limits/}},
  },
  {
    name: 'field one level too shallow: namespace beside the collector key',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector:
          - app=api
      namespace: shop
`,
    expect: {firstError: {line: 10, message: /unknown key `namespace` in spec\.collectors\[0\]/}},
  },
  {
    name: 'an analyzer under collectors',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  collectors:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< 1.28.0"
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 7, message: /`clusterVersion`.*analyzer/}},
  },
  {
    name: 'a collector under analyzers',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  analyzers:
    - logs:
        namespace: shop
        selector:
          - app=api
`,
    expect: {firstError: {line: 7, message: /`logs`.*collector/}},
  },
  {
    name: 'a host collector under a SupportBundle\'s collectors',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - memory: {}
`,
    expect: {firstError: {line: 7, message: /`memory` is a host collector.*`spec\.hostCollectors`/}},
  },
  {
    name: 'collectors beside spec instead of under it',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: "< 1"
              message: No replica of the API is ready.
collectors:
  - clusterInfo: {}
`,
    expect: {firstError: {line: 14, message: /unknown key `collectors` in the document/}},
  },
  {
    name: 'spec indented under metadata',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
  spec:
    collectors:
      - clusterInfo: {}
`,
    expect: {firstError: {line: 5, message: /`spec`/}},
  },
  {
    name: 'when beside the severity instead of under it',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - when: "< 1.28.0"
            fail:
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 9, message: /unknown key `when` in spec\.analyzers\[0\]\.clusterVersion\.outcomes\[0\]/}},
  },
  {
    name: 'two collectors in one list item',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
    - logs:
        namespace: shop
        selector:
          - app=api
      secret:
        namespace: shop
        name: api-config
`,
    expect: {firstError: {line: 8, message: /spec\.collectors\[1\] holds `logs` and `secret`; each list item holds one key/}},
  },
  {
    name: 'two analyzers in one list item',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - pass:
              message: Any version works.
      distribution:
        outcomes:
          - pass:
              message: Any distribution works.
`,
    expect: {firstError: {line: 7, message: /holds `clusterVersion` and `distribution`/}},
  },
  {
    name: 'docString beside an analyzer in a v1beta2 spec',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - docString: Kubernetes 1.28 or later is required.
      clusterVersion:
        outcomes:
          - pass:
              message: Any version works.
`,
    expect: {firstError: {line: 7, message: /unknown key `docString`/}},
  },

  // ---------------------------------------------------------------------------------------------
  // Wrong types

  {
    name: 'a quoted number where a whole number goes: maxLines "2000"',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector:
          - app=api
        limits:
          maxLines: "2000"
`,
    expect: {firstError: {line: 11, message: /maxLines must be a whole number, not a string \(remove the quotes\)/}},
  },
  {
    name: 'a word where a whole number goes: maxLines: all',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector:
          - app=api
        limits:
          maxLines: all
`,
    expect: {firstError: {line: 11, message: /^(?!.*remove the quotes).*maxLines must be a whole number/}},
  },
  {
    name: 'a quoted port on a host collector',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - tcpPortStatus:
        collectorName: kube-apiserver
        port: "6443"
`,
    expect: {firstError: {line: 9, message: /port must be a whole number/}},
  },
  {
    name: 'a quoted boolean: timestamps: "true"',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector:
          - app=api
        timestamps: "true"
`,
    expect: {firstError: {line: 10, message: /timestamps must be true or false, not a string \(remove the quotes\)/}},
  },
  {
    name: 'a quoted boolean: clusterScoped: "yes"',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterResource:
        kind: storageclass
        name: fast
        clusterScoped: "yes"
        yamlPath: provisioner
        expectedValue: ebs.csi.aws.com
        outcomes:
          - fail:
              message: The fast StorageClass uses another provisioner.
          - pass:
              message: The fast StorageClass uses the EBS CSI driver.
`,
    expect: {firstError: {line: 10, message: /clusterScoped must be true or false/}},
  },
  {
    name: 'a string where a list goes: selector: app=api',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector: app=api
`,
    expect: {firstError: {line: 9, message: /selector must be a list, not a string/}},
  },
  {
    name: 'a map where a list goes: namespaces',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterResources:
        namespaces:
          shop: true
          shop-jobs: true
`,
    expect: {firstError: {line: 9, message: /namespaces must be a list, not a map/}},
  },
  {
    name: 'a map where a list goes: collectors',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    logs:
      namespace: shop
      selector:
        - app=api
`,
    expect: {firstError: {line: 7, message: /spec\.collectors must be a list, not a map/}},
  },
  {
    name: 'a map where a list goes: outcomes',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          fail:
            when: "< 1.28.0"
            message: The shop needs Kubernetes 1.28 or later.
`,
    expect: {firstError: {line: 9, message: /outcomes must be a list, not a map/}},
  },
  {
    name: 'a bare word as an outcome',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - storageClass:
        storageClassName: fast
        outcomes:
          - fail
          - pass:
              message: The fast StorageClass exists.
`,
    expect: {firstError: {line: 10, message: /outcomes\[0\] must be a map of keys, not a string/}},
  },
  {
    name: 'a string where a list goes: redactor values',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop
spec:
  redactors:
    - name: merchant id
      removals:
        values: merchant-0000-example
`,
    expect: {firstError: {line: 9, message: /removals\.values must be a list, not a string/}},
  },
  {
    name: 'a string where a map goes: metadata',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata: shop
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 3, message: /metadata must be a map of keys, not a string/}},
  },

  // ---------------------------------------------------------------------------------------------
  // Missing required fields

  {
    name: 'no kind',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 1, message: /missing `kind`/}},
  },
  {
    name: 'no apiVersion',
    spec: String.raw`kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
`,
    expect: {firstError: {line: 1, message: /missing `apiVersion`: write `troubleshoot\.sh\/v1beta2`/}},
  },
  {
    name: 'no spec',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
`,
    expect: {firstError: {line: 1, message: /missing `spec`/}},
  },
  {
    name: 'copy without containerPath',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
    - copy:
        namespace: shop
        selector:
          - app=api
`,
    expect: {firstError: {line: 9, message: /spec\.collectors\[1\]\.copy is missing `containerPath`/}},
  },
  {
    name: 'customResourceDefinition without customResourceDefinitionName',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - customResourceDefinition:
        checkName: cert-manager
        outcomes:
          - fail:
              message: cert-manager is not installed.
          - pass:
              message: cert-manager is installed.
`,
    expect: {firstError: {line: 8, message: /customResourceDefinition is missing `customResourceDefinitionName`/}},
  },
  {
    name: 'host tcpPortStatus without port',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - tcpPortStatus:
        collectorName: kube-apiserver
        interface: eth0
`,
    expect: {firstError: {line: 8, message: /tcpPortStatus is missing `port`/}},
  },
  {
    name: 'regex removal without redactor',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop
spec:
  redactors:
    - name: session cookies
      removals:
        regex:
          - selector: 'Set-Cookie'
`,
    expect: {noErrors: true, warning: /regex\[0\] is missing `redactor`/},
  },

  // ---------------------------------------------------------------------------------------------
  // Values outside the allowed set

  {
    name: 'imagePullPolicy: Sometimes',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - copyFromHost:
        collectorName: kubelet-config
        image: busybox:1.36
        imagePullPolicy: Sometimes
        hostPath: /var/lib/kubelet/config.yaml
`,
    expect: {firstError: {line: 10, message: /imagePullPolicy is "Sometimes"; allowed: "Always", "IfNotPresent", "Never"/}},
  },
  {
    name: 'imagePullPolicy in the wrong case: always',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - copyFromHost:
        collectorName: kubelet-config
        image: busybox:1.36
        imagePullPolicy: always
        hostPath: /var/lib/kubelet/config.yaml
`,
    expect: {firstError: {line: 10, message: /imagePullPolicy is "always"; allowed: "Always"/}},
  },
  {
    name: 'clusterResource kind the analyzer does not know: CronJob',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterResource:
        kind: CronJob
        namespace: shop
        name: nightly-report
        yamlPath: spec.schedule
        expectedValue: "0 2 * * *"
        outcomes:
          - fail:
              message: The nightly report runs at another time.
          - pass:
              message: The nightly report runs at 02:00.
`,
    expect: {firstError: {line: 8, message: /"CronJob".*deployment/}},
  },

  // ---------------------------------------------------------------------------------------------
  // when conditions the analyzer cannot read

  {
    name: 'deploymentStatus when "<1" (no space)',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: "<1"
              message: No replica of the API is ready.
          - pass:
              message: The API has a ready replica.
`,
    expect: {firstError: {line: 12, message: /deploymentStatus\.outcomes\[0\]\.fail\.when "<1".*"< 1"/}},
  },
  {
    name: 'deploymentStatus when "!= 2"',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  analyzers:
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - pass:
              when: "= 2"
              message: The API runs two ready replicas.
          - warn:
              when: "!= 2"
              message: The API does not run exactly two ready replicas.
`,
    expect: {firstError: {line: 15, message: /outcomes\[1\]\.warn\.when "!= 2".*"!=" is not supported/}},
  },
  {
    name: 'statefulsetStatus when with a word for the count',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - statefulsetStatus:
        name: orders-db
        namespace: shop
        outcomes:
          - fail:
              when: "< one"
              message: No database replica is ready.
          - pass:
              message: The database has a ready replica.
`,
    expect: {firstError: {line: 12, message: /"one" is not a whole number/}},
  },
  {
    name: 'clusterVersion when ">= 1.20" (not a full version)',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - pass:
              when: ">= 1.20"
              message: The Kubernetes version is supported.
          - fail:
              message: The shop needs Kubernetes 1.20 or later.
`,
    expect: {firstError: {line: 10, message: /"1\.20" is not a full MAJOR\.MINOR\.PATCH version/}},
  },
  {
    name: 'nodeResources when "count() != 3"',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - nodeResources:
        checkName: Exactly three nodes
        outcomes:
          - fail:
              when: "count() != 3"
              message: The shop runs on exactly three nodes.
          - pass:
              message: There are three nodes.
`,
    expect: {firstError: {line: 11, message: /nodeResources\.outcomes\[0\]\.fail\.when "count\(\) != 3".*"!=" is not supported/}},
  },
  {
    name: 'nodeResources when with a space inside the quantity',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - nodeResources:
        checkName: Memory per node
        outcomes:
          - fail:
              when: "min(memoryAllocatable) < 6 GiB"
              message: Some node has less than 6 GiB of allocatable memory.
          - pass:
              message: Every node has 6 GiB of allocatable memory or more.
`,
    expect: {firstError: {line: 11, message: /min\(memoryAllocatable\) < 6 GiB/}},
  },
  {
    name: 'textAnalyze regex when "yes"',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        name: api
        namespace: shop
        selector:
          - app=api
  analyzers:
    - textAnalyze:
        checkName: Database refused connections
        collectorName: api
        fileName: "*/*.log"
        regex: 'connection refused'
        outcomes:
          - fail:
              when: "yes"
              message: The API could not reach its database.
          - pass:
              when: "false"
              message: No refused connections in the API logs.
`,
    expect: {firstError: {line: 20, message: /"yes" is not a boolean; write "true"/}},
  },
  {
    name: 'distribution when naming an unknown distribution',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - distribution:
        outcomes:
          - fail:
              when: "== docker-for-desktop"
              message: Docker Desktop is not supported.
          - pass:
              message: The distribution is supported.
`,
    expect: {firstError: {line: 10, message: /unknown distribution "docker-for-desktop"/}},
  },
  {
    name: 'host memory when with a space before the unit',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - memory: {}
  analyzers:
    - memory:
        outcomes:
          - fail:
              when: "< 16 Gi"
              message: The machine needs 16 GiB of memory.
          - pass:
              message: The machine has enough memory.
`,
    expect: {firstError: {line: 12, message: /memory\.outcomes\[0\]\.fail\.when "< 16 Gi"/}},
  },
  {
    name: 'host diskUsage when with a double space',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - diskUsage:
        collectorName: root
        path: /
  analyzers:
    - diskUsage:
        collectorName: root
        outcomes:
          - fail:
              when: "available <  10Gi"
              message: Less than 10 GiB is free on /.
          - pass:
              message: There is enough space on /.
`,
    expect: {firstError: {line: 15, message: /diskUsage\.outcomes\[0\]\.fail\.when "available <  10Gi"/}},
  },

  // ---------------------------------------------------------------------------------------------
  // Warnings: analyzers with nothing to read, deprecated collectors, traps

  {
    name: 'mysql analyzer without a mysql collector',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: orders
spec:
  analyzers:
    - mysql:
        checkName: Orders database
        collectorName: orders-mysql
        outcomes:
          - fail:
              when: connected == false
              message: The orders database refused the connection.
          - pass:
              message: The orders database is reachable.
`,
    expect: {noErrors: true, warning: /`mysql` reads `mysql\/orders-mysql\.json`, which no collector in this spec writes.*add `mysql`/},
  },
  {
    name: 'textAnalyze of a file no collector writes',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        name: api
        namespace: shop
        selector:
          - app=api
  analyzers:
    - textAnalyze:
        checkName: Worker queue errors
        fileName: worker/*/*.log
        regex: 'queue unavailable'
        outcomes:
          - fail:
              when: "true"
              message: The worker lost its queue.
          - pass:
              when: "false"
              message: The worker kept its queue.
`,
    expect: {noErrors: true, warning: /`textAnalyze` reads `worker\/\*\/\*\.log`, which no collector in this spec writes/},
  },
  {
    name: 'host memory analyzer without the memory collector',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: HostPreflight
metadata:
  name: node
spec:
  collectors:
    - cpu: {}
  analyzers:
    - memory:
        outcomes:
          - fail:
              when: "< 8Gi"
              message: The machine needs 8 GiB of memory.
          - pass:
              message: The machine has enough memory.
`,
    expect: {noErrors: true, warning: /`memory` reads `host-collectors\/system\/memory\.json`.*add `memory`/},
  },
  {
    name: 'analyzers reading what the default collectors write: no warning',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< 1.28.0"
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
    - deploymentStatus:
        name: api
        namespace: shop
        outcomes:
          - fail:
              when: "< 1"
              message: No replica of the API is ready.
          - pass:
              message: The API has a ready replica.
`,
    expect: {noErrors: true},
  },
  {
    name: 'run collector: no code deprecates it, so no warning',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - run:
        collectorName: dns-check
        namespace: shop
        image: busybox:1.36
        command: ["nslookup"]
        args: ["api.shop.svc.cluster.local"]
`,
    expect: {noErrors: true},
  },
  {
    name: 'v1beta3 SupportBundle drops every collector but the database ones',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector:
          - app=api
`,
    expect: {firstError: {line: 7, message: /`logs` in spec\.collectors\[0\] is dropped: a troubleshoot\.sh\/v1beta3 SupportBundle holds only the collectors `postgres`/}},
  },

  // ---------------------------------------------------------------------------------------------
  // The version menu

  {
    name: 'a field newer than the chosen version: logs timestamps in v0.116.0',
    version: 'v0.116.0',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector:
          - app=api
        timestamps: true
`,
    expect: {noErrors: true, warning: /`timestamps` of `logs` was added in v0\.119\.0; releases before v0\.119\.0 ignore it/},
  },
  {
    name: 'a nested field newer than the chosen version: nodeResources filters.taint in v0.121.0',
    version: 'v0.121.0',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: gpu
spec:
  analyzers:
    - nodeResources:
        checkName: GPU nodes
        filters:
          taint:
            key: nvidia.com/gpu
            effect: NoSchedule
        outcomes:
          - fail:
              when: "count() < 1"
              message: No node carries the GPU taint.
          - pass:
              message: GPU nodes are present.
`,
    expect: {noErrors: true, warning: /`filters\.taint` of `nodeResources` was added in v0\.122\.0; releases before v0\.122\.0 ignore it/},
  },
  {
    name: 'an analyzer newer than the chosen version: ingressClass in v0.120.0',
    version: 'v0.120.0',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - ingressClass:
        ingressClassName: nginx
        outcomes:
          - fail:
              message: The nginx IngressClass is missing.
          - pass:
              message: The nginx IngressClass exists.
`,
    expect: {noErrors: true, warning: /`ingressClass` was added in v0\.124\.0; releases before v0\.124\.0 ignore it/},
  },
  {
    name: 'the same field with a version that has it: no warning',
    version: 'v0.119.0',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector:
          - app=api
        timestamps: true
`,
    expect: {noErrors: true},
  },

  // ---------------------------------------------------------------------------------------------
  // YAML errors

  {
    name: 'a tab indenting a list item',
    spec: 'apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: shop\nspec:\n  collectors:\n\t- clusterInfo: {}\n',
    expect: {firstError: {line: 7, message: /[Tt]ab/}},
  },
  {
    name: 'a tab indenting a field',
    spec: 'apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: shop\nspec:\n  collectors:\n    - logs:\n        namespace: shop\n\tselector:\n          - app=api\n',
    expect: {firstError: {line: 9, message: /Tabs are not allowed as indentation/}},
  },
  {
    name: 'a duplicate key',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        namespace: shop
        selector:
          - app=api
        namespace: shop-jobs
`,
    expect: {firstError: {line: 11, message: /[Mm]ap keys must be unique/}},
  },
  {
    name: 'a duplicate spec list: analyzers twice',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - pass:
              message: Any version works.
  analyzers:
    - distribution:
        outcomes:
          - pass:
              message: Any distribution works.
`,
    expect: {firstError: {line: 11, message: /[Mm]ap keys must be unique/}},
  },
  {
    name: 'an unclosed double quote',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        name: shop/api
        namespace: "shop
        selector:
          - app=api
`,
    expect: {firstError: {line: 9, message: /closing "?quote/}},
  },
  {
    name: 'an unclosed single quote in a when',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: '< 1.28.0
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 10, message: /closing '?quote/}},
  },
  {
    name: 'an unclosed flow list',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector: [app=api
        namespace: shop
`,
    expect: {firstError: {line: 8, message: /\]/}},
  },
  {
    name: 'a key indented one space short',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - logs:
        selector: [app=api]
       namespace: shop
`,
    expect: {firstError: {line: 9, message: /same column/}},
  },
  {
    name: 'a list item indented one space short',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
    - clusterInfo: {}
   - clusterResources: {}
`,
    expect: {firstError: {line: 8, message: /./}},
  },
  {
    name: 'not a map: a list at the top',
    spec: String.raw`- apiVersion: troubleshoot.sh/v1beta2
  kind: SupportBundle
`,
    expect: {firstError: {line: 1, message: /A spec is a map with apiVersion, kind, metadata and spec/}},
  },

  // ---------------------------------------------------------------------------------------------
  // Specs inside Secrets and ConfigMaps

  {
    name: 'Secret stringData: a misspelt field inside the carried spec',
    spec: String.raw`apiVersion: v1
kind: Secret
metadata:
  name: shop-support-bundle
  labels:
    troubleshoot.sh/kind: support-bundle
stringData:
  support-bundle-spec: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: SupportBundle
    metadata:
      name: shop
    spec:
      collectors:
        - logs:
            namespace: shop
            selector:
              - app=api
            limits:
              maxLine: 5000
`,
    expect: {firstError: {line: 20, message: /unknown key `maxLine`.*did you mean `maxLines`/}},
  },
  {
    name: 'Secret data (base64): an error inside points at the key',
    // The base64 text is this spec:
    // apiVersion: troubleshoot.sh/v1beta2 / kind: SupportBundle / metadata: name: shop /
    // spec: collectors: - logs: selector: [app=api], limits: maxLine: 5000 (line 10).
    spec: `apiVersion: v1
kind: Secret
metadata:
  name: shop-support-bundle
  labels:
    troubleshoot.sh/kind: support-bundle
data:
  support-bundle-spec: ${btoa('apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: shop\nspec:\n  collectors:\n    - logs:\n        selector: [app=api]\n        limits:\n          maxLine: 5000\n')}
`,
    expect: {firstError: {line: 8, message: /unknown key `maxLine`/}},
  },
  {
    name: 'ConfigMap preflight.yaml: a bad when inside the carried spec',
    spec: String.raw`apiVersion: v1
kind: ConfigMap
metadata:
  name: shop-preflight
data:
  preflight.yaml: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: Preflight
    metadata:
      name: shop
    spec:
      analyzers:
        - deploymentStatus:
            name: api
            namespace: shop
            outcomes:
              - fail:
                  when: "<1"
                  message: No replica of the API is ready.
              - pass:
                  message: The API has a ready replica.
`,
    expect: {firstError: {line: 18, message: /"< 1"/}},
  },
  {
    name: 'ConfigMap whose key the CLI does not read: preflight.yml',
    spec: String.raw`apiVersion: v1
kind: ConfigMap
metadata:
  name: shop-preflight
data:
  preflight.yml: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: Preflight
    metadata:
      name: shop
    spec:
      analyzers:
        - clusterVersion:
            outcomes:
              - pass:
                  message: Any version works.
`,
    expect: {noErrors: true, warning: /preflight\.yaml/},
  },

  {
    name: 'ConfigMap with its spec under binaryData, which the CLI does not read',
    spec: String.raw`apiVersion: v1
kind: ConfigMap
metadata:
  name: shop-preflight
binaryData:
  preflight.yaml: ${btoa('apiVersion: troubleshoot.sh/v1beta2\nkind: Preflight\nspec:\n  analyzers: []\n')}
`,
    expect: {noErrors: true, warning: /binaryData/},
  },
  {
    name: 'ConfigMap whose apiVersion is not v1: skipped by the CLI, not checked',
    spec: String.raw`apiVersion: v2
kind: ConfigMap
metadata:
  name: shop-preflight
data:
  preflight.yaml: |
    apiVersion: troubleshoot.sh/v1beta2
    kind: Preflight
    spec:
      analyzer: []
`,
    expect: {noErrors: true, warning: /apiVersion `v1`.*skips/},
  },
  // ---------------------------------------------------------------------------------------------
  // Templated v1beta3 specs

  {
    name: 'templated v1beta3 spec without values',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: templated-basics
spec:
  analyzers:
    - docString: |
        Title: Kubernetes version
        Requirement: Kubernetes {{ .Values.kubernetes.minVersion }} or later.
      clusterVersion:
        checkName: Kubernetes version
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }}"
              message: Kubernetes {{ .Values.kubernetes.minVersion }} or later is required.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {noErrors: true, warning: /template.*values/},
  },
  {
    name: 'templated v1beta3 spec with values that render a broken when',
    values: `kubernetes:
  minVersion: "1.28"
`,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: templated-basics
spec:
  analyzers:
    - docString: |
        Title: Kubernetes version
        Requirement: Kubernetes {{ .Values.kubernetes.minVersion }} or later.
      clusterVersion:
        checkName: Kubernetes version
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }}"
              message: Kubernetes {{ .Values.kubernetes.minVersion }} or later is required.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 14, message: /"1\.28" is not a full MAJOR\.MINOR\.PATCH version/}},
  },
  {
    name: 'templated v1beta3 spec whose broken line moves when rendered',
    values: `gpu:
  enabled: false
kubernetes:
  minVersion: "1.28"
`,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    {{- if .Values.gpu.enabled }}
    - nodeResources:
        checkName: GPU nodes
        filters:
          resourceName: nvidia.com/gpu
        outcomes:
          - fail:
              when: "count() < 1"
              message: No node offers nvidia.com/gpu.
    {{- end }}
    - clusterVersion:
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }}"
              message: Kubernetes {{ .Values.kubernetes.minVersion }} or later is required.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 20, message: /"1\.28" is not a full MAJOR\.MINOR\.PATCH version/}},
  },
  {
    name: 'templated v1beta3 spec with an unescaped analysis-time field in a message',
    values: `nodes:
  minCount: 3
`,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: capacity
spec:
  analyzers:
    - nodeResources:
        checkName: Node count
        outcomes:
          - fail:
              when: "count() < {{ .Values.nodes.minCount }}"
              message: The cluster has {{ .NodeCount }} nodes; {{ .Values.nodes.minCount }} are needed.
          - pass:
              message: The cluster has enough nodes.
`,
    expect: {noErrors: true, warning: /\{\{ \.NodeCount \}\} as empty text.*escape it/},
  },
  {
    name: 'templated v1beta3 spec with a broken template action',
    values: overviewValues,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: templated-basics
spec:
  analyzers:
    - docString: |
        Title: Node count
        Requirement: at least {{ .Values.nodes.minCount } nodes.
      nodeResources:
        checkName: Node count
        outcomes:
          - fail:
              when: "count() < {{ .Values.nodes.minCount }}"
              message: At least {{ .Values.nodes.minCount }} nodes are required.
          - pass:
              message: The cluster has enough nodes.
`,
    expect: {firstError: {line: 9, message: /The template cannot be rendered/}},
  },
  {
    name: 'templated v1beta3 spec without values, with a broken template action',
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }"
              message: Kubernetes is too old.
`,
    expect: {firstError: {line: 10, message: /The template cannot be rendered/}},
  },
  {
    name: 'templated v1beta3 spec: a mistake in text an action printed points at the action',
    values: `collectors:
  - clusterInfo: {}
  - logz:
      namespace: shop
`,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: SupportBundle
metadata:
  name: shop
spec:
  collectors:
{{ toYaml .Values.collectors | indent 4 }}
`,
    expect: {firstError: {line: 7, message: /`clusterInfo` in spec\.collectors\[0\] is dropped.*\(in the rendered spec\): printed by `\{\{ toYaml \.Values\.collectors \| indent 4 \}\}`, from `collectors` of the values/}},
  },
  {
    name: 'templated v1beta3 spec with values that are a list, not a map',
    values: `- kubernetes
- nodes
`,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: shop
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }}"
              message: Kubernetes is too old.
`,
    expect: {firstError: {line: 1, message: /values are not valid \(in the values, line 1\): they must be a map/}},
  },
  {
    name: 'templated v1beta3 spec with values that are not YAML',
    values: `kubernetes: [1.28.0\n`,
    spec: String.raw`apiVersion: troubleshoot.sh/v1beta3
kind: Preflight
metadata:
  name: templated-basics
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< {{ .Values.kubernetes.minVersion }}"
              message: Kubernetes {{ .Values.kubernetes.minVersion }} or later is required.
          - pass:
              message: The Kubernetes version is supported.
`,
    expect: {firstError: {line: 1, message: /values are not valid/}},
  },
];

/** Texts meant to hurt the checker: each must get a clear message quickly, without freezing the page. */
export interface HostileInput {
  name: string;
  text: string;
  /** What the first finding must say. */
  message: RegExp;
  /** What the checker gets wrong on this input today, as reported to the lead. */
  knownIssue?: string;
  /** What the page (not the checker) gets wrong on this input today, as reported to the lead. */
  pageIssue?: string;
}

/** A small deterministic generator, so that the noise is the same on every run. */
function noise(length: number, seed: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(state % 256);
  }
  return text;
}

export function hostileInputs(): HostileInput[] {
  // Billion laughs: nine aliases of nine aliases... 9^9 strings once expanded.
  const laughs = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  const names = 'abcdefghi';
  for (let i = 1; i < names.length; i++) laughs.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(', ')}]`);
  const bomb = `apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: laughs\n${laughs.join('\n')}\nspec:\n  collectors:\n    - clusterInfo: {}\n`;
  const header = 'apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: large\nspec:\n  collectors:\n';
  const item = '    - logs:\n        namespace: shop\n        selector:\n          - app=api\n';
  const large = header + item.repeat(Math.ceil((2 * 1024 * 1024) / item.length));
  const depth = 5000;
  const deepFlow = `apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: deep\nspec:\n  collectors: ${'['.repeat(depth)}${']'.repeat(depth)}\n`;
  // Block nesting without indentation growth: `- - - ... x` opens one sequence per dash.
  const deepBlock = `apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: deep\nspec:\n  collectors:\n    ${'- '.repeat(depth)}x\n`;
  const deep = /nest|deep|levels/i;
  return [
    {name: 'an alias bomb (billion laughs)', text: bomb, message: /alias/i},
    {
      name: '2 MB of YAML',
      text: large,
      message: /larger than/,
    },
    {name: 'flow lists nested 5,000 deep', text: deepFlow, message: deep},
    {name: 'block lists nested 5,000 deep', text: deepBlock, message: deep},
    {name: 'binary noise with NUL bytes', text: noise(8192, 16) + '\u0000' + noise(8192, 61), message: /not text/},
  ];
}

/** A valid SupportBundle of exactly 300 lines: 18 collectors and 17 analyzers that read them. */
export function longValidSpec(): string {
  let text = 'apiVersion: troubleshoot.sh/v1beta2\nkind: SupportBundle\nmetadata:\n  name: many-services\nspec:\n  collectors:\n';
  text += '    - clusterResources:\n        namespaces:\n          - shop\n          - shop-jobs\n';
  const services = Array.from({length: 17}, (_, i) => `service-${i + 1}`);
  for (const service of services) {
    text += `    - logs:\n        collectorName: ${service}\n        name: ${service}\n        namespace: shop\n        selector:\n          - app=${service}\n`;
  }
  text += '  analyzers:\n';
  for (const service of services) {
    text +=
      `    - textAnalyze:\n        checkName: ${service} reaches its database\n        fileName: ${service}/*/*.log\n        regex: 'connection refused'\n` +
      `        outcomes:\n          - fail:\n              when: "true"\n              message: ${service} could not reach its database.\n` +
      `          - pass:\n              when: "false"\n              message: ${service} reached its database.\n`;
  }
  return text;
}
