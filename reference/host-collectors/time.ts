import type {HostCollectorEntry} from '../model';
import {fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_time.go#CollectHostTime.Collect';

const time: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'time',
  title: 'Time',
  summary: 'Records the time zone of the machine and whether its clock is synchronized by NTP, as systemd-timedated reports them.',
  goType: {name: 'HostTime', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostTime'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/time.json',
      format: 'json',
      description:
        '`timezone`, the zone name in upper case (`Etc/UTC` becomes `UTC`); `ntp_synchronized`, true when the clock is in sync now; and `ntp_active`, true when an NTP service is enabled.',
      sample: '{"timezone":"EUROPE/BERLIN","ntp_synchronized":true,"ntp_active":true}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'Asks systemd-timedated (`org.freedesktop.timedate1`) over the D-Bus system bus for its `Timezone`, `NTPSynchronized` and `NTP` properties. On a machine without a system bus or without systemd-timedated, such as macOS, the collector fails and writes no file.',
        source: [collect],
      },
      {
        text: 'When the collector fails, no data file is written. A support bundle run on the machine saves the error as `host-collectors/errors/<title>-error.json`, where the title is `collectorName` or, by a slip in the code, `TCP Port Status`; `preflight` only prints it while it runs.',
        source: [collect, 'pkg/collect/host_time.go#CollectHostTime.Title', 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'The zone is stored in capitals',
      text: 'The collector upper-cases the zone name after turning `Etc/UTC` into `UTC`, so `Europe/Berlin` is saved as `EUROPE/BERLIN`. Conditions in the analyzer must use the same spelling.',
      source: [collect],
    },
    {
      title: 'Default title of another collector',
      text: 'Without `collectorName`, progress messages and the error file use the title `TCP Port Status`. Give the collector a name if you run it next to a real `tcpPortStatus` collector, so their error files do not collide.',
      source: ['pkg/collect/host_time.go#CollectHostTime.Title'],
    },
    fixedFileGotcha('host-collectors/system/time.json', collect),
  ],
};

export default time;
