import type {AnalyzerEntry} from '../model';

const analyze = 'pkg/analyze/ingress_class.go#AnalyzeIngressClass.analyzeIngressClass';

const ingressClass: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'ingressClass',
  title: 'Ingress Class',
  summary: 'Checks that an IngressClass with a given name exists, or, without a name, that the cluster has a default IngressClass.',
  goType: {name: 'IngressClass', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#IngressClass'},
  missingFromSchema: true,
  fields: [
    {
      name: 'ingressClassName',
      type: 'string',
      defaultText: 'look for the default class',
      description: 'The IngressClass that must exist, compared exactly with its `metadata.name` (`nginx`, `traefik`). Without it, the analyzer passes when any IngressClass is marked as the default.',
      notes: [
        {
          text: 'Without a name, a class counts as the default only when its annotation `ingressclass.kubernetes.io/is-default-class` is exactly `"true"`.',
          source: [analyze],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/ingress-classes.json',
      writtenBy: ['clusterResources'],
      description: 'Every IngressClass of the cluster (`networking.k8s.io/v1`), with its name and annotations.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: 'The analyzer never reads `when` and does not stop at the first outcome. When the class is found, the result is a pass with the `message` and `uri` of the last `pass` outcome; when it is not, a fail with those of the last `fail` outcome. `warn` outcomes are never used.',
      source: [analyze],
    },
    noMatch: {
      text: 'Every run ends in a pass or a fail. If the list has no outcome of that severity the message is empty, except without `ingressClassName`, where it reads `Default Ingress Class found` or `No Default Ingress Class found`.',
      source: [analyze],
    },
  },
  gotchas: [
    {
      title: 'Not in the published schemas',
      text: 'The spec types and the CLIs know `ingressClass`, but the JSON Schema files for the spec kinds do not list it, so an editor that validates with them flags it as unknown. The analyzer runs all the same.',
      source: ['pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#IngressClass', 'pkg/analyze/analyzer.go#GetAnalyzer'],
    },
    {
      title: 'The last outcome wins',
      text: 'With two `pass` (or two `fail`) outcomes, the one further down gives the message, the opposite of analyzers that stop at the first match. Write one outcome of each severity.',
      source: [analyze],
    },
    {
      title: 'Old clusters',
      text: 'On a cluster without the `networking.k8s.io/v1` IngressClass API (before Kubernetes 1.19), or when IngressClasses could not be listed, `ingress-classes.json` is empty, the analyzer fails to read it and the check is dropped from the results; only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/collect/cluster_resources.go#ingressClasses', analyze, 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default ingressClass;
