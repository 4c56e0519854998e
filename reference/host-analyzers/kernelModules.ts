import type {HostAnalyzerEntry} from '../model';

const analyze = 'pkg/analyze/host_kernel_modules.go#AnalyzeHostKernelModules.Analyze';
const compare = 'pkg/analyze/host_kernel_modules.go#compareKernelModuleConditionalToActual';

const kernelModules: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'kernelModules',
  title: 'Kernel modules',
  summary: 'Checks whether kernel modules are loaded, loadable or in another state, from the list the kernelModules collector recorded.',
  goType: {name: 'KernelModulesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#KernelModulesAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      description: 'Accepted but not used: the analyzer always reads `host-collectors/system/kernel_modules.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/kernel_modules.json',
      writtenBy: ['kernelModules'],
      description: 'Every module with its state. Only this path is read: there is no per-node lookup.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'kernel-modules',
    examples: ['ip_tables,br_netfilter == loaded,loadable', 'overlay == loaded', 'dm_thin_pool != loaded,loadable'],
    order: {
      text: 'Unlike other analyzers, every outcome with a `when` is evaluated and each one that holds adds its own result, so one check can report several lines. Then the first outcome without `when` that is allowed is added as a default: a default fail only if no outcome with `when` passed, a default warn only if none passed or failed, a default pass only if none failed. A matching warn blocks nothing, so a default warn can be added next to it.',
      source: [analyze],
    },
    noMatch: {
      text: 'When nothing was added, the check is reported as a warning with the message `no results`.',
      source: [analyze, 'pkg/analyze/host_analyzer.go#resultCollector.get'],
    },
  },
  gotchas: [
    {
      title: 'A default fail can join a matching fail',
      text: 'The default rules only look at passes and fails from outcomes with `when`. With a fail on a condition and a fail without `when`, a matching condition gives two fail lines. Use a pass without `when` as the default next to conditional fails, or a fail without `when` next to conditional passes.',
      source: [analyze],
    },
    {
      title: '`!=` with several modules depends on order',
      text: 'With `!=` the modules are checked in the order written: the condition holds at the first module that is missing, is false at the first module found in one of the states, and holds if neither happens. `a,b != loaded` is false when `a` is loaded even if `b` is missing. Write one module per `!=` condition.',
      source: [compare],
    },
    {
      title: 'Unloaded compressed modules have another name',
      text: 'A module that is on disk but not loaded is recorded under its file name minus the last extension, which is `ip_tables.ko` for a compressed `ip_tables.ko.zst`. `ip_tables == loaded,loadable` is then false for a module that could be loaded; `ip_tables,ip_tables.ko` does not help either, since `==` needs every listed name. Prefer checking `loaded` on machines prepared for the installation, or test both spellings in separate outcomes.',
      source: ['pkg/collect/host_kernel_modules.go#kernelModulesLoadable.collect', compare],
    },
    {
      title: 'A missing file is a failure',
      text: 'The analyzer reads only `host-collectors/system/kernel_modules.json`. When the collector did not run or failed, or the bundle was made with `runHostCollectorsInPod` (which stores the file under the node name), the check fails with `Analyzer Failed: ... failed to get collected file`.',
      source: [analyze, 'pkg/supportbundle/collect.go#runRemoteHostCollectors', 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
  ],
};

export default kernelModules;
