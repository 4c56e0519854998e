import type {HostAnalyzerEntry} from '../model';
import {inPodLayoutGotcha, noFileBehaviour} from './certificate';

const analyze = 'pkg/analyze/host_system_packages.go#AnalyzeHostSystemPackages.Analyze';
const single = 'pkg/analyze/host_system_packages.go#AnalyzeHostSystemPackages.analyzeSingleNode';
const data = 'pkg/analyze/host_system_packages.go#getSystemPackageTemplateMap';

const systemPackages: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'systemPackages',
  title: 'System Packages',
  summary: 'Judges each package the systemPackages collector looked up with a template condition, and gives one result per package.',
  goType: {name: 'SystemPackagesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#SystemPackagesAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'packages',
      description: 'The `collectorName` of the systemPackages collector to read: the analyzer opens `host-collectors/system/<collectorName>-packages.json`.',
      notes: [
        {
          text: 'Both sides fall back to `packages`, which gives the file `packages-packages.json`. Name the collector and the analyzer alike, or leave both names out.',
          source: [analyze, 'pkg/collect/host_system_package.go#CollectHostSystemPackages.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/<collectorName>-packages.json',
      writtenBy: ['systemPackages'],
      description: 'The distribution and version, and the package manager\'s answer for each package.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'system-packages',
    examples: ['{{ not .IsInstalled }}', '{{ .IsInstalled }}', '{{ and .IsInstalled (eq .OS "ubuntu") }}'],
    order: {
      text: 'Each package is judged on its own: its outcomes are tried from top to bottom and the first that holds gives that package\'s result, so one analyzer gives as many results as there are packages, all with the same title (`checkName`, or `System Packages`). The `message` is rendered as a template with the same data, so it can name the package.',
      source: [single],
    },
    noMatch: {
      text: 'A package no outcome holds for gets no result. When no package gets one, or the collector looked up no package (no list for this distribution), the analyzer shows nothing at all.',
      source: [single, 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    templateVariables: [
      {name: '.Name', meaning: 'the package name as listed in the collector'},
      {name: '.IsInstalled', meaning: '`true` when the package manager exited with 0, printed nothing on standard error and its output contains neither `not installed` nor `No matching Packages`'},
      {name: '.OS', meaning: 'the distribution `ID`: `ubuntu`, `rhel`, `rocky`, `centos`, `ol` or `amzn`'},
      {name: '.OSVersion', meaning: 'the `VERSION_ID` as text, such as `22.04` or `8.9`'},
      {name: '.OSVersionMajor', meaning: 'the part of the version before the first dot, as a number (0 when it is not one)'},
      {name: '.OSVersionMinor', meaning: 'the part after the first dot, as a number (0 when missing)'},
      {name: '.ExitCode', meaning: 'the exit code of `dpkg` or `rpm`, as text: `"0"`, `"1"`'},
      {name: '.Error', meaning: 'what the package manager printed on standard error'},
      {
        name: '.<Key>',
        meaning:
          'one key per `Key: value` line the package manager printed, with spaces and hyphens removed from the key: `.Version`, `.Status`, `.Architecture` from `dpkg -s`; `.Version`, `.Release`, `.InstallDate`, `.Vendor` from `rpm -qi`. Only lines whose key starts with an upper-case letter; present only when the line was printed',
      },
    ],
  },
  gotchas: [
    {
      title: '`when` must render to a boolean word',
      text: 'The rendered `when` goes to `strconv.ParseBool` as it is, which accepts `true` and `false` (also `1`, `0`, `t`, `f`, `TRUE`, `False` and the like) and nothing else. A trailing newline from a YAML block scalar, a space before `{{`, or a value such as `yes` stops the analyzer with `Analyzer Failed: ... failed to parse templated when expression as a boolean`. Write `when` on one line, in quotes.',
      source: ['pkg/analyze/host_system_packages.go#compareSystemPackagesConditionalToActual', 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    {
      title: 'Details keys exist only when printed',
      text: '`.Version` and the other detail keys come from the package manager\'s output, so they are missing for a package that is not installed. Printed, a missing key renders as `<no value>`. Guard comparisons with `and .IsInstalled (...)`, which stops at the first false argument.',
      source: ['pkg/analyze/host_system_packages.go#getSystemPackageDetailsMap', data, 'internal/util/util.go#RenderTemplate'],
    },
    {
      title: 'Installed is a heuristic',
      text: '`.IsInstalled` looks only at the exit code, standard error and two phrases. On Ubuntu a package that was removed but left its configuration behind can still read as installed; test `.Status` (`install ok installed`) when that matters.',
      source: ['pkg/analyze/host_system_packages.go#isSystemPackageInstalled'],
    },
    {
      title: 'Template errors fail the whole analyzer',
      text: 'A `when` or `message` that does not parse or render for one package (an unknown function, a comparison of a number with text) stops the analyzer for every package, with a single fail `Analyzer Failed`.',
      source: [single, 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    noFileBehaviour(analyze),
    inPodLayoutGotcha('host-collectors/system', '<collectorName>-packages.json', analyze),
  ],
};

export default systemPackages;
