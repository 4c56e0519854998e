import type {CollectorEntry} from '../model';
import {addonNamespaceField} from './_addons';

/** Every output path starts with the optional collector name and namespace (GetCephCollectorFilepath). */
const dir = '[<collectorName>/][<namespace unless rook-ceph>/]ceph';

const ceph: CollectorEntry = {
  kind: 'collector',
  key: 'ceph',
  title: 'Ceph',
  summary:
    'Runs a fixed set of ceph, rados gateway and rbd commands inside the Rook toolbox or operator pod and saves what they print.',
  goType: {name: 'Ceph', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Ceph'},
  fields: [
    addonNamespaceField('Rook Ceph', 'rook-ceph', [
      {
        text: 'The collector looks there for a pod labelled `app=rook-ceph-tools`, then for one labelled `app=rook-ceph-operator`, takes the first one found, and runs every command in the first container of the first pod that carries the same labels.',
        source: ['pkg/collect/ceph.go#findRookCephToolsPod', 'pkg/collect/ceph.go#cephCommandExec', 'pkg/collect/exec.go#execWithoutTimeout'],
      },
      {
        text: 'Any value other than `rook-ceph` is added to the output path (`<namespace>/ceph/...`). The `cephStatus` analyzer builds the same path from its own `namespace`, so give both the same value.',
        source: ['pkg/collect/ceph.go#GetCephCollectorFilepath', 'pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus'],
      },
    ]),
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      defaultText: '`30s` for each command, `60s` for `rbd du`',
      description: 'How long each command may run, such as `45s`.',
      notes: [
        {
          text: 'The value replaces the built-in limit of every command, `rbd du` included, and applies to each command on its own, not to the whole run.',
          source: ['pkg/collect/ceph.go#cephCommandExec', 'pkg/collect/ceph.go#CephCommands'],
        },
        {
          text: 'A value that does not parse fails every command: each one leaves only a `<command>.<format>-error` file holding the parse error.',
          source: ['pkg/collect/exec.go#CollectExec.Collect', 'pkg/collect/ceph.go#CollectCeph.Collect'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: `${dir}/status.json`,
      format: 'json',
      description:
        'The output of `ceph status -f json-pretty`, which the `cephStatus` analyzer reads. Every path of this collector starts with `<collectorName>/` when `collectorName` is set, then `<namespace>/` when the namespace is not `rook-ceph`.',
      sample:
        '{\n  "fsid": "0f3a2c1e-0000-4000-8000-000000000000",\n  "health": {\n    "status": "HEALTH_WARN",\n    "checks": {\n      "MON_DISK_LOW": {"severity": "HEALTH_WARN", "summary": {"message": "mon a is low on available space"}}\n    }\n  },\n  "osdmap": {"osdmap": {"num_osds": 3, "num_up_osds": 3, "full": false, "nearfull": false}},\n  "pgmap": {"bytes_used": 41231400960, "bytes_total": 322122547200}\n}',
    },
    {
      path: `${dir}/<command>.json`,
      format: 'json',
      description:
        'One file per JSON command, written only when the command printed something: `fs` (ceph fs status), `fs-ls`, `osd-status`, `osd-tree`, `osd-pool` (ceph osd pool ls detail), `health` (ceph health detail), `auth` (ceph auth ls), `rgw-stats` (radosgw-admin bucket stats), `df` and `osd-df`.',
    },
    {
      path: `${dir}/<command>-txt.txt`,
      format: 'text',
      description:
        'Human-readable versions, written only when the command printed something: `status-txt.txt`, `fs-txt.txt`, `df-txt.txt`, `osd-df-txt.txt`, and `rbd-du-txt.txt`, the per-image usage from `rbd du --pool=replicapool`.',
    },
    {
      path: `${dir}/<command>-stderr.txt`,
      format: 'text',
      description: 'What a command wrote to standard error, when it wrote anything. `<command>` is the name without extension, such as `rbd-du-txt`.',
    },
    {
      path: `${dir}/<command>-errors.json`,
      format: 'json',
      description:
        'A list with the error of the exec session, for example a non-zero exit status or a forbidden exec. A failed command usually has this file and a `-stderr.txt` file, and no output file.',
      sample: '[\n  "command terminated with exit code 2"\n]',
    },
    {
      path: `${dir}/<command>.<format>-error`,
      format: 'text',
      description:
        'Written instead of anything else for that command when it did not finish within its limit, the `timeout` value did not parse, or no Kubernetes client could be built. `<format>` is `json` or `txt`, and the file holds the message, such as `failed to exec command: timeout`.',
    },
  ],
  permissions: [
    {resource: 'pods', verbs: ['list'], scope: 'namespace'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace'},
  ],
  execution: {
    where: 'api',
    creates:
      'Nothing: every command runs through `pods/exec` in the Rook pod that already exists, with the Ceph tools of its image, so no image is pulled. A command that times out is abandoned, not stopped, and may keep running in that pod.',
    source: ['pkg/collect/ceph.go#cephCommandExec', 'pkg/collect/exec.go#CollectExec.Collect', 'pkg/collect/exec.go#getExecOutputs'],
  },
  gotchas: [
    {
      title: 'No Rook pod, no files, no error',
      text: 'When the namespace has no pod labelled `app=rook-ceph-tools` or `app=rook-ceph-operator`, or its pods cannot be listed, the collector writes nothing and reports success. Apart from a `rook ceph tools pod not found` log line at `-v=1` or higher, a bundle without a `ceph` directory is the only sign.',
      source: ['pkg/collect/ceph.go#findRookCephToolsPod', 'pkg/collect/ceph.go#CollectCeph.Collect'],
    },
    {
      title: 'No permission check before the run',
      text: 'Nothing is checked in advance. Without `list` on pods the collector silently writes nothing; without `create` on `pods/exec` every command leaves a `-errors.json` file with the forbidden message.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/ceph.go#findRookCephToolsPod', 'pkg/collect/exec.go#getExecOutputs'],
    },
    {
      title: 'Sixteen commands, one after another',
      text: 'The commands run in sequence, each with its own limit. On a cluster where every command hangs, the default limits alone add up to eight and a half minutes. A `timeout` value applies to each of the sixteen, so the worst case becomes sixteen times that value.',
      source: ['pkg/collect/ceph.go#CephCommands', 'pkg/collect/ceph.go#CollectCeph.Collect'],
    },
    {
      title: 'A timeout does not stop the command',
      text: 'Troubleshoot stops waiting and writes a `<command>.<format>-error` file, but the exec session it started keeps going. `radosgw-admin bucket stats` can block when no object gateway runs, so a `rgw-stats.json-error` file is common on clusters without an object store.',
      source: ['pkg/collect/exec.go#CollectExec.Collect', 'pkg/collect/ceph.go#CephCommands'],
    },
    {
      title: 'Fixed pool name',
      text: '`rbd du` always asks about the pool `replicapool`. Where the block pool has another name, the command fails: its error is in `rbd-du-txt-stderr.txt` and `rbd-du-txt-errors.json`, and `rbd-du-txt.txt` is normally absent because nothing went to standard output.',
      source: ['pkg/collect/ceph.go#CephCommands', 'pkg/collect/exec.go#execWithoutTimeout', 'pkg/collect/ceph.go#cephCommandExec'],
    },
    {
      title: 'Ceph keys can end up in the bundle',
      text: '`auth.json` is the output of `ceph auth ls`, which prints each entity with its secret key. The default redactors mask the key only when the line before it names an `osd.`, `client.` or `mgr.` entity, so keys of other entities, such as `mds.` daemons, stay readable, and `--redact=false` keeps every key. Review the file, or add a redactor, before sharing the bundle.',
      source: ['pkg/redact/redact.go#getRedactors', 'pkg/redact/multi_line.go#MultiLineRedactor.Redact', 'pkg/supportbundle/collect.go#runCollectors'],
    },
  ],
};

export default ceph;
