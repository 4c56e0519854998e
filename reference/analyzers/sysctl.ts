import type {AnalyzerEntry} from '../model';

const sysctl: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'sysctl',
  title: 'Sysctl',
  summary: 'Checks kernel parameters (under net.ipv4, net.bridge and vm) that the sysctl collector read on each node, and reports the nodes where a condition holds.',
  goType: {name: 'SysctlAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#SysctlAnalyze'},
  fields: [],
  reads: [
    {
      path: 'sysctl/<node>',
      writtenBy: ['sysctl'],
      description: 'Every file in the directory, one per node and named after it: lines of `/proc/sys/<path> = <value>`, which the analyzer turns into dotted names such as `net.ipv4.ip_forward`.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'sysctl',
    examples: ['net.ipv4.ip_forward = 0', 'net.bridge.bridge-nf-call-iptables == 1', 'vm.max_map_count < 262144', 'vm.swappiness >= 60'],
    order: {
      text: 'Outcomes are tried from top to bottom, and the first whose condition holds on at least one node gives the result; an outcome without `when` always holds. The message then starts with the nodes where it held: `Node <name>: <message>`, or `Nodes <a>, <b>: <message>` in alphabetical order. An outcome without `when` keeps its message as written and loses its `uri`.',
      source: ['pkg/analyze/sysctl.go#AnalyzeSysctl.analyzeSysctl', 'pkg/analyze/sysctl.go#evalSysctlOutcome', 'pkg/analyze/sysctl.go#evalSysctlWhen'],
    },
    noMatch: {
      text: 'There is no result at all; only a log line printed with `--debug` or `-v` says `no outcome matched`. End the list with an outcome without `when` to always get one.',
      source: ['pkg/analyze/sysctl.go#AnalyzeSysctl.Analyze', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: '"On some node", never "on every node"',
      text: 'A condition holds when it is true on at least one node. To require a value everywhere, test for the bad value on a `fail` or `warn` outcome (`net.ipv4.ip_forward = 0`) and let a later `pass` catch the rest.',
      source: ['pkg/analyze/sysctl.go#evalSysctlWhen'],
    },
    {
      title: '`=` compares text',
      text: '`=`, `==` and `===` compare your value, trimmed, with the value as the collected file shows it, character for character: `01` is not `1`, and a parameter that holds several numbers matches only when you write the same separators the file has (check the `sysctl/<node>` file). A node without the parameter is skipped.',
      source: ['pkg/analyze/sysctl.go#evalSysctlWhen', 'pkg/analyze/sysctl.go#parseSysctlParameters'],
    },
    {
      title: 'Number comparisons need the parameter on every node',
      text: 'With `<`, `<=`, `>` or `>=`, each node\'s value is read as a whole number. If any node lacks the parameter or holds anything but a single whole number, the analyzer fails and the check is dropped, with only a log line printed with `--debug` or `-v` to say why.',
      source: ['pkg/analyze/sysctl.go#evalSysctlWhen', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Severity keys inside one item',
      text: 'If an item under `outcomes` has several of `fail`, `warn` and `pass`, only the `when`, `message` and `uri` of `fail` (else of `warn`) are used, but the result is marked with every severity the item has. `preflight` then prints it as the mildest of them (a `pass` and `fail` item that holds shows as passed), `analysis.json` shows the gravest, and the exit code takes warn before fail. Write one severity per item. An item with none of them (a misspelt key, say) makes the analyzer dereference nothing and the command crashes.',
      source: [
        'pkg/analyze/sysctl.go#evalSysctlOutcome',
        'pkg/preflight/text_results.go#outputResult',
        'pkg/convert/supportbundle.go#FromAnalyzerResult',
        'pkg/preflight/run.go#checkOutcomesToExitCode',
      ],
    },
    {
      title: 'No files, no result',
      text: 'When the bundle has no `sysctl/` files (the collector was not in the spec, or every node pod failed), the analyzer returns nothing and no error.',
      source: ['pkg/analyze/sysctl.go#AnalyzeSysctl.analyzeSysctl'],
    },
  ],
};

export default sysctl;
