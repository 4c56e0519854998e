import type {HostAnalyzerEntry} from '../model';
import {inPodLayoutGotcha, noFileBehaviour} from './certificate';

const analyze = 'pkg/analyze/host_services.go#AnalyzeHostServices.Analyze';
const compare = 'pkg/analyze/host_services.go#compareHostServicesConditionalToActual';

const hostServices: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'hostServices',
  title: 'Host Services',
  summary: 'Compares the state of one systemd service, from the list the hostServices collector saved, with the states you expect.',
  goType: {name: 'HostServicesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HostServicesAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/systemctl_services.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/systemctl_services.json',
      writtenBy: ['hostServices'],
      description: 'Every service unit with its load, active and sub state.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'host-services',
    examples: ['containerd.service = active', 'kubelet.service = active,running', 'firewalld.service != inactive', 'ufw.service = active,*,loaded'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. Each outcome names its own service, so one analyzer can test several services, but only one result comes out: the first outcome that holds.',
      source: ['pkg/analyze/host_analyzer.go#evaluateOutcomes', compare],
    },
    noMatch: {
      text: 'No result at all, and no change to the exit code. The only trace is a `no outcome matched` log line, printed only with `--debug` or `-v`. End the list with an outcome without `when`.',
      source: ['pkg/analyze/host_analyzer.go#evaluateOutcomes', 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'Names match by prefix',
      text: 'The first unit whose name starts with what you wrote is compared, in the order `systemctl` listed them (alphabetical). `docker = active` can therefore pick `docker-cleanup.service` before `docker.service`. Write the full unit name, with `.service`.',
      source: ['pkg/analyze/host_services.go#isServiceMatch', compare],
    },
    {
      title: 'An absent service is neither equal nor different',
      text: 'When no unit matches the name, both `=` and `!=` are false. `example.service != active` does not fire for a service missing from the list (not installed, or not loaded); to catch that case, test for the state you want first (`example.service = active` as a pass) and put the fail after it without `when`.',
      source: [compare],
    },
    {
      title: 'Failed services may not be found',
      text: 'Current systemd versions mark failed units with a bullet in front of the name, which the collector stores as the unit name. For such a unit, `= failed` does not match and `!= active` is false, as for a service that does not exist. The "pass first, fail as catch-all" order above covers failed services too.',
      source: ['pkg/collect/host_services.go#CollectHostServices.Collect', compare],
    },
    {
      title: 'Exact spelling, single spaces',
      text: 'The condition is split on single spaces with nothing trimmed, and the operators are `=`, `==`, `!=` and `<>` only (`===` is an error). A malformed `when` makes the analyzer fail visibly with `Analyzer Failed`.',
      source: [compare, 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    noFileBehaviour(analyze),
    inPodLayoutGotcha('host-collectors/system', 'systemctl_services.json', analyze),
  ],
};

export default hostServices;
