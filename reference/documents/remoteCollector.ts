import type {DocumentEntry, Field} from '../model';
import {listField} from './_lists';

/** The three fields of a request description in `afterCollection` (ResultRequest). */
const requestFields: Field[] = [
  {name: 'uri', type: 'string', format: 'url', description: 'The address to send to.'},
  {name: 'method', type: 'string', description: 'The HTTP method, such as `POST` or `PUT`.'},
  {name: 'redactUri', type: 'string', format: 'url', description: 'An address for the redaction report.'},
];

const notRead = ['pkg/apis/troubleshoot/v1beta2/remote_collector_types.go#RemoteCollectorSpec', 'pkg/collect/collect.go#CollectRemote'];

const remoteCollector: DocumentEntry = {
  kind: 'document',
  key: 'RemoteCollector',
  title: 'RemoteCollector',
  summary: 'Remote collectors alone: host collectors run in a pod on each selected node.',
  goType: {name: 'RemoteCollectorSpec', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_types.go#RemoteCollectorSpec'},
  lists: {collectors: 'remoteCollector'},
  fields: [
    listField('collectors', 'remoteCollector'),
    {
      name: 'afterCollection',
      type: 'object[]',
      description: 'Where results would be sent once collected: each item holds `uploadResultsTo` or `callback`.',
      notes: [
        {
          text: 'No code reads it for this kind: the only function that runs a RemoteCollector uses `collectors` and nothing else.',
          source: notRead,
        },
      ],
      fields: [
        {name: 'uploadResultsTo', type: 'object', description: 'A request that would carry the results.', fields: requestFields},
        {name: 'callback', type: 'object', description: 'A request that would announce the end of collection.', fields: requestFields},
      ],
    },
    {
      name: 'nodeSelector',
      type: 'map[string]string',
      description: 'Node labels, as `key: value` pairs, meant to pick the nodes to collect from.',
      notes: [
        {
          text: 'Ignored: the nodes come from the `--selector` flag of the command that runs the collectors, never from this field.',
          source: [...notRead, 'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync'],
        },
      ],
    },
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Where the current version of this spec is published.',
      notes: [
        {
          text: '`preflight` downloads it and swaps the spec like any other kind\'s `uri` (unless `--no-uri`), which changes nothing since the kind is not run.',
          source: ['internal/specs/specs.go#LoadAdditionalSpecFromURIs', 'pkg/preflight/read_specs.go#readSpecs'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'Neither CLI runs this kind',
      text: '`preflight` and `support-bundle` load a RemoteCollector document and then leave it aside: `preflight` runs only Preflight and HostPreflight documents, and `support-bundle` never looks at the RemoteCollector documents it loaded. Given alone to `preflight`, it ends with `Warning: no preflight or host preflight spec was found` and exit code 0. Only the `collect` program runs it, which is not a release download: it ships inside the `replicated/troubleshoot` image that remote collector pods use.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/preflight/validate_specs.go#validatePreflight', 'cmd/troubleshoot/cli/run.go#loadSpecs', 'cmd/collect/cli/run.go#runCollect', 'pkg/collect/runner.go#createCollectorPod'],
    },
    {
      title: 'Same collectors, other home',
      text: 'The items of `collectors` are the remote collectors a HostPreflight lists under `spec.remoteCollectors`, and `preflight` runs them only from there, with the limits described on the node checks page.',
      source: ['pkg/preflight/run.go#collectRemote', 'pkg/preflight/collect.go#CollectRemoteWithContext'],
    },
    {
      title: '`lint` rejects the kind',
      text: '`preflight lint` and `support-bundle lint` accept only kinds `Preflight` and `SupportBundle`, so a RemoteCollector file fails them with exit code 2.',
      source: ['pkg/lint/validators.go#checkRequiredFields'],
    },
  ],
};

export default remoteCollector;
