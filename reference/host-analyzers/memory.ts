import type {HostAnalyzerEntry} from '../model';
import {firstMatchOrder, inPodGotcha, missingFileGotcha, noResultWhenNothingMatches} from './cpu';

const analyze = 'pkg/analyze/host_memory.go#AnalyzeHostMemory.Analyze';
const check = 'pkg/analyze/host_memory.go#AnalyzeHostMemory.CheckCondition';

const memory: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'memory',
  title: 'Memory',
  summary: 'Compares the total memory that the memory collector recorded with a size you give.',
  goType: {name: 'MemoryAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#MemoryAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/memory.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/memory.json',
      writtenBy: ['memory'],
      description: 'The total memory of the machine in bytes. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'memory',
    examples: ['< 8Gi', '>= 16Gi', '< 7.5G', '= 8589934592'],
    order: firstMatchOrder(check),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: '`1.5Gi` is refused, `1.5G` works',
      text: 'The size must come out as a whole number of bytes on the fast path of Kubernetes\' quantity parser. A binary suffix with a fraction (`7.5Gi`), a binary size with many digits (`100Ti`, any `Pi`) and sub-byte values (`500m`) fail with `could not parse quantity`, although they look valid. Write `7680Mi` instead of `7.5Gi`, or use a decimal suffix: `7.5G` is 7,500,000,000 bytes.',
      source: [check],
    },
    {
      title: 'No `!=` and no keyword',
      text: 'The condition is exactly an operator, one space and a size. `!=` gives `unsupported operator`, and a word in front such as `total < 8Gi` is an error; both make the check fail with `Analyzer Failed`.',
      source: [check],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'memory.json', analyze),
  ],
};

export default memory;
