import type {Field} from '../types';

/**
 * Fields that several add-on collectors (ceph, longhorn, collectd, etcd, dns, goldpinger, sonobuoy)
 * share with the same behaviour. No default export: this is not a collector.
 */

/**
 * The namespace an add-on is installed in, with the add-on's usual namespace as the default
 * (pkg/collect/ceph.go DefaultCephNamespace, longhorn.go DefaultLonghornNamespace,
 * sonobuoy_results.go DefaultSonobuoyNamespace). `detail` says what the collector looks for there.
 */
export function addonNamespaceField(addon: string, defaultNamespace: string, detail: string): Field {
  return {
    name: 'namespace',
    type: 'string',
    default: defaultNamespace,
    description: `The namespace ${addon} runs in. Leave it empty, or set it to \`${defaultNamespace}\`, for a standard installation. ${detail}`,
  };
}

/**
 * A `timeout` that the type and schema accept but the collector never reads
 * (pkg/collect/longhorn.go, pkg/collect/dns.go have no reference to Collector.Timeout).
 */
export const ignoredTimeoutField: Field = {
  name: 'timeout',
  type: 'string',
  description:
    'Accepted by the spec, but this collector never reads it, so setting it changes nothing. The limits that really apply are listed under Gotchas on this page.',
};
