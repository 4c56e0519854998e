/**
 * The files a run writes into the bundle by itself, whatever collectors the spec lists, and the
 * facts about the layout that no single collector owns (the archive's top folder, the per-node
 * folders of host collectors run in pods, the links to pod logs). Read from the Troubleshoot source
 * at the version in reference/source.ts; each item names the code that shows it. The collectors'
 * own outputs are in their reference entries (reference/collectors, reference/host-collectors).
 */
import type {Behaviour, BundleOutput, SourceRef} from '../../reference/model';

/** The two archives the CLIs write: `support-bundle` and `preflight`. */
export type BundleKind = 'support-bundle' | 'preflight';

export interface RunFile {
  /** Path relative to the bundle's top folder, in the notation of reference/paths.ts. */
  path: string;
  format: BundleOutput['format'];
  /** The archives that hold it. */
  bundles: BundleKind[];
  /** When it is written, if not on every run. */
  when?: string;
  /** What it holds, in our words (inline code in backticks). */
  description: string;
  source: SourceRef[];
  /** Written after the analyzers ran, so that no analyzer can read it. */
  afterAnalysis?: boolean;
}

export const runFiles: RunFile[] = [
  {
    path: 'version.yaml',
    format: 'yaml',
    bundles: ['support-bundle', 'preflight'],
    description:
      'The version of Troubleshoot that made the bundle: a small YAML document with `apiVersion: troubleshoot.sh/v1beta2`, `kind: SupportBundle` (in a preflight bundle too) and `spec.versionNumber`. When analyzers run over an unpacked bundle, the folder that holds this file is taken as the top folder; without it, the first entry of the folder given is.',
    source: [
      'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
      'pkg/preflight/run.go#saveTSVersionToBundle',
      'pkg/version/version.go#GetVersionFile',
      'pkg/analyze/download.go#FindBundleRootDir',
    ],
  },
  {
    path: 'analysis.json',
    format: 'json',
    bundles: ['support-bundle', 'preflight'],
    description:
      'The analyzer results as a JSON list, one object per result: `severity` is `error` for a fail, `warn` for a warn and `debug` for a pass, `insight.primary` holds the title and `insight.detail` the message. A spec without analyzers gives an empty list `[]`.',
    source: [
      'pkg/supportbundle/collect.go#getAnalysisFile',
      'pkg/convert/supportbundle.go#FromAnalyzerResult',
      'pkg/preflight/run.go#saveAnalysisResultsToBundle',
    ],
    afterAnalysis: true,
  },
  {
    path: 'execution-data/summary.txt',
    format: 'text',
    bundles: ['support-bundle'],
    description:
      'How long each step of the run took, in milliseconds: one block for the collectors, one for the redaction passes and one for the analyzers, each sorted slowest first, collectors and analyzers marked `(S)` succeeded, `(X)` excluded or `(F)` failed (a collector skipped for lack of permissions shows as failed), then the total duration. It is the same text `--debug` prints on stderr. Written after the analysis and never redacted; a failure to write it is only logged.',
    source: [
      'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
      'internal/traces/exporter.go#Exporter.GetSummary',
      'internal/traces/exporter.go#formatStubName',
      'pkg/supportbundle/collect.go#runCollectors',
    ],
    afterAnalysis: true,
  },
  {
    path: 'metadata/user.json',
    format: 'json',
    bundles: ['support-bundle'],
    when: 'only with `--metadata`',
    description:
      'The `key=value` pairs given with `--metadata`, as one JSON object of strings. Written after redaction, so the values are kept exactly as typed. A value without `=` stops the run with `invalid metadata format`.',
    source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'cmd/troubleshoot/cli/run.go#parseMetadataFlag'],
  },
  {
    path: 'skipped-collectors.json',
    format: 'json',
    bundles: ['support-bundle', 'preflight'],
    when: 'only when a collector was skipped',
    description:
      'The in-cluster collectors that did not run: those turned off with `exclude`, and those that lack permissions (except `clusterResources`, which runs with what it may read). One object each with `collector` (its title), `reason`, `errors` and `timestamp`. Excluded host collectors are not listed.',
    source: [
      'pkg/collect/collector.go#WriteSkippedCollectors',
      'pkg/supportbundle/collect.go#runCollectors',
      'pkg/preflight/collect.go#CollectWithContext',
    ],
  },
  {
    path: 'collector-errors/<...title>-error.json',
    format: 'json',
    bundles: ['support-bundle'],
    when: 'only when a collector fails',
    description:
      'One file per in-cluster collector that returned an error, with `collector`, `error` and `timestamp`. The title is the collector type as the CLI names it (`logs`, `run-pod`, `cluster-resources`, `copy-from-host`), then `/` and its `collectorName` (`name` for `sysctl`), or, when that is empty and the collector has a `selector`, the selector joined with commas. So a named collector\'s file sits one folder deeper, as in `collector-errors/logs/api-error.json`, and a selector with a slash adds a folder. `preflight` writes no such file for in-cluster collectors.',
    source: [
      'pkg/supportbundle/collect.go#runCollectors',
      'pkg/collect/collector.go#getCollectorName',
      'pkg/preflight/collect.go#CollectWithContext',
    ],
  },
  {
    path: 'host-collectors/errors/<...title>-error.json',
    format: 'json',
    bundles: ['support-bundle'],
    when: 'only when a host collector fails on the machine of the CLI',
    description:
      'One file per host collector that returned an error, with `collector`, `error` and `timestamp`. The title is the collector\'s `collectorName`, else a name fixed by its type, such as `CPU Info` or `Block Devices`. Not written when host collectors run in pods.',
    source: ['pkg/supportbundle/collect.go#runLocalHostCollectors', 'pkg/collect/host_cpu.go#CollectHostCPU.Title'],
  },
  {
    path: 'host-collectors/system/node_list.json',
    format: 'json',
    bundles: ['support-bundle'],
    when: 'only with `runHostCollectorsInPod: true`',
    description:
      'The names of every node in the cluster, as `{"nodes": [...]}`, written before the host collectors run in their pods. Host analyzers read it when the usual file of their collector is missing, and then look for one copy of that file per node.',
    source: ['pkg/supportbundle/collect.go#saveNodeList', 'pkg/analyze/collected_contents.go#retrieveCollectedContents'],
  },
];

/** Facts about a folder of the layout, shown at that folder of the map. */
export interface FolderNote {
  /** The folder, relative to the top folder ('' for the top folder itself). */
  folder: string;
  behaviour: Behaviour;
}

export const folderNotes: FolderNote[] = [
  {
    folder: '',
    behaviour: {
      title: 'The top folder',
      text: 'Every path of the archive starts with one folder named like the archive without `.tar.gz`: `support-bundle-<date>T<time>` by default (with ` (1)`, ` (2)`... added when a file of that name already exists), the name given with `-o`, or `preflightbundle-<date>T<time>` for the bundle `preflight` leaves in the current directory. The paths below start inside it.',
      source: [
        'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
        'pkg/supportbundle/collect.go#findFileName',
        'pkg/collect/result.go#CollectorResult.ArchiveBundle',
        'pkg/preflight/run.go#RunPreflights',
      ],
    },
  },
  {
    folder: 'host-collectors',
    behaviour: {
      title: 'One folder per node in pods',
      text: 'With `runHostCollectorsInPod: true`, what each node returns lands in `host-collectors/<node>/`, followed by the path the host collector writes without its `host-collectors/` prefix: `host-collectors/system/cpu.json` becomes `host-collectors/node-1/system/cpu.json`. The host analyzers that handle several nodes look for per-node files elsewhere, at `host-collectors/system/<node>/cpu.json`; they do not find these, and report `Analyzer Failed` for the node.',
      source: [
        'pkg/supportbundle/collect.go#runRemoteHostCollectors',
        'pkg/analyze/collected_contents.go#retrieveCollectedContents',
        'pkg/analyze/analyzer.go#HostAnalyze',
      ],
    },
  },
  {
    folder: 'cluster-resources/pods/logs',
    behaviour: {
      title: 'Real files and links',
      text: 'Pod logs are stored once, here, by namespace, pod and container. The `logs` collector then adds a symbolic link at `<name>/<pod>/<container>.log` pointing back to this file; in the archive the link is relative, so it resolves wherever the archive is unpacked, on systems that support links.',
      source: ['pkg/collect/logs.go#savePodLogs', 'pkg/collect/result.go#CollectorResult.SymLinkResult', 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
    },
  },
];
