import type {Behaviour, HostAnalyzerEntry} from '../model';

const retrieve = 'pkg/analyze/collected_contents.go#retrieveCollectedContents';
const evaluate = 'pkg/analyze/host_analyzer.go#evaluateOutcomes';

/** How the generic host loop picks an outcome (host_analyzer.go#evaluateOutcomes). */
export function firstMatchOrder(compareSource: string): Behaviour {
  return {
    text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. When the analyzer reaches a `when` it cannot read, it stops and the check fails with `Analyzer Failed: ...` and the reason, so a typo shows up as a failure rather than being skipped.',
    source: [evaluate, compareSource, 'pkg/analyze/analyzer.go#HostAnalyze'],
  };
}

/** What the generic host loop gives when nothing matches. */
export const noResultWhenNothingMatches: Behaviour = {
  text: 'No result at all: the check is missing from the output and does not change the exit code. The only trace is the log line `no outcome matched for "<title>" host analyzer`, which is printed only with `--debug` or `-v`. End the list with an outcome without `when`.',
  source: [evaluate, 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger'],
};

/** A missing local file and no node list: no result, in both CLIs (they analyze the bundle directory on disk). */
export function missingFileGotcha(analyzeSource: string): Behaviour {
  return {
    title: 'No data, no result',
    text: 'When the collector was left out of the spec or failed, there is no file and no node list, and the analyzer shows nothing: no pass, no fail, not even the catch-all outcome. The only trace is a `no outcome matched` log line, printed only with `--debug` or `-v`. `preflight` and `support-bundle` both analyze the files on disk and behave the same. Keep the collector in the same spec and check its error when a result is missing.',
    source: [retrieve, 'pkg/analyze/download.go#fileContentProvider.getFileContents', 'pkg/analyze/download.go#AnalyzeLocal', analyzeSource, 'pkg/logger/logger.go#SetupLogger'],
  };
}

/** With runHostCollectorsInPod the node files are written under a layout the analyzers do not read. */
export function inPodGotcha(localDir: string, file: string, analyzeSource: string): Behaviour {
  const tail = localDir.replace(/^host-collectors\//, '');
  return {
    title: 'Fails with `runHostCollectorsInPod`',
    text: `A support bundle that runs host collectors in pods stores each node's file as \`host-collectors/<node>/${tail}/${file}\` and writes the node list. The analyzer does not find \`${localDir}/${file}\`, so it reads the node list and looks for \`${localDir}/<node>/${file}\`, which is not there, and the check fails with \`Analyzer Failed: ... failed to retrieve content for node <node>\`. Per-node results only come out of bundles laid out the second way; run the spec on each machine instead.`,
    source: [retrieve, 'pkg/supportbundle/collect.go#runRemoteHostCollectors', analyzeSource],
  };
}

const analyze = 'pkg/analyze/host_cpu.go#AnalyzeHostCPU.Analyze';
const compare = 'pkg/analyze/host_cpu.go#compareHostCPUConditionalToActual';

const cpu: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'cpu',
  title: 'CPU',
  summary: 'Compares the CPU count, CPU flags or architecture that the cpu collector recorded with your requirements.',
  goType: {name: 'CPUAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#CPUAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/cpu.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/cpu.json',
      writtenBy: ['cpu'],
      description: 'The CPU counts, flags and architecture of the machine. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'cpu',
    examples: ['< 4', 'count < 2', 'logical >= 8', 'physical < 2', 'machineArch == x86_64', 'supports x86-64-v2', 'hasFlags avx,avx2'],
    order: firstMatchOrder(compare),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: 'Plain numbers count threads',
      text: '`< 4` and `count < 4` compare the larger of the logical and physical counts, which is the number of hardware threads on any machine with hyper-threading. Write `physical < 4` to count cores.',
      source: [compare],
    },
    {
      title: 'Single spaces and known words only',
      text: 'The condition is split on single spaces with nothing trimmed, so `<4`, `< 4 ` and `<  4` all end in `Analyzer Failed: ... unable to parse conditional`, as does a first word the analyzer does not know, such as `cores < 4`.',
      source: [compare],
    },
    {
      title: '`supports x86-64-v3` and `x86-64-v4` never hold on Linux',
      text: 'Each level is a list of flag names compared with the flags the collector read from `/proc/cpuinfo`, and a level includes the lists of the levels below it. The `x86-64-v3` list asks for `lzcnt`, a name Linux never prints (it reports that instruction as `abm`), so `supports x86-64-v3` and `supports x86-64-v4` are false on every Linux machine. To require v3, name the flags of v2 and v3 yourself: `hasFlags cx16,lahf_lm,popcnt,sse4_1,sse4_2,ssse3,avx,avx2,bmi1,bmi2,f16c,fma,movbe,xsave,abm`. `supports x86-64` and `supports x86-64-v2` work on x86 machines and are false, not an error, on ARM.',
      source: ['pkg/analyze/host_cpu.go#doCompareHostCPUMicroArchitecture', 'pkg/analyze/host_cpu.go#doCompareHostCPUFlags', 'pkg/collect/host_cpu.go#CollectHostCPU.Collect'],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'cpu.json', analyze),
  ],
};

export default cpu;
