import type {CollectorEntry} from '../model';

const collect = 'pkg/collect/data.go#CollectData.Collect';

const data: CollectorEntry = {
  kind: 'collector',
  key: 'data',
  title: 'Data',
  summary: 'Writes a fixed piece of text from the spec into the bundle as a file, without contacting the cluster.',
  goType: {name: 'Data', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Data'},
  fields: [
    {
      name: 'data',
      type: 'string',
      default: '""',
      description:
        'The file contents, written byte for byte; often a block scalar (`|`) holding JSON, YAML or plain text.',
      notes: [
        {
          text: 'The schema requires the field, but the code writes an empty file when it is missing.',
          source: [collect],
        },
      ],
    },
    {
      name: 'name',
      type: 'string',
      description:
        'The directory, relative to the bundle root, that holds the file; it may contain slashes. The file itself is named after `collectorName`.',
      notes: [
        {
          text: 'A `name` containing `image-facts-` (or a `collectorName` containing `image-facts/`) switches the collector to an internal mode that ignores `data`: it lists the workloads of the run\'s namespace, asks their registries about each image, and writes files under `image-facts/`.',
          source: [collect, 'pkg/collect/data.go#CollectData.collectImageFacts'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: '[<...name>/]<collectorName>',
      format: 'text',
      description:
        'The contents of `data`, unchanged. The file has no extension unless `collectorName` has one. With only `name` set, `name` alone is the path of the file.',
      sample: '{\n  "channel": "stable",\n  "installMethod": "helm",\n  "features": {"sso": true, "audit": false}\n}',
    },
  ],
  permissions: [],
  execution: {where: 'host', source: [collect]},
  gotchas: [
    {
      title: 'Name the file',
      text: 'Without `collectorName` and `name`, the path is empty and no file is written, but the empty path stays in the results. In `support-bundle` with redaction on (the default), the redaction step then tries to read the bundle directory as a file, and the command ends with a `failed to redact` error although the archive is written. Set `collectorName` at least.',
      source: [collect, 'pkg/collect/result.go#CollectorResult.SaveResult', 'pkg/collect/redact.go#RedactResult', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'No extension is added',
      text: 'Include `.json`, `.yaml` or `.txt` in `collectorName` yourself, so the file opens sensibly and analyzers can match it by pattern.',
      source: [collect],
    },
    {
      title: 'Two reserved patterns',
      text: 'A `collectorName` containing `image-facts/` or a `name` containing `image-facts-` turns the collector into an image inventory of the run\'s namespace instead of writing `data`. Avoid those strings.',
      source: [collect, 'pkg/collect/data.go#CollectData.collectImageFacts'],
    },
    {
      title: 'Redaction still applies',
      text: 'In a support bundle the default redactors run over this file like any other, so text in `data` that matches one of their patterns is masked. `preflight` does not redact the files of in-cluster collectors.',
      source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/collect/redact.go#RedactResult', 'pkg/preflight/collect.go#CollectWithContext'],
    },
    {
      title: 'Same path, last one wins',
      text: 'Two data collectors with the same `name` and `collectorName` overwrite each other, and entries that are identical in every field are collapsed into one before the run.',
      source: [collect, 'pkg/collect/collector.go#DedupCollectors'],
    },
  ],
};

export default data;
