import type {CollectorReference} from '../types';
import {addonNamespaceField} from './_addons';

const sonobuoy: CollectorReference = {
  key: 'sonobuoy',
  title: 'Sonobuoy',
  summary:
    'Copies the contents of the Sonobuoy aggregator\'s results directory into the bundle.',
  fields: [
    addonNamespaceField(
      'Sonobuoy',
      'sonobuoy',
      'The collector expects a pod named `sonobuoy` there, with a container named `kube-sonobuoy`.',
    ),
  ],
  outputs: [
    {
      path: 'sonobuoy/<file>',
      format: 'directory',
      description:
        'Every regular file from the archive that `/sonobuoy splat /tmp/sonobuoy` streams out of the aggregator container, under the name it has in that archive. Directories and links in the archive are skipped.',
    },
  ],
  rbac: ['`get` on `pods` in the namespace', '`create` on `pods/exec` in the namespace'],
  analyzers: [],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/sonobuoy_results.go',
  ],
};

export default sonobuoy;
