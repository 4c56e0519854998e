import type {DocumentEntry, Field} from '../model';
import {listField} from './_lists';

/** `uploadResultsTo` and `callback` of an `afterCollection` item: both are a ResultRequest. */
const uploadResultsTo: Field = {
  name: 'uploadResultsTo',
  type: 'object',
  description:
    'Send the finished archive to an HTTP endpoint, such as a pre-signed object-storage URL, then optionally report what redaction removed.',
  notes: [
    {
      text: 'The request body is the archive itself, with its length set. When the request fails on a certificate error and standard output is a terminal, you are asked whether to retry without verification; otherwise the item fails.',
      source: ['pkg/supportbundle/aftercollection.go#uploadSupportBundle', 'pkg/supportbundle/aftercollection.go#shouldRetryRequest'],
    },
    {
      text: 'After a successful upload the CLI says the bundle was "uploaded to replicated.app", whatever host you used, skips `--auto-upload`, and prints plain text instead of the non-interactive JSON.',
      source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot'],
    },
  ],
  fields: [
    {
      name: 'uri',
      type: 'string',
      required: true,
      format: 'url',
      description: 'Where to send the archive.',
      notes: [
        {
          text: 'If the URL has a `Content-Type` query parameter (as pre-signed URLs often do), it must be `application/tar+gzip` and is also sent as the header; any other value refuses the upload. Without that parameter no `Content-Type` header is sent.',
          source: ['pkg/supportbundle/aftercollection.go#uploadSupportBundle', 'pkg/supportbundle/aftercollection.go#getExpectedContentType'],
        },
        {
          text: 'The query is URL-decoded before the check, and a literal `+` decodes to a space: write the parameter as `Content-Type=application%2Ftar%2Bgzip`, or the upload is refused with "cannot upload content type application/tar gzip".',
          source: ['pkg/supportbundle/aftercollection.go#getExpectedContentType', 'pkg/supportbundle/aftercollection.go#uploadSupportBundle'],
        },
      ],
    },
    {
      name: 'method',
      type: 'string',
      required: true,
      description: 'The HTTP method, usually `PUT` or `POST`. A response status of 300 or more counts as a failure.',
      notes: [
        {
          text: 'Left empty, Go sends a `GET` with the archive as its body, which servers generally reject.',
          source: ['pkg/supportbundle/aftercollection.go#uploadSupportBundle'],
        },
      ],
    },
    {
      name: 'redactUri',
      type: 'string',
      format: 'url',
      description:
        'Optional. After the upload succeeds, a `PUT` to this URL sends JSON of the form `{"redactions": ...}` listing which redactor changed which file and line.',
      notes: [
        {
          text: 'Always a `PUT`, whatever `method` says. The schema lists it as required; the code skips the report when it is empty.',
          source: ['pkg/supportbundle/aftercollection.go#uploadSupportBundle'],
        },
      ],
    },
  ],
};

const callback: Field = {
  name: 'callback',
  type: 'object',
  description: 'Call an HTTP endpoint with no request body, for example to tell a service that a bundle exists.',
  notes: [
    {
      text: 'An item that holds both `uploadResultsTo` and `callback` only uploads; the callback of that item is never made. Put each in its own list item.',
      source: ['pkg/supportbundle/supportbundle.go#ProcessSupportBundleAfterCollection'],
    },
  ],
  fields: [
    {
      name: 'uri',
      type: 'string',
      required: true,
      format: 'url',
      description: 'The URL to call. A response status of 300 or more counts as a failure.',
    },
    {
      name: 'method',
      type: 'string',
      required: true,
      description: 'The HTTP method, such as `POST`. Left empty, Go sends a `GET`.',
    },
    {
      name: 'redactUri',
      type: 'string',
      format: 'url',
      description: 'Accepted because the type is shared with `uploadResultsTo`, but a callback never reads it.',
      notes: [
        {
          text: 'Required by the schema only; the callback sends a single request to `uri`.',
          source: ['pkg/supportbundle/aftercollection.go#callbackSupportBundleAPI'],
        },
      ],
    },
  ],
};

/** `spec.afterCollection`, as SupportBundle and Collector declare it. */
export const afterCollectionField: Field = {
  name: 'afterCollection',
  type: 'object[]',
  description:
    'Actions to take once the archive has been written to disk. Each item holds `uploadResultsTo` or `callback`; the items run in order.',
  notes: [
    {
      text: 'The first item that fails stops the remaining ones. From the CLI the error is printed in red and the command still ends with exit code 0, and the archive stays on disk.',
      source: ['pkg/supportbundle/supportbundle.go#ProcessSupportBundleAfterCollection', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
    },
    {
      text: 'When a later item fails after an upload succeeded, the run reports the bundle as not uploaded, although it is on the server.',
      source: ['pkg/supportbundle/supportbundle.go#ProcessSupportBundleAfterCollection'],
    },
    {
      text: 'No request carries headers of your own: only `Content-Type` is ever set, and only for an upload whose URL asks for it. Credentials have to travel in the URL, as pre-signed URLs do.',
      source: ['pkg/supportbundle/aftercollection.go#uploadSupportBundle', 'pkg/supportbundle/aftercollection.go#callbackSupportBundleAPI'],
    },
    {
      text: 'The actions run after redaction and analysis, whatever the analyzers found. The lists of all SupportBundle documents of a run are joined.',
      source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/supportbundle/supportbundle.go#ConcatSpec'],
    },
  ],
  fields: [uploadResultsTo, callback],
};

const supportBundle: DocumentEntry = {
  kind: 'document',
  key: 'SupportBundle',
  title: 'SupportBundle',
  summary: 'Collectors, host collectors and analyzers for a support bundle, with what happens to the archive afterwards.',
  goType: {name: 'SupportBundleSpec', source: 'pkg/apis/troubleshoot/v1beta2/supportbundle_types.go#SupportBundleSpec'},
  lists: {collectors: 'collector', hostCollectors: 'hostCollector', analyzers: 'analyzer', hostAnalyzers: 'hostAnalyzer'},
  fields: [
    listField('collectors', 'collector'),
    listField('hostCollectors', 'hostCollector'),
    listField('analyzers', 'analyzer'),
    listField('hostAnalyzers', 'hostAnalyzer'),
    afterCollectionField,
    {
      name: 'runHostCollectorsInPod',
      type: 'boolean',
      default: 'false',
      description:
        'Run the host collectors on every node of the cluster, from pods, instead of on the machine where `support-bundle` runs. Results are saved per node under `host-collectors/<node>/`, with the node list in `host-collectors/system/node_list.json`.',
      notes: [
        {
          text: 'The CLI creates a DaemonSet `remote-host-collector-<random>` in the `default` namespace, whatever `--namespace` says: image `replicated/troubleshoot:latest`, privileged, with the host network, PID and IPC namespaces and the node\'s root file system mounted at `/host`. Each host collector is then run by exec in every pod. No permission pre-check is made: the user needs to create, get and delete DaemonSets in `default`, list and get pods there, create `pods/exec`, and list nodes.',
          source: ['pkg/supportbundle/collect.go#createHostCollectorDS', 'pkg/supportbundle/collect.go#runRemoteHostCollectors', 'pkg/supportbundle/collect.go#getExecOutputs'],
        },
        {
          text: 'The DaemonSet is deleted only when every host collector succeeded. A timeout (see `--remote-host-collect-timeout`) or one failing pod ends the host phase with no host results at all, leaves the DaemonSet behind, and makes the command exit with code 1 (the archive is still written when in-cluster collectors produced files).',
          source: ['pkg/supportbundle/collect.go#runRemoteHostCollectors', 'pkg/supportbundle/collect.go#waitForDS'],
        },
        {
          text: 'The DaemonSet has no tolerations beyond those Kubernetes adds to every DaemonSet (for cordoned, not-ready, unreachable and resource-pressure nodes), so nodes with other taints, such as control-plane nodes, get no pod and no data, yet `node_list.json` names every node. Host analyzers find no node\'s data anyway: the files are saved as `host-collectors/<node>/<dir>/<file>` but looked up as `host-collectors/<dir>/<node>/<file>`, so most host analyzers (those that read per-node files) show up as failed results, "Analyzer Failed: ... failed to retrieve content for node <name>". The image must also be pullable from every node.',
          source: [
            'pkg/supportbundle/collect.go#createHostCollectorDS',
            'pkg/supportbundle/supportbundle.go#getNodeList',
            'pkg/supportbundle/collect.go#runRemoteHostCollectors',
            'pkg/analyze/collected_contents.go#retrieveCollectedContents',
            'pkg/analyze/analyzer.go#HostAnalyze',
          ],
        },
        {
          text: 'With several specs in one run, one SupportBundle that sets it to `true` switches it on for every host collector of the run, including those of HostCollector documents. A SupportBundle without `metadata` cannot switch it on.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
        },
      ],
    },
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description:
        'Where the current version of this spec lives. Before collecting, the CLI downloads it and, if it holds at least one SupportBundle, uses that instead of this document.',
      notes: [
        {
          text: 'The download replaces the whole document: nothing of the local copy is kept, not even collectors missing upstream. Only SupportBundle documents of the download are used; Redactors or Collectors in it are ignored, and its own `uri` is not followed again.',
          source: ['cmd/troubleshoot/cli/run.go#loadSupportBundleSpecsFromURIs'],
        },
        {
          text: 'Only a URL with a scheme counts: `https://` and `http://` (a `GET` that must answer exactly 200) or `oci://`. If the download or parsing fails, the local document is used and the warning is shown only with `--debug` or `-v`.',
          source: ['cmd/troubleshoot/cli/run.go#loadSupportBundleSpecsFromURIs', 'pkg/supportbundle/load.go#loadSpecFromURL', 'internal/util/util.go#IsURL'],
        },
        {
          text: 'Ignored when the spec itself was given as an `http(s)` argument (its `uri` is cleared on load), and skipped altogether with `--no-uri`.',
          source: ['internal/specs/specs.go#LoadFromCLIArgs', 'cmd/troubleshoot/cli/run.go#loadSpecs'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'Typos are ignored',
      text: 'Unknown fields are dropped without a message when a spec is loaded, and a document that fails to decode is skipped (a v1beta3 SupportBundle that fails to decode stops the run instead, with exit code 2, unless it came from an `http(s)` argument). A misspelt `colectors:` gives a bundle with only the two default collectors. Check what will run with `support-bundle --dry-run`.',
      source: ['pkg/loader/loader.go#specLoader.loadFromStrings', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/loader/loader.go#specLoader.loadV1Beta3Spec', 'internal/specs/specs.go#LoadFromCLIArgs'],
    },
    {
      title: 'Several specs become one',
      text: 'Every SupportBundle of a run is merged into one spec named `merged-support-bundle-spec`: the lists are joined, and exact duplicates are removed from the collector and analyzer lists (not from `afterCollection`, where a repeated item runs twice). Your `metadata.name` and labels are not kept, and the interactive results view shows the merged name.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/supportbundle/supportbundle.go#ConcatSpec'],
    },
    {
      title: 'Analyzers see redacted files',
      text: 'Analyzers run on the bundle after redaction, so a pattern that looks for a password, token or connection string finds `***HIDDEN***` (or a token) instead of the value.',
      source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'Outcomes do not set the exit code',
      text: 'A failing analyzer outcome is reported in the results and in `analysis.json`, but `support-bundle` still exits with code 0. An analyzer that stops with an error is left out of the results (the error shows only with `--debug` or `-v`); a host analyzer that does shows up as a failed result instead.',
      source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
    {
      title: 'v1beta3 keeps only database collectors',
      text: 'A SupportBundle with `apiVersion: troubleshoot.sh/v1beta3` is converted to v1beta2 on load, and the conversion keeps only `postgres`, `mysql`, `mssql`, `redis` and `clickhouse` collectors, plus `uri` and `runHostCollectorsInPod`. Every other collector becomes an empty entry that never runs, and `analyzers`, `hostCollectors`, `hostAnalyzers` and `afterCollection` are dropped, all without a warning. Besides the database collectors, only `clusterInfo` and `clusterResources`, added by default, run.',
      source: ['pkg/apis/troubleshoot/v1beta3/collector_shared.go#Collect', 'pkg/apis/troubleshoot/v1beta3/converter.go#ConvertToV1Beta2WithResolution', 'pkg/apis/troubleshoot/v1beta3/converter.go#convertCollector'],
    },
    {
      title: 'v1beta3 database URIs are objects',
      text: 'In a v1beta3 SupportBundle, `uri`, `tls.cacert`, `tls.clientCert` and `tls.clientKey` of a database collector take `{value: ...}` or `{valueFrom: {secretKeyRef | configMapKeyRef: {name, key, namespace, optional}}}`. A bare string such as `uri: postgres://...` does not decode, because the type has no custom unmarshaller: the spec fails to load with exit code 2.',
      source: ['pkg/apis/troubleshoot/v1beta3/string_or_valuefrom.go#StringOrValueFrom', 'pkg/loader/loader.go#specLoader.loadV1Beta3Spec'],
    },
    {
      title: 'Where v1beta3 references are looked up',
      text: 'A `secretKeyRef` or `configMapKeyRef` without `namespace` is read from the namespace given with `-n`, or from `default`, not from the kubeconfig\'s namespace. Any failure to resolve one (missing object, missing key, no permission) is reported as "this v1beta3 SupportBundle uses secret/configmap references and must be run in a cluster" with exit code 2, unless the reference has `optional: true`, which resolves to an empty string.',
      source: ['pkg/loader/loader.go#LoadSpecs', 'pkg/loader/loader.go#specLoader.loadV1Beta3Spec', 'pkg/apis/troubleshoot/v1beta3/resolver.go#resolveSecretKeyRef', 'pkg/apis/troubleshoot/v1beta3/resolver.go#resolveConfigMapKeyRef'],
    },
    {
      title: 'No templates at collection time',
      text: '`support-bundle` has no `--values` or `--set` and does not render `{{ .Values.* }}`: the text is used literally, and a document that stops being valid YAML because of it is skipped. Render the spec first, for instance with `preflight template <file> --values <values.yaml>`, which renders a file of any kind; among the `support-bundle` commands only `lint` renders v1beta3 templates, and only to check them.',
      source: ['cmd/troubleshoot/cli/root.go#RootCmd', 'pkg/loader/loader.go#specLoader.loadFromStrings', 'pkg/lint/lint.go#LintFiles', 'pkg/preflight/template.go#RunTemplate'],
    },
  ],
};

export default supportBundle;
