import type {Behaviour, Field, SourceRef} from '../model';

/**
 * Fields that several add-on collectors (ceph, longhorn, dns, sonobuoy) share with the same
 * meaning. No default export: this is not a collector.
 */

/**
 * The namespace an add-on is installed in, with the add-on's usual namespace as the default
 * (pkg/collect/ceph.go DefaultCephNamespace, longhorn.go DefaultLonghornNamespace,
 * sonobuoy_results.go DefaultSonobuoyNamespace). `notes` say what the collector does there.
 */
export function addonNamespaceField(addon: string, defaultNamespace: string, notes: Behaviour[]): Field {
  return {
    name: 'namespace',
    type: 'string',
    default: defaultNamespace,
    description: `The namespace ${addon} runs in. Leave it empty, or set it to \`${defaultNamespace}\`, for a standard installation.`,
    notes,
  };
}

/**
 * A `timeout` that the type and schema accept but the collector never reads. `source` is the
 * collector's Collect method, which shows that nothing reads the field.
 */
export function ignoredTimeoutField(source: SourceRef[]): Field {
  return {
    name: 'timeout',
    type: 'string',
    format: 'go-duration',
    description: 'Meant as a time limit for the collector.',
    notes: [
      {
        text: 'This collector never reads it, so setting it changes nothing. The limits that really apply are listed under Gotchas on this page.',
        source,
      },
    ],
  };
}
