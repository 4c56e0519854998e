import type {CollectorReference} from '../types';
import {addonNamespaceField} from './_addons';

const ceph: CollectorReference = {
  key: 'ceph',
  title: 'Ceph',
  summary:
    'Runs a fixed set of ceph, rados gateway and rbd commands inside the Rook toolbox or operator pod and saves what they print.',
  fields: [
    addonNamespaceField(
      'Rook Ceph',
      'rook-ceph',
      'The collector picks the first pod there labelled `app=rook-ceph-tools`, or failing that `app=rook-ceph-operator`, and runs every command in its first container. Any other namespace also becomes part of the output path.',
    ),
    {
      name: 'timeout',
      type: 'string',
      default: '30s per command (60s for rbd du)',
      description:
        'How long each command may run, as a Go duration such as `45s`. The value applies to every command on its own and replaces the built-in limits. A value that does not parse makes each command fail and leave an error file.',
    },
  ],
  outputs: [
    {
      path: 'ceph/status.json',
      format: 'json',
      description:
        'The output of `ceph status -f json-pretty`, which the Ceph status analyzer reads. Every path on this list starts with `<collectorName>/` when `collectorName` is set, then `<namespace>/` when the namespace is not `rook-ceph`.',
      sample:
        '{\n  "fsid": "0f3a2c1e-…",\n  "health": {\n    "status": "HEALTH_WARN",\n    "checks": {\n      "MON_DISK_LOW": {"severity": "HEALTH_WARN", "summary": {"message": "mon a is low on available space"}}\n    }\n  },\n  "osdmap": {"osdmap": {"num_osds": 3, "num_up_osds": 3, "full": false, "nearfull": false}},\n  "pgmap": {"bytes_used": 41231400960, "bytes_total": 322122547200}\n}',
    },
    {
      path: 'ceph/<command>.json',
      format: 'json',
      description:
        'One file per JSON command: `fs` (ceph fs status), `fs-ls`, `osd-status`, `osd-tree`, `osd-pool` (ceph osd pool ls detail), `health` (ceph health detail), `auth` (ceph auth ls), `rgw-stats` (radosgw-admin bucket stats), `df` and `osd-df`.',
    },
    {
      path: 'ceph/<command>-txt.txt',
      format: 'text',
      description:
        'Human-readable versions: `status-txt.txt`, `fs-txt.txt`, `df-txt.txt`, `osd-df-txt.txt`, plus `rbd-du-txt.txt`, the per-image usage from `rbd du --pool=replicapool`.',
    },
    {
      path: 'ceph/<command>-stderr.txt',
      format: 'text',
      description: 'What a command wrote to standard error, when it wrote anything.',
    },
    {
      path: 'ceph/<command>-errors.json',
      format: 'json',
      description:
        'Written when the exec stream for a command reported an error, for example a non-zero exit status.',
    },
    {
      path: 'ceph/<command>.<json|txt>-error',
      format: 'text',
      description:
        'Written instead of the output when a command did not finish within the timeout or could not be started; the file holds the error message, such as `failed to exec command: timeout`.',
    },
  ],
  rbac: ['`list` on `pods` in the namespace', '`create` on `pods/exec` in the namespace'],
  analyzers: ['cephStatus'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/ceph.go',
    'pkg/collect/exec.go',
    'pkg/collect/result.go',
    'pkg/analyze/ceph.go',
    'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go',
  ],
};

export default ceph;
