import type {CollectorReference} from '../types';
import {addonNamespaceField, ignoredTimeoutField} from './_addons';

const longhorn: CollectorReference = {
  key: 'longhorn',
  title: 'Longhorn',
  summary:
    'Saves Longhorn\'s custom resources, its settings and the logs of every pod in its namespace, plus replica checksums for detached volumes.',
  fields: [
    addonNamespaceField(
      'Longhorn',
      'longhorn-system',
      'Custom resources and pod logs are read from this namespace only, and it always appears in the output path, so a Longhorn analyzer has to name the same namespace.',
    ),
    ignoredTimeoutField,
  ],
  outputs: [
    {
      path: 'longhorn/<namespace>/<kind>/<name>.yaml',
      format: 'yaml',
      description:
        'One file per object, for the kinds `nodes`, `volumes`, `replicas`, `engines`, `engineimages`, `instancemanagers`, `backingimagemanagers`, `backingimages` and `sharemanagers` (all `longhorn.io/v1beta1`).',
      sample:
        'metadata:\n  name: pvc-6f1d2c0b\n  namespace: longhorn-system\nspec:\n  numberOfReplicas: 3\n  size: "10737418240"\nstatus:\n  state: attached\n  robustness: healthy',
    },
    {
      path: 'longhorn/<namespace>/settings.yaml',
      format: 'yaml',
      description: 'Every Longhorn setting as a flat map of name to value.',
      sample: 'default-replica-count: "3"\nstorage-over-provisioning-percentage: "200"\nbackup-target: ""',
    },
    {
      path: 'longhorn/<namespace>/logs/<pod>/<container>.log',
      format: 'text',
      description:
        'A link to the log of each container of each pod in the namespace; the file itself is under `cluster-resources/pods/logs/<namespace>/<pod>/`. The last 10,000 lines are kept, and a `-previous.log` link appears for restarted containers.',
    },
    {
      path: 'longhorn/<namespace>/volumes/<volume>/replicachecksums/<replica>.txt',
      format: 'text',
      description:
        'The `md5sum` of every file in one replica\'s data directory, written only for detached volumes that have more than one scheduled replica.',
      sample:
        '2f7c1a0b9d4e6f8a1b2c3d4e5f6a7b8c  /host/var/lib/longhorn/replicas/pvc-6f1d2c0b-a1b2c3d4/volume-head-000.img\n9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b  /host/var/lib/longhorn/replicas/pvc-6f1d2c0b-a1b2c3d4/volume.meta',
    },
  ],
  rbac: [
    '`list` on `nodes`, `volumes`, `replicas`, `engines`, `engineimages`, `instancemanagers`, `backingimagemanagers`, `backingimages`, `sharemanagers` and `settings` (group `longhorn.io`) in the namespace',
    '`list` on `pods` and `get` on `pods/log` in the namespace',
    '`create` on `pods/exec` in the namespace, only when replica checksums are taken',
  ],
  analyzers: ['longhorn'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/longhorn.go',
    'pkg/collect/logs.go',
    'pkg/longhorn/apis/longhorn/v1beta1/register.go',
    'pkg/analyze/longhorn.go',
    'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go',
  ],
};

export default longhorn;
