import type {HostAnalyzerEntry} from '../model';
import {firstMatchOrder, inPodGotcha, missingFileGotcha, noResultWhenNothingMatches} from './cpu';

const analyze = 'pkg/analyze/host_time.go#AnalyzeHostTime.Analyze';
const compare = 'pkg/analyze/host_time.go#compareHostTimeStatusToActual';

const time: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'time',
  title: 'Time',
  summary: 'Checks the time zone of the machine or the state of its NTP synchronization, as the time collector recorded them.',
  goType: {name: 'TimeAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#TimeAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/time.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/time.json',
      writtenBy: ['time'],
      description: 'The upper-cased time zone and the two NTP flags. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'time',
    examples: ['ntp == synchronized+active', 'ntp == unsynchronized+inactive', 'timezone != UTC', 'timezone == EUROPE/BERLIN'],
    order: firstMatchOrder(compare),
    noMatch: noResultWhenNothingMatches,
  },
  gotchas: [
    {
      title: 'Write the zone in capitals',
      text: 'The collector upper-cases the zone and the comparison is exact, so `timezone == Europe/Berlin` never holds and `timezone != Europe/Berlin` always does. Write `EUROPE/BERLIN`, and `UTC` for `Etc/UTC`.',
      source: [compare, 'pkg/collect/host_time.go#CollectHostTime.Collect'],
    },
    {
      title: 'No "not" for NTP',
      text: '`ntp` accepts only `=`, `==` and `===`, with exactly one of the four states. To flag anything but `synchronized+active`, put a pass on that state first and a fail without `when` after it.',
      source: [compare],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'time.json', analyze),
  ],
};

export default time;
