import type {CollectorEntry, Permission} from '../model';
import {addonNamespaceField, ignoredTimeoutField} from './_addons';

/** The Longhorn custom resources the collector lists, in the order it lists them. */
const longhornKinds = [
  'nodes',
  'volumes',
  'replicas',
  'engines',
  'engineimages',
  'instancemanagers',
  'backingimagemanagers',
  'backingimages',
  'sharemanagers',
  'settings',
];

const longhorn: CollectorEntry = {
  kind: 'collector',
  key: 'longhorn',
  title: 'Longhorn',
  summary:
    'Saves Longhorn\'s custom resources, its settings and the logs of every pod in its namespace, plus replica checksums for detached volumes.',
  goType: {name: 'Longhorn', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Longhorn'},
  fields: [
    addonNamespaceField('Longhorn', 'longhorn-system', [
      {
        text: 'Custom resources, settings and pod logs are read from this namespace only, and the namespace is always part of the output path, default or not. The `longhorn` analyzer builds the same path from its own `namespace` (also `longhorn-system` when empty), so give both the same value.',
        source: ['pkg/collect/longhorn.go#CollectLonghorn.Collect', 'pkg/collect/longhorn.go#GetLonghornNodesDirectory', 'pkg/analyze/longhorn.go#longhorn'],
      },
    ]),
    ignoredTimeoutField(['pkg/collect/longhorn.go#CollectLonghorn.Collect']),
  ],
  outputs: [
    {
      path: 'longhorn/<namespace>/<kind>/<name>.yaml',
      format: 'yaml',
      description:
        'One file per object, for the kinds `nodes`, `volumes`, `replicas`, `engines`, `engineimages`, `instancemanagers`, `backingimagemanagers`, `backingimages` and `sharemanagers`, read as `longhorn.io/v1beta1`.',
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
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>.log',
      format: 'text',
      description:
        'The log of each container and init container of each pod in the namespace, the last 10,000 lines. A `<container>-previous.log` sits beside it when the container restarted.',
    },
    {
      path: 'longhorn/<namespace>/logs/<pod>/<container>.log',
      format: 'text',
      description: 'A symbolic link to the log file above (and a `-previous.log` link when that file exists).',
    },
    {
      path: 'longhorn/<namespace>/logs/errors.json',
      format: 'json',
      description: 'Written when the pods of the namespace could not be listed.',
    },
    {
      path: 'longhorn/<namespace>/logs/<pod>/<container>-errors.json',
      format: 'json',
      description: 'Written when the log of one container could not be read; the other containers are still collected.',
    },
    {
      path: 'longhorn/<namespace>/volumes/<volume>/replicachecksums/<replica>.txt',
      format: 'text',
      description:
        'The `md5sum` of every file in one replica\'s data directory, for detached volumes with more than one replica assigned to a node. The `longhorn` analyzer compares the files of a volume with each other.',
      sample:
        '2f7c1a0b9d4e6f8a1b2c3d4e5f6a7b8c  /host/var/lib/longhorn/replicas/pvc-6f1d2c0b-a1b2c3d4/volume-head-000.img\n9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b  /host/var/lib/longhorn/replicas/pvc-6f1d2c0b-a1b2c3d4/volume.meta',
    },
  ],
  permissions: [
    ...longhornKinds.map((resource): Permission => ({apiGroup: 'longhorn.io', resource, verbs: ['list'], scope: 'namespace'})),
    {resource: 'pods', verbs: ['list'], scope: 'namespace'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace', when: 'when a detached volume has several replicas to checksum'},
  ],
  execution: {
    where: 'api',
    creates:
      'Nothing. Checksums are taken through `pods/exec` in Longhorn\'s own instance-manager pods, so no image is pulled.',
    source: ['pkg/collect/longhorn.go#GetLonghornReplicaChecksum', 'pkg/collect/longhorn.go#CollectLonghorn.Collect'],
  },
  gotchas: [
    {
      title: 'Not found means empty, not failed',
      text: 'When the API server answers 404 for `nodes.longhorn.io` at version `v1beta1`, because Longhorn is not installed or does not serve that version, the collector logs it and returns nothing, with no error file. Any other failure to list one of the kinds stops the collector: the files gathered so far are left out of the archive, and the reason goes to `collector-errors/` in a support bundle.',
      source: ['pkg/collect/longhorn.go#CollectLonghorn.Collect', 'pkg/supportbundle/collect.go#runCollectors', 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
    },
    {
      title: 'No permission check before the run',
      text: 'Nothing is checked in advance. A missing `list` on one of the Longhorn kinds fails the whole collector. Missing pod rights show up as error files under `logs/`, except that without `list` on pods the collector also fails outright as soon as a volume needs checksums. A failed checksum exec is only logged.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/longhorn.go#CollectLonghorn.Collect', 'pkg/collect/longhorn.go#ListInstanceManagerReplicaPods', 'pkg/collect/logs.go#CollectLogs.CollectWithClient'],
    },
    {
      title: 'Logs of the whole namespace',
      text: 'Every container of every pod in the namespace is saved, the last 10,000 lines each with no byte cap, within a shared 60-second deadline. The `--since` and `--since-time` flags of `support-bundle` do not apply to these logs.',
      source: ['pkg/collect/longhorn.go#CollectLonghorn.collectLonghornLogs', 'pkg/collect/logs.go#setLogLimits', 'pkg/collect/logs.go#CollectLogs.CollectWithClient'],
    },
    {
      title: 'Checksums only for idle, replicated volumes',
      text: 'Volumes that are not detached, or that have fewer than two replicas assigned to a node, are skipped. For the others the collector runs `md5sum` over `/host/var/lib/longhorn/replicas/<dataDirectoryName>/*` in the `replica-manager` container of the pod labelled `longhorn.io/instance-manager-type=replica` on the replica\'s node (matched by its `longhorn.io/node` label). Without such pods, as in Longhorn versions that use other instance-manager types, no checksum file appears; a checksum that fails is only logged.',
      source: ['pkg/collect/longhorn.go#CollectLonghorn.Collect', 'pkg/collect/longhorn.go#ListInstanceManagerReplicaPods', 'pkg/collect/longhorn.go#GetLonghornReplicaChecksum'],
    },
    {
      title: 'Replica data elsewhere hides corruption',
      text: 'The command hashes only when that directory exists. When the replica data lives somewhere else, every replica gets an empty checksum file, the files of the volume all agree, and the `longhorn` analyzer reports no corruption.',
      source: ['pkg/collect/longhorn.go#GetLonghornReplicaChecksum', 'pkg/analyze/longhorn.go#analyzeLonghornReplicaChecksums'],
    },
    {
      title: 'Checksums take time',
      text: '`md5sum` reads every byte of every selected replica. The replicas are hashed in parallel with no time limit, so large detached volumes add to the collection time and to the disk load on the nodes.',
      source: ['pkg/collect/longhorn.go#CollectLonghorn.Collect', 'pkg/collect/longhorn.go#GetLonghornReplicaChecksum'],
    },
  ],
};

export default longhorn;
