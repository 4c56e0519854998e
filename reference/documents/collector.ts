import type {DocumentEntry, Field} from '../model';
import {listField} from './_lists';
import {afterCollectionField} from './supportBundle';

/** A field and its sub-fields, without behaviour notes. */
function withoutNotes({notes: _unused, ...field}: Field): Field {
  return {...field, fields: field.fields?.map(withoutNotes)};
}

const collector: DocumentEntry = {
  kind: 'document',
  key: 'Collector',
  title: 'Collector',
  summary: 'Collectors alone, merged into a support bundle run beside other specs.',
  goType: {name: 'CollectorSpec', source: 'pkg/apis/troubleshoot/v1beta2/collector_types.go#CollectorSpec'},
  lists: {collectors: 'collector', hostCollectors: 'hostCollector'},
  fields: [
    listField('collectors', 'collector'),
    {
      ...listField('hostCollectors', 'hostCollector'),
      notes: [
        {
          text: 'The `support-bundle` CLI never runs this list: only the `collectors` of a Collector document are merged into the run. Put host collectors in a SupportBundle or a HostCollector document.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
        },
      ],
    },
    {
      ...afterCollectionField,
      // The CLI never runs this list for a Collector document, so the SupportBundle notes on what each action does do not apply.
      fields: afterCollectionField.fields?.map(withoutNotes),
      notes: [
        {
          text: 'Ignored by the `support-bundle` CLI in a Collector document; only a SupportBundle\'s `afterCollection` runs. The fields are described here as the type declares them.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
        },
      ],
    },
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Declared for a spec that can update itself from a URL, as a SupportBundle does.',
      notes: [
        {
          text: '`support-bundle` only follows `uri` in SupportBundle documents. `preflight` downloads it and swaps the document like any kind\'s `uri`, then ignores Collector documents, so it changes nothing either way.',
          source: ['cmd/troubleshoot/cli/run.go#loadSupportBundleSpecsFromURIs', 'internal/specs/specs.go#LoadAdditionalSpecFromURIs', 'pkg/preflight/read_specs.go#readSpecs'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'Only the collectors list counts',
      text: 'When `support-bundle` loads a Collector document, it appends its `collectors` to the merged spec and drops everything else in it: `hostCollectors`, `afterCollection`, `uri` and the metadata.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
    },
    {
      title: 'Enough to start a run',
      text: 'A Collector document on its own is a valid input: the run gets its collectors plus `clusterInfo` and `clusterResources`, no analyzers, and no `afterCollection`.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
    },
    {
      title: 'Not for preflight or lint',
      text: '`preflight` ignores Collector documents, and `support-bundle lint` reports them as errors because it accepts only Preflight and SupportBundle kinds.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/lint/validators.go#checkRequiredFields'],
    },
    {
      title: 'Duplicates are dropped only when identical',
      text: 'A collector that appears in both a Collector document and a SupportBundle runs once only if both entries are exactly the same, field for field; any difference, even a different `collectorName`, runs it twice. `clusterResources` is the exception: all its entries are merged into one run over all the namespaces they list, or over every namespace when one of them lists none.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/collect/collector.go#DedupCollectors', 'pkg/collect/cluster_resources.go#CollectClusterResources.Merge'],
    },
  ],
};

export default collector;
