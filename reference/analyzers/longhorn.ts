import type {AnalyzerEntry} from '../model';

const longhorn: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'longhorn',
  title: 'Longhorn',
  summary:
    'Checks the Longhorn objects the longhorn collector saved: schedulable nodes, replica and engine states, volumes with fewer than two replicas, and replica checksums that disagree.',
  goType: {name: 'LonghornAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#LonghornAnalyze'},
  fields: [
    {
      name: 'namespace',
      type: 'string',
      default: 'longhorn-system',
      description: 'The namespace Longhorn runs in, which is also a directory of the collector\'s output. Give the same value as the `longhorn` collector.',
    },
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted, and never read: neither the path nor any title depends on it.',
      notes: [
        {
          text: 'The longhorn collector does not put `collectorName` in its paths either, so two longhorn collectors for the same namespace write to the same files.',
          source: ['pkg/analyze/longhorn.go#longhorn', 'pkg/collect/longhorn.go#GetLonghornNodesDirectory'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'longhorn/<namespace>/nodes/<node>.yaml',
      writtenBy: ['longhorn'],
      description: 'Every file in the directory: one Longhorn node each, for its `Schedulable` condition.',
    },
    {
      path: 'longhorn/<namespace>/replicas/<replica>.yaml',
      writtenBy: ['longhorn'],
      description: 'Every file in the directory: one replica each, for its failure time and its desired and current state.',
    },
    {
      path: 'longhorn/<namespace>/engines/<engine>.yaml',
      writtenBy: ['longhorn'],
      description: 'Every file in the directory: one engine each, for its desired and current state.',
    },
    {
      path: 'longhorn/<namespace>/volumes/<volume>.yaml',
      writtenBy: ['longhorn'],
      description: 'Every `.yaml` file in the directory: one volume each, for its number of replicas.',
    },
    {
      path: 'longhorn/<namespace>/volumes/<volume>/replicachecksums/<replica>.txt',
      writtenBy: ['longhorn'],
      description: 'The checksums of each replica of a volume, compared with one another when there are at least two.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: 'The analyzer never reads `outcomes`, neither `when` nor `message` nor `uri`: every result is built from the data with its own title and text. Each node gets a pass when its `Schedulable` condition is `True` and a warn otherwise (`False`, missing, or any other status). Each replica gets a warn when it has a failure time or its current state differs from the desired one, each engine a warn on the same state mismatch, each volume a warn when it asks for fewer than two replicas, and each volume whose replica checksums differ a warn `Replica corruption detected`. Passes are then folded: when nothing warned and at least one object passed, the only result is a pass titled `Longhorn Health Status` with the message `Longhorn is healthy`; otherwise only the warnings are shown. No result is ever a fail.',
      source: [
        'pkg/analyze/longhorn.go#longhorn',
        'pkg/analyze/longhorn.go#analyzeLonghornNodeSchedulable',
        'pkg/analyze/longhorn.go#analyzeLonghornReplica',
        'pkg/analyze/longhorn.go#analyzeLonghornEngine',
        'pkg/analyze/longhorn.go#analyzeLonghornReplicaChecksums',
        'pkg/analyze/longhorn.go#simplifyLonghornResults',
      ],
    },
    noMatch: {
      text: 'When there is nothing to judge, there is no result at all: no node, replica or engine file under `longhorn/<namespace>/` (the collector was not in the spec, or `namespace` differs from the collector\'s), and no volume with fewer than two replicas or with checksums to compare. Only the log says `no outcome matched`, and it is shown only with `--debug` or `-v`.',
      source: ['pkg/analyze/longhorn.go#longhorn', 'pkg/analyze/longhorn.go#simplifyLonghornResults', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'Outcomes are decoration',
      text: 'Whatever you write under `outcomes` is ignored, messages included. The JSON Schema still asks for `outcomes`, so a schema-aware editor may flag a spec without them; the analyzer runs fine.',
      source: ['pkg/analyze/longhorn.go#longhorn'],
    },
    {
      title: '`checkName` is not shown',
      text: 'Results carry titles the analyzer makes up, such as `Longhorn Node Schedulable: <node>`, `Longhorn Replica: <replica>`, `Longhorn Engine: <engine>` and `Longhorn volume with low replicas`; `checkName` never appears in them.',
      source: ['pkg/analyze/longhorn.go#analyzeLonghornNodeSchedulable', 'pkg/analyze/longhorn.go#analyzeLonghornReplica', 'pkg/analyze/longhorn.go#analyzeLonghornEngine', 'pkg/analyze/longhorn.go#longhorn'],
    },
    {
      title: 'One warning per object',
      text: 'A cluster with many unhealthy replicas produces one warn result for each of them. There is no single summary result unless everything passed.',
      source: ['pkg/analyze/longhorn.go#simplifyLonghornResults'],
    },
    {
      title: 'Checksums only for detached volumes',
      text: 'The collector computes replica checksums only for detached volumes with more than one scheduled replica, so corruption in an attached volume is never reported.',
      source: ['pkg/collect/longhorn.go#CollectLonghorn.Collect', 'pkg/analyze/longhorn.go#longhorn'],
    },
    {
      title: 'A file that does not parse stops the check',
      text: 'If one node, replica, engine or volume file cannot be parsed as YAML, the analyzer fails and the whole check is dropped, with only a log line printed with `--debug` or `-v` to say why.',
      source: ['pkg/analyze/longhorn.go#longhorn', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default longhorn;
