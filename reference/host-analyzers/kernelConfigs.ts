import type {HostAnalyzerEntry} from '../model';
import {inPodGotcha, missingFileGotcha} from './cpu';

const analyze = 'pkg/analyze/host_kernel_configs.go#AnalyzeHostKernelConfigs.Analyze';
const single = 'pkg/analyze/host_kernel_configs.go#AnalyzeHostKernelConfigs.analyzeSingleNode';
const replace = 'pkg/analyze/host_kernel_configs.go#addMissingKernelConfigs';

const kernelConfigs: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'kernelConfigs',
  title: 'Kernel configs',
  summary: 'Checks that kernel build options you list are set to the values you accept, from the configuration the kernelConfigs collector recorded.',
  goType: {name: 'KernelConfigsAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#KernelConfigsAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/kernel-configs.json`.',
    },
    {
      name: 'selectedConfigs',
      type: 'string[]',
      required: true,
      description:
        'The options to check, each as `CONFIG_NAME=` followed by the values you accept, in any order: `CONFIG_BRIDGE=y` (built in), `CONFIG_BRIDGE=m` (module) or `CONFIG_BRIDGE=ym` (either).',
      notes: [
        {
          text: 'Each entry must match `CONFIG_[A-Z0-9_]+=[ymn]+` exactly, with no spaces. One entry that does not fails the whole check with `Analyzer Failed: ... invalid kernel config`.',
          source: [single],
        },
        {
          text: 'An option missing from the collected file counts as not matching, whatever values you accept. Configuration files write disabled options as `# CONFIG_NAME is not set`, which is not recorded, so `CONFIG_NAME=n` passes only for an option the file spells out as `=n`, which kernel builds do not write.',
          source: [single, 'pkg/collect/host_kernel_configs.go#parseKConfigs'],
        },
        {
          text: 'An empty list matches trivially: the pass outcome is chosen.',
          source: [single],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/kernel-configs.json',
      writtenBy: ['kernelConfigs'],
      description: 'The options of the running kernel that are set to `y` or `m`. When it is missing, the analyzer reads `host-collectors/system/node_list.json` and one file per node instead (see Gotchas).',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [],
    order: {
      text: '`when` is never read. When every selected option matches, the first `pass` outcome is reported; when any does not, the first `fail` outcome is reported, with the literal text `{{ .ConfigsNotFound }}` in its message replaced by the failing entries, comma-separated. `warn` outcomes are ignored, and `uri` is not copied to the result.',
      source: [single, replace],
    },
    noMatch: {
      text: 'With no `pass` outcome when everything matches, or no `fail` outcome when something does not, there is no result at all.',
      source: [single],
    },
  },
  gotchas: [
    {
      title: '`{{ .ConfigsNotFound }}` is text, not a template',
      text: 'The message is not rendered as a template. Only the exact string `{{ .ConfigsNotFound }}`, with one space inside each pair of braces, is replaced; `{{.ConfigsNotFound}}` stays as written.',
      source: [replace],
    },
    {
      title: 'Failing entries are listed as you wrote them',
      text: 'The replacement lists the entries of `selectedConfigs` that did not match, such as `CONFIG_BRIDGE=y`, not the values the kernel has. Look in `kernel-configs.json` for those.',
      source: [single, replace],
    },
    missingFileGotcha(analyze),
    inPodGotcha('host-collectors/system', 'kernel-configs.json', analyze),
  ],
};

export default kernelConfigs;
