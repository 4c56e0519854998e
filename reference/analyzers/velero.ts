import type {AnalyzerEntry} from '../model';

const velero: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'velero',
  title: 'Velero',
  summary:
    'Reviews a Velero installation from the bundle: backup repositories, storage locations, backups, restores, schedules, pod volume operations and the logs of the Velero pods, with one result per finding and an overall status.',
  goType: {name: 'VeleroAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#VeleroAnalyze'},
  fields: [],
  reads: [
    {
      path: 'cluster-resources/deployments/velero.json',
      writtenBy: ['clusterResources'],
      description:
        'The Deployments of the `velero` namespace. The Velero version is the image tag of the first container named `velero`; it must be readable, but does not change what is checked.',
    },
    {
      path: 'cluster-resources/custom-resources/<type>.velero.io/*.json',
      writtenBy: ['clusterResources'],
      description:
        'The Velero custom resources of every namespace, one directory per type: `backuprepositories`, `backups`, `backupstoragelocations`, `deletebackuprequests`, `podvolumebackups`, `podvolumerestores`, `restores`, `schedules` and `volumesnapshotlocations`. `serverstatusrequests` is read too but never judged.',
    },
    {
      path: 'velero/logs/velero*/*.log',
      writtenBy: ['logs'],
      description:
        'Logs of the pods whose names start with `velero`, as saved by a `logs` collector whose `name` is `velero/logs`. Without such a collector the log checks are skipped.',
    },
    {
      path: 'velero/logs/node-agent*/*.log',
      writtenBy: ['logs'],
      description: 'Logs of the pods whose names start with `node-agent`, saved by the same `logs` collector.',
    },
  ],
  outcomes: {
    hasOutcomes: false,
    results: {
      text: 'The analyzer takes no `outcomes`; every result has a fixed title and message. It fails when there is no backup repository or no backup storage location, and for each backup or restore in phase `Failed`, `PartiallyFailed` or `FailedValidation`, each failed pod volume backup or restore, each schedule that failed validation and each unavailable volume snapshot location. It warns for each repository that is not `Ready`, each storage location that is not `Available`, delete requests still in progress, and each log file that contains `permission denied`, or else `error`, `panic` or `fatal`. Most groups also add a pass with a count, such as `Found 12 backups`. Last comes `Velero Status`: a pass, `Velero setup is healthy`, when nothing failed, else a warn, `Velero setup is not entirely healthy`.',
      source: [
        'pkg/analyze/velero.go#AnalyzeVelero.veleroStatus',
        'pkg/analyze/velero.go#analyzeBackupRepositories',
        'pkg/analyze/velero.go#analyzeBackups',
        'pkg/analyze/velero.go#analyzeBackupStorageLocations',
        'pkg/analyze/velero.go#analyzeLogs',
        'pkg/analyze/velero.go#aggregateResults',
      ],
    },
  },
  gotchas: [
    {
      title: 'Velero must live in the `velero` namespace',
      text: 'The version is read from the Deployments of the namespace `velero` only. If Velero runs elsewhere, or no container there is named `velero`, the analyzer stops with an error and shows no result at all; only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/velero.go#getVeleroVersion', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'The image tag must be a version',
      text: 'The version is the text after the first `:` of the image, and it must be a semantic version with a leading `v`, such as `v1.13.2`. A tag without the `v`, an image pinned by digest, or a registry host with a port (`registry.example.internal:5000/velero/velero:v1.13.2`) is an error that hides the check; an image with no tag at all crashes the command.',
      source: ['pkg/analyze/velero.go#getVeleroVersion', 'pkg/analyze/velero.go#AnalyzeVelero.veleroStatus'],
    },
    {
      title: 'Warnings do not spoil the summary',
      text: '`Velero Status` turns into a warn only when some result failed. Repositories that are not ready, storage locations that are unavailable and errors in the logs are warnings, and the summary still says `Velero setup is healthy`.',
      source: ['pkg/analyze/velero.go#aggregateResults'],
    },
    {
      title: 'The backup count passes even with failed backups',
      text: 'The `Velero Backups` pass, `Found N backups`, is added whenever there is at least one backup, next to the fail results of the failed ones. Restores, schedules and pod volume operations add their pass only when none failed.',
      source: ['pkg/analyze/velero.go#analyzeBackups', 'pkg/analyze/velero.go#analyzeRestores'],
    },
    {
      title: 'The log check is a plain text search',
      text: 'A log file gets a warn when the text `error`, `panic` or `fatal` appears anywhere in it, in that letter case, also inside longer words and in lines logged at info level. Expect warnings on most busy installations, and read the log before acting on them.',
      source: ['pkg/analyze/velero.go#analyzeLogs'],
    },
    {
      title: 'Velero before 1.10 fails the repository check',
      text: 'The code means to read `resticrepositories.velero.io` for Velero before 1.10, but it compares the version with `1.10.0` written without a `v`, which the version library treats as lower than any valid version. Every release therefore takes the newer path and reads only `backuprepositories.velero.io`. A Velero older than 1.10 has no such resources, so it gets the fail `No backup repositories configured`, and `Velero Status` turns into a warn.',
      source: ['pkg/analyze/velero.go#AnalyzeVelero.veleroStatus', 'pkg/analyze/velero.go#analyzeBackupRepositories', 'pkg/analyze/velero.go#aggregateResults'],
    },
    {
      title: 'Fixed titles',
      text: '`checkName` is not used in the results: each carries its own fixed title, such as `Backup <name>` or `At least 1 Backup Storage Location configured`.',
      source: ['pkg/analyze/velero.go#AnalyzeVelero.veleroStatus', 'pkg/analyze/velero.go#analyzeBackupStorageLocations'],
    },
  ],
};

export default velero;
