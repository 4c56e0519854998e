import type {AnalyzerEntry} from '../model';

const ingress: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'ingress',
  title: 'Ingress',
  summary: 'Checks that an Ingress with a given name exists in a namespace, from the Ingress list clusterResources saved.',
  goType: {name: 'Ingress', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#Ingress'},
  fields: [
    {
      name: 'ingressName',
      type: 'string',
      required: true,
      description: 'The name of the Ingress to look for, compared exactly. Also part of the default title, `Ingress <ingressName>`.',
    },
    {
      name: 'namespace',
      type: 'string',
      required: true,
      description: 'The namespace to look in. It picks the file that is read, so it must be one that `clusterResources` collected.',
      notes: [
        {
          text: 'Without `namespace` the analyzer asks for `cluster-resources/ingress/.json`, which never exists, and the check is dropped with only a log line printed with `--debug` or `-v` to say why. The same happens for a namespace that was not collected.',
          source: ['pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/ingress/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The Ingresses of the namespace, as a list; only their names are looked at.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: '`when` is never read. If the list has an Ingress named `ingressName`, the result is a pass with the message and `uri` of the last `pass` outcome; if not, a fail with those of the last `fail` outcome. Without an outcome of that severity the message is empty. `warn` outcomes are never used.',
      source: ['pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress'],
    },
    noMatch: {
      text: 'There is always a pass or a fail, unless the namespace file is missing; then the check is dropped with only a log line printed with `--debug` or `-v` to say why.',
      source: ['pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'Existence only',
      text: 'The analyzer does not look at rules, class, TLS or the load balancer address: an Ingress that exists passes even if nothing routes through it.',
      source: ['pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress'],
    },
    {
      title: 'Last outcome wins',
      text: 'With several `pass` (or `fail`) outcomes, only the last of each is used; order and `when` make no difference.',
      source: ['pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress'],
    },
  ],
};

export default ingress;
