import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_journald.go#CollectHostJournald.Collect';
const options = 'pkg/collect/host_journald.go#generateOptions';

const journald: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'journald',
  title: 'Journald',
  summary: 'Runs `journalctl` on the machine with the filters you choose and saves what it prints, to capture systemd journal entries of services or the kernel.',
  goType: {name: 'HostJournald', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostJournald'},
  fields: [
    {
      name: 'units',
      type: 'string[]',
      defaultText: 'every unit',
      description: 'Only entries of these systemd units, each passed as `-u <unit>`, such as `kubelet` or `containerd.service`. Several units are combined: entries of any of them are kept.',
    },
    {
      name: 'since',
      type: 'string',
      defaultText: 'the start of the journal',
      description: 'Passed as `journalctl --since`: entries at or after this time, in any form `journalctl` understands, such as `2026-01-31 08:00:00`, `-2h` or `yesterday`.',
    },
    {
      name: 'until',
      type: 'string',
      defaultText: 'now',
      description: 'Passed as `journalctl --until`: entries at or before this time, in the same forms as `since`.',
    },
    {
      name: 'lines',
      type: 'integer',
      defaultText: 'no limit',
      description: 'Keep only the most recent entries, passed as `-n <lines>`. Zero or a negative number means no limit.',
    },
    {
      name: 'output',
      type: 'string',
      defaultText: '`short`, journalctl\'s own default',
      description: 'Passed as `journalctl --output`: the format of each entry, such as `short-iso`, `cat`, `json` or `verbose`. Nothing checks the value; a name `journalctl` rejects ends up in the stderr and info files instead of entries.',
    },
    {
      name: 'reverse',
      type: 'boolean',
      default: 'false',
      description: 'Newest entries first (`--reverse`).',
    },
    {
      name: 'utc',
      type: 'boolean',
      default: 'false',
      description: 'Print timestamps in UTC instead of the machine\'s time zone (`--utc`).',
    },
    {
      name: 'system',
      type: 'boolean',
      default: 'false',
      description: 'Pass `--system`: entries of system services and the kernel, without the journals of logged-in users.',
    },
    {
      name: 'dmesg',
      type: 'boolean',
      default: 'false',
      description: 'Pass `--dmesg`: kernel messages only.',
    },
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      default: '30s',
      description: 'How long `journalctl` may run before it is stopped, as a Go duration such as `90s` or `5m`.',
      notes: [
        {
          text: '`0s` (or a negative value) does not turn the limit off: `journalctl` is not started at all, the output file is empty, and `-info.json` gives exit code `124` with `command timed out after 0s`. A value that does not parse makes the collector fail.',
          source: ['pkg/collect/host_journald.go#getTimeout', collect],
        },
        {
          text: 'When the time runs out, `journalctl` is killed and what it printed so far is still saved. `-info.json` then shows exit code `-1` and only what `journalctl` wrote to standard error, not a timeout message: the code\'s timeout branch catches only a command that never started. A truncated journal therefore looks complete at first sight; check `-info.json` for exit code `-1`.',
          source: [collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/journald/<collectorName>.txt',
      format: 'text',
      description: 'What `journalctl` printed, in the format `output` chose.',
      sample:
        'Jan 31 08:00:01 node-1 kubelet[912]: I0131 08:00:01.120 kubelet.go:2184] "SyncLoop ADD" source="api"\nJan 31 08:00:07 node-1 kubelet[912]: E0131 08:00:07.410 pod_workers.go:1298] "Error syncing pod"',
    },
    {
      path: 'host-collectors/journald/<collectorName>-info.json',
      format: 'json',
      description:
        'The command line that ran, its `exitCode` as text and, when it failed, its standard error in `error`. The `outputDir`, `input` and `env` fields are always empty here.',
      sample:
        '{"command":"/usr/bin/journalctl -u kubelet --since -2h --no-pager","exitCode":"0","error":"","outputDir":"","input":"","env":null}',
    },
    {
      path: 'host-collectors/journald/<collectorName>-stderr.txt',
      format: 'text',
      description: 'What `journalctl` printed on standard error, written only when there was something, even when it succeeded (such as a hint that the user cannot see every journal).',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux'],
    notes: [
      {
        text: '`journalctl` runs as the user running the collector and shows only the entries that user may read; run as root (or as a member of a group allowed to read the journal) to get the system journal. It must be on the `PATH`, or the collector fails.',
        source: [collect],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: '`collectorName` is required',
      text: 'The collector refuses to run without `collectorName` (error `collector name is required`), because the name is the file name. The schema does not say so. Give every journald collector its own name, or their files overwrite each other.',
      source: [collect],
    },
    {
      title: 'No limit by default',
      text: 'Without `since`, `lines` or `units`, `journalctl` prints the whole journal, which can take longer than the 30-second default timeout and is cut off there. Always narrow it.',
      source: [options, 'pkg/collect/host_journald.go#getTimeout'],
    },
    {
      title: '`output: json` is not one JSON document',
      text: '`journalctl --output json` prints one JSON object per line. `jsonCompare` cannot read such a file; search it with `textAnalyze` instead.',
      source: [options, 'pkg/analyze/json_compare.go#analyzeJsonCompare'],
    },
    {
      title: 'A failed `journalctl` is not a failed collector',
      text: 'When `journalctl` exits with a non-zero code (it rejected an option value, for example), the collector still succeeds: the output file holds whatever was printed, often nothing, and the info file holds the exit code and the error text. Look at `-info.json` before concluding that a unit logged nothing.',
      source: [collect],
    },
  ],
};

export default journald;
