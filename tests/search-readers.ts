/**
 * Real readers' words: sentences that users of Troubleshoot wrote in public GitHub issue and
 * pull-request threads, and the page of this site that answers each one. Unlike the golden sets in
 * search-golden.ts, nothing here was written by us: the sets test whether search understands
 * readers who do not use our wording (complaints, pasted error lines, long questions).
 *
 * Where they come from: threads of replicatedhq/troubleshoot, sbctl, kots, kURL,
 * embedded-cluster, replicated-docs and troubleshoot.sh (the old documentation repository), and of
 * third-party repositories that ship or run Troubleshoot specs (operator-framework/operator-controller,
 * gitpod-io/gitpod, aws/eks-anywhere, ...), found with the `issues` corpus of the shared search tool.
 * `url` is the thread.
 *
 * How they were chosen:
 * - Each `text` is quoted exactly as written, spelling and grammar included; it may be trimmed to
 *   the sentence or two that carry the question, and user names are removed. Titles count as
 *   sentences. No sentence was written or edited to match a page.
 * - A sentence is kept only when a page of this site answers it at Troubleshoot v0.133.0; the
 *   page was read to decide `page` (where the answer is most complete) and `also` (other pages
 *   that answer it too). `page` is a permalink exactly as the index has it: no trailing slash,
 *   except on section index pages (`/docs/collect/`). Sentences that no page answers are kept
 *   apart in `unanswered`, with what a page would need to say, for the content team.
 * - At most three sentences come from one thread (answered and unanswered together).
 * - Bug reports about behaviour that has since changed are kept only when today's page states the
 *   behaviour the reader asked about.
 * - The spread covers collecting, analyzing, preflight, the support-bundle CLI, redaction, host
 *   collectors and error messages, with short and long sentences.
 * - Batch 1 was handed over first; batch 2 was gathered afterwards the same way, without looking at
 *   what the site's search returns for any sentence.
 */

export interface ReaderQuery {
  /** The reader's sentence, quoted as written (trimmed to the sentences that carry it, names removed). */
  text: string;
  /** The public issue or pull-request thread it was written in. */
  url: string;
  /** Permalink of the page that answers it most fully, as the search index has it. */
  page: string;
  /** Other pages that answer it as well. */
  also?: string[];
  /**
   * question: asks how or whether; complaint: says something does not work or is hard; error: a
   * message printed by preflight, support-bundle or the cluster, pasted with or without words
   * around it; confusion: states a wrong or unsure belief about what a feature does.
   */
  kind: 'question' | 'complaint' | 'error' | 'confusion';
  /** 1: the first set, handed over first; 2: gathered afterwards, without looking at any search result. */
  batch: 1 | 2;
}

/** A reader's sentence that no page of the site answers, with what is missing. */
export interface UnansweredReaderQuery {
  text: string;
  url: string;
  kind: ReaderQuery['kind'];
  /** What a page would need to say to answer it. */
  missing: string;
}

/** The pages that count as a right answer to a reader's sentence. */
export const readerRightPages = (q: ReaderQuery): string[] => [q.page, ...(q.also ?? [])];

export const readersQueries: ReaderQuery[] = [
  // ───────────────────────── Batch 1 ─────────────────────────
  {
    text: 'Support bundles from our app cannot display the pod\'s logs. Is this something that can be enabled? Are we also able to capture the logs of system pods as well?',
    url: 'https://github.com/replicatedhq/sbctl/issues/57',
    page: '/docs/collect/logs',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Fixes the `Error: no collectors specified to run` error introduced in #2750.',
    url: 'https://github.com/operator-framework/operator-controller/pull/2755',
    page: '/docs/support-bundle/troubleshooting',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'But it\'s impossible to remove these default collectors.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/239',
    page: '/docs/collect/',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'When running preflights with `--collect-without-permissions=false`, the process will still run even if the user does not have the proper permissions to access the collected resources.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/929',
    page: '/docs/support-bundle/permissions',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: '* cannot collect cluster-resources: action "list" is not allowed on resource "namespaces" at the cluster scope',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/929',
    page: '/docs/support-bundle/permissions',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'The the expected behavior is the the program exits with: `Error: failed to collect in cluster: insufficient permissions to run all collectors`, but because of this bug, it does not.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/928',
    page: '/docs/support-bundle/permissions',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'If a support bundle with sensitive information is generated, it would be beneficial if there was a way to redact this information from the support bundle after the fact.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/705',
    page: '/docs/redact/', also: ['/docs/support-bundle/reading-a-bundle', '/docs/support-bundle/collecting'],
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'a line containing the word `password` does not get redacted',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/793',
    page: '/docs/redact/passwords',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Sometimes a bundle may be destined only for internal use, or there may be concerns that useful data was removed by redactors. As such, there should be a way to collect a bundle without redactions.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/448',
    page: '/docs/redact/', also: ['/docs/support-bundle/collecting'],
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'I am trying to use "support-bundle" plugin to redact few log line from k8s pod logs, but it seems like it does not support this feature.',
    url: 'https://github.com/replicatedhq/troubleshoot.sh/issues/518',
    page: '/docs/redact/redactors',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'I am trying to redact the encryption key mentioned in the log file, Can we achieve the same in support-bundle plugin?',
    url: 'https://github.com/replicatedhq/troubleshoot.sh/issues/518',
    page: '/docs/redact/redactors',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'From the example, where is the new bundle written to? Are we overweighting the provided bundle?',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/887',
    page: '/docs/redact/', also: ['/docs/support-bundle/collecting'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'When `preflight` results in FAILED, it exits with code 0',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1131',
    page: '/docs/preflight/exit-codes',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'If I use this in a shell script or any other wrapper that uses preflights as a test to determine if the cluster is up to snuff or not, I need to grep for the output rather than simply use the exit code like most folks would be default.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1131',
    page: '/docs/preflight/exit-codes', also: ['/docs/preflight/cli-usage'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'I would expect the exit code for failed tests to be non-zero, though possibly different if there\'s an error actually running the preflights as opposed to preflights failing.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1131',
    page: '/docs/preflight/exit-codes',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'When we run `preflight` without providing a spec, e.g. when using `helm template somechart |preflight -`, folks are seeing an error message',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1236',
    page: '/docs/support-bundle/troubleshooting', also: ['/docs/preflight/cli-usage'],
    kind: 'error',
    batch: 1,
  },
  {
    text: 'From what I can see, the host collectors only work for host preflight. I think that it would be great if the host collectors can be used in generating the support bundle as well.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/399',
    page: '/docs/host-collect-analyze/overview', also: ['/docs/support-bundle/host-collector-document', '/docs/support-bundle/supportbundle'],
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'For example, it would be nice and useful to collect the disk usage in a support bundle.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/399',
    page: '/docs/host-collect-analyze/diskUsage',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'If host collectors are present in a spec when running `support-bundle` or `preflight` CLIs, we want to prompt a user to run the binary as an elevated user.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/1513',
    page: '/docs/host-collect-analyze/overview',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'Docs on the Node Resources analyzer are misleading to someone without prior knowledge of what "allocatable" means in Kubernetes.',
    url: 'https://github.com/replicatedhq/troubleshoot.sh/issues/497',
    page: '/docs/analyze/node-resources',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'NTP is enabled but the system clock is not synchronized. Synchronize the system clock to continue.',
    url: 'https://github.com/replicatedhq/embedded-cluster/pull/1495',
    page: '/docs/host-collect-analyze/time',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'clusterResources skips several parts for GKE clusters, without namespace specified',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1167',
    page: '/docs/collect/cluster-resources',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Serving an affected support bundle with `sbctl` resulted in the following error when running `kubectl get pods`',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1167',
    page: '/docs/collect/cluster-resources', also: ['/docs/support-bundle/reading-a-bundle'],
    kind: 'error',
    batch: 1,
  },
  {
    text: 'Default label for support-bundles cannot be deployed by Helm',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1164',
    page: '/docs/support-bundle/discover-cluster-specs', also: ['/docs/support-bundle/recipes/spec-in-helm-secret'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'I should be able to supply the default label in a Helm definition.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1164',
    page: '/docs/support-bundle/recipes/spec-in-helm-secret', also: ['/docs/support-bundle/discover-cluster-specs'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'should we continue supporting the old label? it\'s not documented [here](https://troubleshoot.sh/docs/support-bundle/discover-cluster-specs/), but maybe someone started using it at some point?',
    url: 'https://github.com/replicatedhq/kots/pull/4113',
    page: '/docs/support-bundle/discover-cluster-specs',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Add support to CLI to search for all secrets that contain Troubleshoot specs',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/699',
    page: '/docs/support-bundle/discover-cluster-specs',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Setting a max size limit on the pod logs. This is to ensure that the support bundle is not too large, the existing limit of max age or max lines would not necessarily help with this as there could be lines which are extremely long and thus increase the bundle size.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/878',
    page: '/docs/collect/logs',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'The default collectors are just `clusterInfo` and `clusterResources`, right?',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/277',
    page: '/docs/collect/',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'If a given list of analysers fails to match in any of the outcome conditions, no result is recorded. Debugging becomes difficult since running preflight with `-v` flags or `--debug`, we cannot tell why the analyser was ignored',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1596',
    page: '/docs/analyze/outcomes', also: ['/docs/support-bundle/troubleshooting', '/docs/preflight/exit-codes'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Error: completed with no analysis results',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1596',
    page: '/docs/preflight/exit-codes', also: ['/docs/analyze/outcomes', '/docs/host-collect-analyze/overview'],
    kind: 'error',
    batch: 1,
  },
  {
    text: 'When running preflights of type `HostPreflight`, an analyzer with multiple `outcomes` returns a result for all that are true.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1224',
    page: '/docs/analyze/outcomes',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'We would expect this to behave like a generic switch statement from top to bottom, returning after the first match.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1224',
    page: '/docs/analyze/outcomes',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'http in-cluster collector missing analyser',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1054',
    page: '/docs/analyze/http', also: ['/docs/collect/http'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'I\'m trying to use **Warn** as an outcome for regex analyzer but it doesn\'t work, it shows fail instead',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1652',
    page: '/docs/analyze/regex', also: ['/docs/analyze/outcomes'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Currently, when a RunPod collector encounters a pod in ImagePullBackOff state, it immediately fails regardless of any configured timeout.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/1811',
    page: '/docs/collect/run-pod',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: '* failed to run collector: run-pod/my-counter: timeout',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/1194',
    page: '/docs/collect/run-pod',
    kind: 'error',
    batch: 1,
  },
  {
    text: '* cannot collect weave-status: action "get" is not allowed on resource "pods" in the "kube-system" namespace',
    url: 'https://github.com/replicatedhq/kots/pull/3471',
    page: '/docs/support-bundle/permissions',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'Also, what use case would require that they update the support-bundle plugin if it\'s already installed?',
    url: 'https://github.com/replicatedhq/replicated-docs/pull/1156',
    page: '/docs/support-bundle/installing',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'How would a customer know which version of the plugin to update to?',
    url: 'https://github.com/replicatedhq/replicated-docs/pull/1156',
    page: '/docs/support-bundle/installing',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'textAnalyze analyzers consistently return "No matching file" errors when used with exec collector outputs.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/1865',
    page: '/docs/analyze/regex', also: ['/docs/collect/exec'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'This is hard to use when scanning the logs of a deployment or statefulset because the filenames are not deterministic.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/173',
    page: '/docs/analyze/regex',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'This makes textanalyzer pretty tricky to use. Either via wildcard or by file labels?',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/173',
    page: '/docs/analyze/regex',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'The following spec that worked before will fail with `No matching files`.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/576',
    page: '/docs/analyze/regex',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'When we lint an analyzer/preflight spec that uses the following, we get an error stating that we need to specify storageClassName',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/813',
    page: '/docs/analyze/storage-class',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'Right now we can check for a storage class with a given name, but what if I just want to check for a storage class that has the `isDefaultStorageClass` field set to true?',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/200',
    page: '/docs/analyze/storage-class',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'The current storageclass analyzer can only look at the name of the storageclass, which can be fairly arbitrary.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/482',
    page: '/docs/analyze/storage-class', also: ['/docs/analyze/cluster-resource'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Add a check for a default StorageClass',
    url: 'https://github.com/gitpod-io/gitpod/issues/8856',
    page: '/docs/analyze/storage-class', also: ['/docs/preflight/recipes/cluster-minimums'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Testing today with a single deployment we found that the analyzer doesn\'t run when the deployment is in the non-default namespace and no analysis was generated.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1386',
    page: '/docs/analyze/deployment-status',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'I realized that `deploymentStatus` won\'t let you print a custom message if a deployment is not found.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/765',
    page: '/docs/analyze/deployment-status',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'When an deployment doesn\'t exist, then it shows an error. The error is not a configurable outcome.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/657',
    page: '/docs/analyze/deployment-status',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Support bundle takes a long time to collect cluster resources even when it has no access to most resources',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/656',
    page: '/docs/collect/cluster-resources',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'When collecting a support-bundle with only hostcollectors, and when for some reason kubectl commands \'hang\' due to cluster state or configuration errors, `support-bundle` hangs.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/921',
    page: '/docs/collect/', also: ['/docs/host-collect-analyze/overview'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Every time `support-bundle` or `preflight` is run, it automatically adds the `clusterInfo` and `clusterResources` collectors regardless of whether they\'re in the original spec or not.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/921',
    page: '/docs/collect/',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'Make redaction of IP addresses opt-in',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/735',
    page: '/docs/redact/ip-addresses',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'While this information is redacted from all Troubleshoot bundles, we do not see the IP addresses and so have to ask outside of Troubleshoot for the information if it is necessary to have to understand the problem.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/735',
    page: '/docs/redact/ip-addresses',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'Instead of replacing IPs with `***HIDDEN***`, we could replace them with the hash of a per-run salt + the redacted text.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/449',
    page: '/docs/redact/',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'There\'s a big difference between "connection from ***HIDDEN*** to ***HIDDEN*** failed", and "connection from ***host1*** to ***host2*** failed" -- especially when there are hundreds of similar messages and I don\'t know if it\'s two hosts or two thousand hosts.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/449',
    page: '/docs/redact/',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: '`copyFromHost` should not request write access',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/791',
    page: '/docs/support-bundle/where-it-runs', also: ['/docs/collect/copy-from-host'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: '* failed to run collector: kurl-host-preflights: create daemonset: create daemonset: admission webhook "gkepolicy.common-webhooks.networking.gke.io" denied the request: GKE Policy Controller rejected the request because it violates one or more policies',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/791',
    page: '/docs/support-bundle/where-it-runs', also: ['/docs/collect/copy-from-host'],
    kind: 'error',
    batch: 1,
  },
  {
    text: 'currently, the copyFromHost collectors for troubleshoot don\'t apply to the CP nodes.',
    url: 'https://github.com/aws/eks-anywhere/issues/300',
    page: '/docs/collect/copy-from-host',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'When an end customer generates a support bundle using the CLI, the resulting tarball needs to be manually sent to the vendor, who then manually uploads that to Vendor Portal so it can be associated with a support case.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1154',
    page: '/docs/support-bundle/collecting', also: ['/docs/support-bundle/recipes/upload-after-collection'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Worse, the output defaults to \'human\' format, which makes automating the analysis of results difficult.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1238',
    page: '/docs/preflight/cli-usage',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Running with `-n cbodonnell` allowed it to run. Does this mean that the support-bundle command is namespace scoped?',
    url: 'https://github.com/replicatedhq/kots/pull/3717',
    page: '/docs/support-bundle/discover-cluster-specs',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'It also appears that some of the analyzers were not de-duplicated when running that way?',
    url: 'https://github.com/replicatedhq/kots/pull/3717',
    page: '/docs/support-bundle/discover-cluster-specs',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Today, we don\'t have a default to kubectl support-bundle. We require that the user either passes a URI to load a spec, or a flag (--load-cluster-specs).',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/1600',
    page: '/docs/support-bundle/discover-cluster-specs', also: ['/docs/support-bundle/collecting'],
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'All the other analyzers support warn. I think users would be surprised that warn isn\'t supported.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/443',
    page: '/docs/host-collect-analyze/hostOS',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'kubectl support-bundle always includes cluster-info and cluster-resources, even if not requested',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/170',
    page: '/docs/collect/',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Using a simple example that only uses two `logs` collectors, I would expect only app logs to be collected',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/170',
    page: '/docs/collect/',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'Q: I couldn\'t figure out if this key was `namespaces` or `namespace`.',
    url: 'https://github.com/replicatedhq/replicated-docs/pull/1645',
    page: '/docs/collect/cluster-resources',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'I partially worked around it by setting the image using `LocalImageName`, but didn\'t have a way to set the image pull secret.',
    url: 'https://github.com/replicatedhq/kots/issues/617',
    page: '/docs/collect/run-pod',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'The Postgres Collector gathers errors into an `Error` key. The Postgres Analyzer completely ignores that key. Nowhere are they logged. This makes it challenging to debug why the connection is failing.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/187',
    page: '/docs/analyze/postgresql', also: ['/docs/collect/postgresql'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Does the analyzer really need the collectorName specified?',
    url: 'https://github.com/replicatedhq/troubleshoot.sh/pull/234',
    page: '/docs/analyze/mysql',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'We have checks for other databases, we had a customer request similar functionality for MS SQL databases as well.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1005',
    page: '/docs/collect/mssql', also: ['/docs/analyze/mssql'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Collecting a host only collectors support bundle includes `cluster-resources` and `cluster-info` collectors.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1393',
    page: '/docs/collect/', also: ['/docs/host-collect-analyze/overview'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: '`kubectl preflight --format=yaml` returns an error currently, `Error: unknown output format: "yaml"`.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/940',
    page: '/docs/preflight/cli-usage',
    kind: 'error',
    batch: 1,
  },
  {
    text: 'could we use the standard analyzer outcomes list code instead, with support for more outcomes than "fail"?',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/384',
    page: '/docs/analyze/configmaps', also: ['/docs/analyze/outcomes'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'It will be very useful to see the redactors that are specified in a support bundle, to ensure that they are being applied correctly.',
    url: 'https://github.com/gitpod-io/gitpod/issues/13374',
    page: '/docs/redact/',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'it would be helpful to point out that collection happens on the node that troubleshoot is run from which might provide different results when run on different machines.',
    url: 'https://github.com/replicatedhq/troubleshoot.sh/pull/400',
    page: '/docs/host-collect-analyze/overview',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'We have an analyzer which can be used to evaluate regular expressions over the collected contents of a support bundle, but it\'s only available as an `in-cluster` analyzer and thus not available in `kind: HostPreflight` which only includes host collectors and analyzers.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1201',
    page: '/docs/host-collect-analyze/regex',
    kind: 'confusion',
    batch: 1,
  },
  {
    text: 'Run collector and text analyzer don\'t work well together',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/189',
    page: '/docs/collect/deprecated/run', also: ['/docs/analyze/regex'],
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Collector & Analyzer for certificates',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/762',
    page: '/docs/collect/certificates', also: ['/docs/analyze/certificates'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'Parsing `troubleshoot.replicated.com/v1beta1` specs in troubleshoot fails when collecting support bundles.',
    url: 'https://github.com/replicatedhq/troubleshoot/pull/1501',
    page: '/docs/support-bundle/troubleshooting',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'I specified I URL to a non-existent object in Google Cloud storage, which led to an XML file being returned explaining the error. The caused the bundle analysis to fail when running `kubectl support-bundle --load-cluster-specs`.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1694',
    page: '/docs/support-bundle/supportbundle',
    kind: 'complaint',
    batch: 1,
  },
  {
    text: 'Would it be possible to template the Pre-Flight & Support-Bundle yaml files in a similar manner to Helm/GoTemplate so something like `--set variable=value` is possible at runtime.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1103',
    page: '/docs/preflight/v1beta3-guide', also: ['/docs/preflight/v1beta3-overview'],
    kind: 'question',
    batch: 1,
  },
  {
    text: 'We could ask ops/customers to hand edit yaml files but it would be nicer if the values can be set at runtime from the cli.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1103',
    page: '/docs/preflight/v1beta3-guide',
    kind: 'question',
    batch: 1,
  },
  {
    text: 'As we work more closely with Helm based installs, we would like to supply those specs within the Helm chart.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1108',
    page: '/docs/preflight/cli-usage', also: ['/docs/support-bundle/recipes/spec-in-helm-secret'],
    kind: 'question',
    batch: 1,
  },
];

export const unanswered: UnansweredReaderQuery[] = [
  {
    text: 'I\'d like to be able to include logic around "available" resources on a node in when writing analyzers that deal with node resources.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1182',
    kind: 'confusion',
    missing: 'nodeResources page lists capacity/allocatable properties but never says there is no "available" (unrequested) property nor how allocatable differs from free capacity',
  },
  {
    text: 'When attempting to use `sbctl serve -s supportbundle.tar.gz` or `sbctl shell -s supportbundle.tar.gz` that only contains host collector data, it will error out in a fairly non-user-friendly way.',
    url: 'https://github.com/replicatedhq/sbctl/issues/71',
    kind: 'complaint',
    missing: 'reading-a-bundle mentions sbctl but not that a host-collector-only bundle has no cluster-resources for it to serve',
  },
  {
    text: 'But `events` looks like an array of events that goes back in time. I don\'t see a way to limit that report. Is there some internal limit?',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/277',
    kind: 'question',
    missing: 'cluster-resources page lists events/<namespace>.json but never says whether events are capped by count or age, or how to limit them besides namespaces',
  },
  {
    text: 'When running HostPreflight checks, the filesystemPerformance check returns a warning for disk latency on an instance that appears to be fine if we ignore the warning.',
    url: 'https://github.com/replicatedhq/troubleshoot/issues/1215',
    kind: 'complaint',
    missing: 'filesystemPerformance page has no guidance on false alarms on cloud block storage (p99 spikes, warm-up, repeating the run)',
  },
  {
    text: 'What happens if the apply failed and the client run the support bundle?',
    url: 'https://github.com/CartoDB/carto-selfhosted-helm/pull/444',
    kind: 'question',
    missing: 'spec-in-helm-secret recipe does not say what a customer runs when the Helm install failed and the labelled spec Secret was never created (e.g. keep a URL copy of the spec)',
  },
];
