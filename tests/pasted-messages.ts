/**
 * Messages users pasted in public issue and pull-request threads, quoted exactly as posted (values,
 * prefixes, log headers and all), each with its thread and the entry of the error reference
 * (reference/messages) that explains it. Gathered from the `issues` corpus of the shared search
 * tool; none was written or edited to match an entry. Some come from older releases whose wording
 * has since changed around the part Troubleshoot v0.133.0 still prints; the entry is the one for
 * that part.
 *
 * Used by tests/unit/messages-pasted.spec.ts (the entry exists and its text appears in the paste)
 * and by the search ranking tests (pasting the message finds the entry among the first three).
 */
import {findMessage, groupOf} from '../reference/messages/index';

export interface PastedMessage {
  /** What the user pasted, verbatim. */
  message: string;
  /** The public thread it was pasted in. */
  url: string;
  /** The id of the entry in reference/messages that explains it. */
  entry: string;
  /** The command and situation, as the thread tells it. */
  context: string;
}

/** The address of an entry of the error reference: its group's page (docs/errors/<group>.mdx) and the entry's anchor. */
export function entryUrl(id: string): string {
  const entry = findMessage(id);
  if (!entry) throw new Error(`no message entry ${id}`);
  return `/docs/errors/${groupOf(entry).id}#${id}`;
}

export const pastedMessages: PastedMessage[] = [
  {
    message: "Error: no collectors specified to run",
    url: "https://github.com/operator-framework/operator-controller/pull/2755",
    entry: "no-collectors-specified",
    context: "support-bundle run in an e2e workflow without a spec file argument",
  },
  {
    message: " * cannot collect cluster-resources: action \"list\" is not allowed on resource \"namespaces\" at the cluster scope",
    url: "https://github.com/replicatedhq/troubleshoot/issues/929",
    entry: "rbac-cannot-collect-cluster-scope",
    context: "preflight run with --collect-without-permissions=false by a user without cluster-scope list rights",
  },
  {
    message: " * cannot collect cluster-resources: action \"list\" is not allowed on resource \"customresourcedefinitions\" at the cluster scope",
    url: "https://github.com/replicatedhq/troubleshoot/issues/929",
    entry: "rbac-cannot-collect-cluster-scope",
    context: "same preflight run, CRD listing refused",
  },
  {
    message: "Error: failed to collect in cluster: insufficient permissions to run all collectors",
    url: "https://github.com/replicatedhq/troubleshoot/pull/928",
    entry: "insufficient-permissions-to-run-all-collectors",
    context: "preflight with --collect-without-permissions=false and missing RBAC",
  },
  {
    message: "--- FAIL   preflight-sample\nFAILED",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1131",
    entry: "results-summary-fail",
    context: "kubectl preflight --interactive=false text output with one failing nodeResources check (exit code was 0 in 0.62.1)",
  },
  {
    message: "name: cluster-resources    status: running         completed: 0    total: 2",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1131",
    entry: "collect-progress-line",
    context: "progress lines of kubectl preflight --interactive=false",
  },
  {
    message: "Some host collectors may require elevated privileges to run.\nDo you want to exit and rerun the command as a privileged user? (yes/no): yes\nExiting...",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1513",
    entry: "run-as-root-prompt",
    context: "support-bundle with a host collector spec run as a normal user (prompt text at the time of the PR)",
  },
  {
    message: "I1107 17:36:46.638142   22606 supportbundle.go:80] Support bundle created in temporary directory: /tmp/supportbundle3644184749",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1676",
    entry: "support-bundle-created-in-temporary-directory",
    context: "sudo support-bundle -v 5 with a host sysctl collector spec",
  },
  {
    message: "I1107 17:36:46.660284   22606 redact.go:76] Redacting host-collectors/system/sysctl.json",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1676",
    entry: "redacting-file",
    context: "same run, redaction of the host sysctl output",
  },
  {
    message: "| FAIL   | Default Route               | Analyzer Failed: analyze: failed to read collected file",
    url: "https://github.com/replicatedhq/embedded-cluster/pull/1018",
    entry: "analyzer-failed",
    context: "embedded-cluster install run-preflights in a debian:bookworm-slim container: host analyzer result table (troubleshoot host preflight)",
  },
  {
    message: "Error: completed with no analysis results",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1596",
    entry: "completed-with-no-analysis-results",
    context: "sudo preflight spec.yaml -v=2 --interactive=false with a hostOS analyzer whose only outcome did not match",
  },
  {
    message: "E0820 07:37:33.129968   81346 analyzer.go:93] no outcome matched for \"Host OS Info\" host analyzer",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1597",
    entry: "no-outcome-matched-host",
    context: "sudo preflight -v=2 after the change that logs unmatched analyzers",
  },
  {
    message: "============ Collectors summary =============\nSucceeded (S), eXcluded (X), Failed (F)\n=============================================\nHost OS Info (S) : 23ms",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1596",
    entry: "collectors-summary",
    context: "summary block printed by preflight -v=2",
  },
  {
    message: " * failed to run collector: run-pod/my-counter: timeout",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1194",
    entry: "run-pod-timeout",
    context: "support-bundle -v0 with a runPod collector whose command outlives timeout: 5s",
  },
  {
    message: "* cannot collect weave-status: action \"get\" is not allowed on resource \"pods\" in the \"kube-system\" namespace\n* cannot collect weave-report: action \"get\" is not allowed on resource \"pods\" in the \"kube-system\" namespace",
    url: "https://github.com/replicatedhq/kots/pull/3471",
    entry: "rbac-cannot-collect-namespace",
    context: "support bundle from the KOTS default spec on an existing (non-kURL) cluster, kURL-only exec collectors refused by RBAC",
  },
  {
    message: "No matching files",
    url: "https://github.com/replicatedhq/troubleshoot/pull/576",
    entry: "no-matching-files",
    context: "textAnalyze result when fileName /static-hi.log no longer matched the run collector output path (v1beta1 Preflight)",
  },
  {
    message: "Check FAIL\nTitle: no-spoon Status\nMessage: The deployment \"no-spoon\" was not found",
    url: "https://github.com/replicatedhq/troubleshoot/issues/765",
    entry: "was-not-found-status",
    context: "support-bundle results text for a deploymentStatus analyzer naming a Deployment that does not exist",
  },
  {
    message: " * failed to run collector: kurl-host-preflights: create daemonset: create daemonset: admission webhook \"gkepolicy.common-webhooks.networking.gke.io\" denied the request: GKE Policy Controller rejected the request because it violates one or more policies: {\"[denied by autogke-no-write-mode-hostpath]\":[\"hostPath volume host in container collector is accessed in write mode; disallowed in Autopilot.",
    url: "https://github.com/replicatedhq/troubleshoot/issues/791",
    entry: "copy-from-host-create-daemonset",
    context: "support-bundle from the KOTS spec on GKE Autopilot: copyFromHost DaemonSet refused (verbatim up to the sentence that names the requesting user)",
  },
  {
    message: "Error: unknown output format: \"yaml\"",
    url: "https://github.com/replicatedhq/troubleshoot/pull/940",
    entry: "unknown-output-format",
    context: "kubectl preflight --format=yaml before YAML output existed",
  },
  {
    message: "I0311 17:40:41.663099   48425 loader.go:203] Skip loading \"Collector\" kind\nI0311 17:40:41.663120   48425 loader.go:258] No troubleshoot specs were loaded",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1501",
    entry: "skip-loading-kind",
    context: "support-bundle spec.yaml --v=2 with a troubleshoot.replicated.com/v1beta1 Collector, before the fix",
  },
  {
    message: "✗  2 host preflights failed\n\n •  Analyzer Failed: analyze: failed to analyze sysctl output: failed to evaluate outcomes: failed to compare net.bridge.bridge-nf-call-iptables == \n    0: kernel parameter \"net.bridge.bridge-nf-call-iptables\" does not exist on collected sysctl output                                              \n •  The 'br_netfilter' kernel module is not loaded or loadable ",
    url: "https://github.com/replicatedhq/embedded-cluster/pull/2146",
    entry: "kernel-parameter-does-not-exist",
    context: "embedded-cluster host preflights on new GitHub Actions runners: host sysctl analyzer error and a kernelModules outcome",
  },
  {
    message: "failed to run collector: run/static-hi: failed to run pod: failed to create pod: object is being deleted: pods \"static-hi\" already exists. ",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1186",
    entry: "failed-to-create-pod",
    context: "e2e run of support-bundle with a run collector named static-hi while the pod of the previous run was still being deleted",
  },
  {
    message: "  ============ Collectors summary =============\n  Succeeded (S), eXcluded (X), Failed (F)\n  =============================================\n  No collectors executed\n\n  ============ Redactors summary =============\n  No redactors executed\n\n  ============= Analyzers summary =============\n  Succeeded (S), eXcluded (X), Failed (F)\n  =============================================\n  No analyzers executed\n\n  Duration: 0ms\n\n  Error: failed to run collect and analyze process: failed to generate support bundle: failed to run collectors: failed to check RBAC for collectors: failed to run subject review: Post \"http://localhost:8080/apis/authorization.k8s.io/v1/selfsubjectaccessreviews\": dial tcp [::1]:8080: connect: connection refused",
    url: "https://github.com/k0rdent/kcm/issues/1812",
    entry: "failed-to-run-subject-review",
    context: "CI job running support-bundle against a standalone cluster whose kubeconfig did not point at it (client fell back to localhost:8080)",
  },
  {
    message: "cannot collect run/object-store-credentials-valid: action \"create\" is not allowed on resource \"Pod\" in the \"default\" namespace\ncannot collect cluster-resources: action \"list\" is not allowed on resource \"Namespace\" at the cluster scope",
    url: "https://github.com/replicatedhq/kots/issues/1141",
    entry: "rbac-cannot-collect-namespace",
    context: "KOTS preflight with requireMinimalRBACPrivileges and run collectors without namespace, KOTS installed outside default",
  },
  {
    message: "Analyzer Failed\n\nfailed to find resource: failed to find resource",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1180",
    entry: "failed-to-find-resource",
    context: "clusterResource analyzer with kind: PersistentVolumeClaim in v0.64.0 (typo in the kind map)",
  },
  {
    message: "\"primary\": \"Ping from \\\"goldpinger-94mfh\\\" pod to \\\"goldpinger-xrp27\\\" pod failed\",\n                \"detail\": \"Ping error: Get \\\"http://10.32.1.2:80/ping\\\": context deadline exceeded\",",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1398",
    entry: "goldpinger-ping-failed",
    context: "support-bundle -v=0 --interactive=false with the goldpinger collector and analyzer: JSON analyzer result for a failed pod-to-pod ping",
  },
  {
    message: "Check FAIL\nTitle: Backup observability-backup-failed\nMessage: Backup observability-backup-failed phase is PartiallyFailed\n\n------------\nCheck PASS\nTitle: Velero Backups count\nMessage: Found 3 backups",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1366",
    entry: "velero-backup-phase",
    context: "support-bundle text results of the velero analyzer on a cluster with a partially failed backup",
  },
  {
    message: "examples/test-error-messages/invalid-collectors-analyzers.yaml:\n  ✗ Error (line 15): Unknown analyzer type 'notAnAnalyzer'\n    Field: spec.analyzers[0]\n  ✗ Error (line 17): Missing required field 'outcomes' for analyzer 'cephStatus'\n    Field: spec.analyzers[1].cephStatus.outcomes",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1903",
    entry: "lint-unknown-type",
    context: "./bin/preflight lint on a spec with an unknown analyzer and a cephStatus analyzer without outcomes",
  },
  {
    message: "Warning: No analyzers found",
    url: "https://github.com/replicatedhq/troubleshoot/issues/227",
    entry: "no-analyzers-found",
    context: "preflight run on a Preflight spec whose analyzers list is empty (after the validation change)",
  },
  {
    message: "Warning: All analyzers were excluded by the applied values",
    url: "https://github.com/replicatedhq/troubleshoot/issues/227",
    entry: "all-analyzers-excluded",
    context: "preflight run on a Preflight spec whose only analyzer has exclude: true",
  },
  {
    message: "W0505 12:27:25.525100  126811 loader.go:222] Config not found: /etc/kubernetes/admin.conf\nError: run preflight: collect results: failed to check RBAC for collectors: failed to run subject review: Post \"http://localhost:8080/apis/authorization.k8s.io/v1/selfsubjectaccessreviews\": dial tcp 127.0.0.1:8080: connect: connection refused",
    url: "https://github.com/replicatedhq/kURL/pull/4473",
    entry: "failed-to-run-subject-review",
    context: "kURL in-cluster preflights run on a node without /etc/kubernetes/admin.conf (troubleshoot preflight library)",
  },
  {
    message: "Kubernetes cluster preflight                       FAIL\n  Fail\n  - Analyzer Failed: analyze: unexpected end of JSON input",
    url: "https://github.com/apecloud/kubeblocks/issues/5209",
    entry: "analyzer-failed",
    context: "kbcli kubeblocks install on GKE, whose preflight runs troubleshoot analyzers; the analyzer error is printed by the embedded troubleshoot",
  },
  {
    message: "   --- PASS Required Kubernetes Version\n      --- Your cluster meets the recommended and required versions of Kubernetes.\n--- PASS   preflight-sample\nPASS",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1135",
    entry: "results-line-pass",
    context: "bin/preflight --interactive=false on a passing spec while exit codes were being introduced",
  },
  {
    message: " * failed to run collector: Longhorn: list nodes.longhorn.io: the server could not find the requested resource (get nodes.longhorn.io)",
    url: "https://github.com/replicatedhq/troubleshoot/issues/659",
    entry: "longhorn-list-nodes",
    context: "support-bundle https://kots.io on a kURL cluster without Longhorn (before the collector tolerated a missing Longhorn)",
  },
  {
    message: "   --- FAIL: Certificate Key Pair\n      --- Analyzer Failed: analyze: failed to get node list: host-collectors/system/node_list.json: not found",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1678",
    entry: "failed-to-get-node-list",
    context: "sudo preflight -v=2 --interactive=false with a certificate HostPreflight, before a missing node list was tolerated",
  },
  {
    message: "I0719 13:52:08.298974   50166 copy_from_host.go:233] Timed out waiting for daemonset troubleshoot-copyfromhost-2sxw8 to be ready",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1269",
    entry: "copy-from-host-timed-out-waiting",
    context: "support-bundle -v=2 on a kURL cluster: the collectd collector's DaemonSet never became ready",
  },
  {
    message: "I0719 13:53:08.337791   50166 copy_from_host.go:415] Pod troubleshoot-copyfromhost-2sxw8-tdwws forcefully deleted after reaching the maximum wait time of 60 seconds",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1269",
    entry: "copy-from-host-timed-out-waiting",
    context: "same run, the DaemonSet's pod removed after the wait",
  },
  {
    message: "[Host OS Info] Running collector...",
    url: "https://github.com/replicatedhq/troubleshoot/issues/1596",
    entry: "running-host-collector-progress",
    context: "sudo preflight spec.yaml -v=2 --interactive=false with a hostOS collector",
  },
  {
    message: "failed to load specs from the cluster: failed to check if I can read secrets and configmaps: Post \"http://localhost:8080/apis/authorization.k8s.io/v1/selfsubjectaccessreviews\": dial tcp 127.0.0.1:8080",
    url: "https://github.com/replicatedhq/troubleshoot/pull/1660",
    entry: "failed-to-check-if-i-can-read-secrets",
    context: "kubectl-support_bundle --load-cluster-specs with a host spec on a node whose cluster was down (no kubeconfig)",
  },
];
