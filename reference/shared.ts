import type {Field} from './types';

/** Fields every collector accepts (CollectorMeta in pkg/apis/troubleshoot/v1beta2/collector_shared.go). */
export const sharedCollectorFields: Field[] = [
  {
    name: 'collectorName',
    type: 'string',
    description:
      'A name for this collector. Several collectors use it to build their output path, so two collectors of the same kind need different names to avoid overwriting each other.',
  },
  {
    name: 'exclude',
    type: 'bool-or-string',
    default: 'false',
    description:
      'Skip this collector when true. Accepts a boolean or a string that parses as one, so a templated value such as `"{{ .Values.skipLogs }}"` works.',
  },
];
