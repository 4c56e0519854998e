import type {DocumentEntry} from '../model';
import {listField} from './_lists';

const hostPreflight: DocumentEntry = {
  kind: 'document',
  key: 'HostPreflight',
  title: 'HostPreflight',
  summary: 'Checks that run on a machine before an install: host collectors, then host analyzers.',
  goType: {name: 'HostPreflightSpec', source: 'pkg/apis/troubleshoot/v1beta2/hostpreflight_types.go#HostPreflightSpec'},
  lists: {collectors: 'hostCollector', remoteCollectors: 'remoteCollector', analyzers: 'hostAnalyzer'},
  fields: [
    {
      ...listField('collectors', 'hostCollector'),
      notes: [
        {
          text: 'They run on the machine where `preflight` runs, as the user who runs it, and their output is passed through the built-in redactors before it is analyzed and saved.',
          source: ['pkg/preflight/run.go#collectHost', 'pkg/preflight/collect.go#CollectHostWithContext'],
        },
        {
          text: 'At least one is needed, counting all HostPreflight documents of the run, even when the spec relies on `remoteCollectors`: with none, the run prints `Warning: No collectors found` and ends with exit code 0.',
          source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems', 'pkg/preflight/run.go#RunPreflights'],
        },
      ],
    },
    {
      ...listField('remoteCollectors', 'remoteCollector'),
      notes: [
        {
          text: 'Each one runs in a privileged pod on every node that `--selector` matches (all nodes by default), in the namespace of `-n` (`default` otherwise), with the image of `--collector-image`; the pods are deleted afterwards.',
          source: ['pkg/preflight/run.go#collectRemote', 'pkg/collect/runner.go#createCollectorPod', 'pkg/collect/runner.go#podRunner.run'],
        },
        {
          text: 'As the code stands, what they return stays in memory: host analyzers read files on disk and never see it, and when any remote collector returns data or an error the preflight bundle cannot be written, so the run ends with exit code 1 before showing results.',
          source: ['pkg/preflight/collect.go#CollectRemoteWithContext', 'pkg/analyze/download.go#fileContentProvider.getFileContents', 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
        },
      ],
    },
    listField('analyzers', 'hostAnalyzer'),
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Where the current version of this spec is published. Before running, `preflight` downloads it and, when it holds a HostPreflight, runs that one instead of the spec as written.',
      notes: [
        {
          text: 'The downloaded HostPreflight replaces the whole spec; only the first one found there is used, and a templated v1beta3 document there is not rendered. Only `http://` and `https://` work. When the download fails, the spec runs as written and the warning shows only with `--debug` or `-v`. `--no-uri` turns the lookup off.',
          source: ['internal/specs/specs.go#LoadAdditionalSpecFromURIs', 'internal/specs/specs.go#downloadFromHttpURL', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'No kubeconfig needed',
      text: 'Loading specs builds a Kubernetes client before anything else, but host collectors never call the API: on a machine with no kubeconfig (and outside a pod) the client points at `http://localhost:8080`, nothing contacts it, and a spec file with host collectors only runs on a machine that is not part of a cluster yet. A `--kubeconfig` path that does not exist is different: `preflight` stops with `failed to convert kube flags to rest config` and exit code 2.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/k8sutil/config.go#GetRESTConfig', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      title: 'The sudo question',
      text: 'In interactive mode, run by a user other than root, `preflight` asks first whether to stop and rerun with sudo: `yes` ends with exit code 0, `no` runs as the current user, and collectors that need root may then return partial data or errors. With `--interactive=false` nothing is asked. The question reads standard input and repeats without end when input is closed.',
      source: ['pkg/preflight/run.go#RunPreflights', 'internal/util/util.go#PromptYesNo', 'internal/util/util.go#IsRunningAsRoot'],
    },
    {
      title: 'One run, one machine',
      text: 'Host collectors look only at the machine that runs `preflight`. To check every node of a future cluster, run the spec on each of them.',
      source: ['pkg/preflight/collect.go#CollectHostWithContext'],
    },
    {
      title: 'Specs merge, kinds mix',
      text: 'All HostPreflight documents of a run are merged into one, and a run may hold a Preflight as well: all results are listed together and give one exit code.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/preflight/concat.go#ConcatHostPreflightSpec', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      title: 'No analyzers, no run',
      text: 'The HostPreflight documents of a run are checked once merged: without host collectors, without analyzers, or with all of either excluded, the run prints a warning and ends with exit code 0 before anything is collected, Preflight documents included.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/preflight/validate_specs.go#validatePreflight', 'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems'],
    },
    {
      title: '`lint` rejects the kind',
      text: '`preflight lint` accepts only kinds `Preflight` and `SupportBundle`, so a HostPreflight file always fails it with exit code 2. Check that it loads with `preflight --dry-run` instead.',
      source: ['pkg/lint/validators.go#checkRequiredFields'],
    },
  ],
};

export default hostPreflight;
