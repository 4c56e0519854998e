import type {AnalyzerEntry} from '../model';

const goldpinger: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'goldpinger',
  title: 'Goldpinger',
  summary: 'Reports, for every Goldpinger pod, whether all the other Goldpinger pods could reach it, from the ping matrix the goldpinger collector saved.',
  goType: {name: 'GoldpingerAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#GoldpingerAnalyze'},
  fields: [
    {
      name: 'filePath',
      type: 'string',
      default: 'goldpinger/check_all.json',
      format: 'file-path',
      description:
        'Where in the bundle the Goldpinger `check_all` output is, relative to the bundle root. Only needed for bundles that stored it elsewhere, such as ones made by older versions or by your own collector.',
    },
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted, and changes nothing you can see: it does not choose the file, and every result has a title of its own.',
      notes: [
        {
          text: '`collectorName` (or `goldpinger`) is only the analyzer\'s internal title, used in the log line printed with `--debug` or `-v` when it produces no result.',
          source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.Title', 'pkg/analyze/goldpinger.go#AnalyzeGoldpinger.collectorName', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'goldpinger/check_all.json',
      writtenBy: ['goldpinger'],
      description: 'The response of Goldpinger\'s `/check_all` endpoint: the list of Goldpinger pods and each one\'s ping results for every other.',
    },
    {
      path: '<filePath>',
      writtenBy: 'any',
      formats: ['json'],
      description: 'With `filePath` set, that file instead; it must hold the same `check_all` JSON.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: 'The analyzer never reads `outcomes`: not `when`, `message` nor `uri`. For each Goldpinger pod listed under `hosts`, it looks up that pod in the ping results of every pod. A missing entry gives a warn titled `Missing ping results for "<pod>" pod`; a failed ping gives a fail titled `Ping from "<source>" pod to "<pod>" pod failed`, with Goldpinger\'s error as the message. When every pod reached it, the pod gets one pass titled `Pings to "<pod>" pod succeeded`.',
      source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.podPingsAnalysis'],
    },
    noMatch: {
      text: 'When the file lists no Goldpinger pods there is no result; only a log line printed with `--debug` or `-v` says `no outcome matched`. When the file is missing, as happens when the collector could not fetch the results and wrote `goldpinger/error.txt` instead, the analyzer fails and the check is dropped, again with only a log line printed with `--debug` or `-v`.',
      source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.Analyze', 'pkg/analyze/analyzer.go#Analyze', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'Outcomes and `checkName` are ignored',
      text: 'Neither your outcomes nor `checkName` appear in any result: titles and messages are fixed by the analyzer. Leave `outcomes` out.',
      source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.podPingsAnalysis'],
    },
    {
      title: 'One result per pod pair',
      text: 'Each failed or missing ping is a result of its own: a pod that no other pod could reach gets one fail per pod that tried. Only pods that every peer reached are summed up in a single pass. Results come in no fixed order.',
      source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.podPingsAnalysis'],
    },
    {
      title: 'An unreachable pod shows as warnings',
      text: 'The analyzer ignores the `OK` flag of each pod\'s response and reads only its `podResults`. A pod whose response holds no ping results, for example because Goldpinger could not ask it, gives a `Missing ping results` warn for every target rather than a fail.',
      source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.podPingsAnalysis'],
    },
  ],
};

export default goldpinger;
