/**
 * The `support-bundle` binary: every command and flag, in registration order, in our words, with
 * the behaviour that surprises next to the flag it concerns. Types, defaults and shorthands are
 * checked against vendor/troubleshoot/cli.json by tests/unit/cli.spec.ts.
 */
import type {CliCommand} from './model';

/** Commands whose flags are read through viper: `TROUBLESHOOT_<FLAG>` with dashes as underscores. */
const viperEnv = {prefix: 'TROUBLESHOOT', keyReplacer: true, viaViper: true} as const;

const root: CliCommand = {
  path: 'support-bundle',
  use: 'support-bundle [urls...]',
  summary:
    'Loads every spec it is given (or finds in the cluster), runs the collectors, redacts the results, runs the analyzers and writes one `.tar.gz` archive.',
  env: viperEnv,
  kubectlFlags: true,
  notes: [
    {
      title: 'Spec locations',
      text: 'Each argument is a local file, `-` for standard input, an `http://` or `https://` address, an `oci://` reference, `secret/<namespace>/<name>[/<key>]` or `configmap/<namespace>/<name>[/<key>]`. Without a key, every key of the Secret or ConfigMap is read and whatever is not a spec is ignored; with a key that does not exist, nothing is read and no error is shown.',
      source: ['internal/specs/specs.go#LoadFromCLIArgs'],
    },
    {
      title: 'A URL that fails is skipped',
      text: 'When an `http(s)` spec cannot be fetched (no connection, a body that cannot be read) or the loader returns an error for it, a yellow warning is printed and the run goes on without it. The response status is never checked: a 404 or 500 page is read as a spec, and since it holds no Troubleshoot document it is dropped without a word. If nothing else was given, the run then stops with "no collectors specified to run".',
      source: ['internal/specs/specs.go#LoadFromCLIArgs', 'internal/specs/specs.go#downloadFromHttpURL', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'cmd/troubleshoot/cli/run.go#loadSpecs'],
    },
    {
      title: 'Broken documents are dropped without a word',
      text: 'Documents are read leniently: one that is not valid YAML, has an apiVersion other than `troubleshoot.sh/v1beta2`, `troubleshoot.sh/v1beta3` or `troubleshoot.replicated.com/v1beta1`, or fails to decode is skipped, and unknown fields are ignored. A `v1` Secret or ConfigMap is opened instead, and the specs under its spec keys are read the same way. A v1beta3 SupportBundle is the exception: if it fails to decode or resolve, the run stops with exit code 2. Use `--dry-run` to see what was actually loaded.',
      source: ['pkg/loader/loader.go#specLoader.loadFromStrings', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
    },
    {
      title: 'What is merged, and what is ignored',
      text: 'All SupportBundle documents are merged into one spec named `merged-support-bundle-spec`; the `collectors` of Collector documents and the `collectors` of HostCollector documents are added to it, and every Redactor is merged into `merged-redactors-spec`. Analyzer, Preflight, HostPreflight and RemoteCollector documents are loaded but never used by this command. Collectors and analyzers that are exactly alike are kept once.',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs'],
    },
    {
      title: 'Two collectors are added for you',
      text: '`clusterInfo` and `clusterResources` are added unless the merged spec has only host collectors, or `--auto` is set (auto-discovery adds its own).',
      source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'No templating',
      text: 'This command has no `--values` or `--set` and renders no template: `{{ ... }}` text in a spec is read as it stands, and a document that no longer parses as YAML because of it is skipped. Only `support-bundle lint` renders v1beta3 templates.',
      source: ['cmd/troubleshoot/cli/root.go#RootCmd', 'pkg/loader/loader.go#specLoader.loadFromStrings'],
    },
    {
      title: 'Environment variables',
      text: 'Every flag of this command can be set as `TROUBLESHOOT_<FLAG>` with dashes turned into underscores (`TROUBLESHOOT_COLLECT_WITHOUT_PERMISSIONS=false`); a flag on the command line wins. In a variable, the values of a list flag such as `--redactors` or `--metadata` are separated by spaces, not commas. The kubectl connection flags are the exception: the cluster connection reads them from the command line only, so `TROUBLESHOOT_CONTEXT` or `TROUBLESHOOT_KUBECONFIG` change nothing, yet `TROUBLESHOOT_NAMESPACE` does change the namespace that the spec search and the collectors use.',
      source: ['cmd/troubleshoot/cli/root.go#RootCmd', 'cmd/troubleshoot/cli/root.go#initConfig', 'pkg/k8sutil/config.go#GetRESTConfig'],
    },
    {
      title: 'Errors after the archive is written',
      text: 'When the host or the in-cluster phase fails as a whole (host collectors in pods time out, a redaction step fails), the archive is still written with whatever was collected, but the command then ends with exit code 1 and prints neither the archive path nor the analysis.',
      source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'cmd/troubleshoot/cli/run.go#runTroubleshoot'],
    },
    {
      title: 'Ctrl-C',
      text: 'An interrupt during collection ends the command at once with exit code 0 and no archive. The cleanup steps are skipped, so the partly collected, not yet redacted files stay in a `supportbundle*` folder under the system temporary directory.',
      source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
    },
  ],
  flags: [
    {
      name: 'redactors',
      type: 'stringSlice',
      default: '[]',
      description:
        'More spec locations to load, meant for Redactor documents: files, URLs, `oci://`, `secret/...` or `configmap/...`, comma separated or repeated.',
      notes: [
        {
          text: 'The help text says "names of the additional redactors", but each value is a location, loaded exactly like a positional argument, and every kind found there is used: a SupportBundle passed here adds its collectors too.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'internal/specs/specs.go#LoadFromCLIArgs'],
        },
        {
          text: 'It applies however the specs are found: with spec arguments, with `--load-cluster-specs`, and with no spec argument at all, where its Redactor documents join those found in the cluster. Its values do not count as spec arguments, so a command with only `--redactors` still searches the cluster for specs, and stops with "no collectors specified to run" when it finds none. Releases up to v0.101.0 ignored the flag when no spec argument was given.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'cmd/troubleshoot/cli/root.go#RootCmd', 'internal/specs/specs.go#LoadFromCLIArgs'],
        },
      ],
    },
    {
      name: 'redact',
      type: 'bool',
      default: 'true',
      description: 'Run redaction over every collected file before the archive is written.',
      notes: [
        {
          text: '`--redact=false` switches off the built-in rules and every Redactor you supplied (from the arguments, from the cluster and from `--redactors`), and with them `--tokenize`.',
          source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/supportbundle/collect.go#runHostCollectors'],
        },
      ],
    },
    {
      name: 'tokenize',
      type: 'bool',
      default: 'false',
      description:
        'Replace each masked value with a token such as `***TOKEN_PASSWORD_1A2B3C***` instead of `***HIDDEN***`. The same value gets the same token everywhere in the bundle, so you can still tell which masked values are equal.',
      notes: [
        {
          text: 'The hash behind each token is salted with random bytes at every run, so the same secret gets a different token in the next bundle; tokens only correlate inside one bundle.',
          source: ['pkg/redact/tokenizer.go#NewTokenizer', 'pkg/redact/tokenizer.go#GetGlobalTokenizer'],
        },
        {
          text: 'Tokens are only produced while redaction runs, so `--redact=false --tokenize` masks and tokenizes nothing.',
          source: ['pkg/supportbundle/collect.go#runCollectors'],
        },
      ],
    },
    {
      name: 'redaction-map',
      type: 'string',
      default: '',
      description:
        'Write a JSON file at this path (relative to the current directory, whatever `-o` says) that maps every token back to the value it replaced, with statistics. The file is not put in the archive.',
      notes: [
        {
          text: 'The file holds the original secret values in clear text (mode 0600) unless `--encrypt-redaction-map` is set. It is only written with `--tokenize`; with `--redact` alone (the default) the flag passes validation and no file appears.',
          source: ['pkg/supportbundle/supportbundle.go#processTokenizationFeatures', 'pkg/redact/tokenizer.go#Tokenizer.GenerateRedactionMapFile', 'cmd/troubleshoot/cli/run.go#ValidateTokenizationFlags'],
        },
      ],
    },
    {
      name: 'encrypt-redaction-map',
      type: 'bool',
      default: 'false',
      description: 'Encrypt the values in the redaction map with AES-256-GCM. Needs `--redaction-map`.',
      notes: [
        {
          text: 'The key is generated at random for each run and is neither written nor printed, so nobody can decrypt the values afterwards. Only the token names, file references and statistics stay readable.',
          source: ['pkg/redact/tokenizer.go#Tokenizer.GenerateRedactionMapFile', 'pkg/redact/tokenizer.go#Tokenizer.encryptRedactionMap'],
        },
      ],
    },
    {
      name: 'token-prefix',
      type: 'string',
      default: '',
      description: 'Meant to change the token format. Needs `--tokenize` and must contain `%s`.',
      notes: [
        {
          text: 'The value is checked and echoed only after collection, then ignored: tokens keep the `***TOKEN_<TYPE>_<HASH>***` format. A value without `%s` does not stop the run; it prints a yellow warning, and that warning also skips writing the `--redaction-map` file and the `--tokenization-stats` output.',
          source: ['pkg/supportbundle/supportbundle.go#configureTokenizer', 'pkg/supportbundle/supportbundle.go#processTokenizationFeatures', 'pkg/redact/tokenizer.go#NewTokenizer'],
        },
      ],
    },
    {
      name: 'verify-tokenization',
      type: 'bool',
      default: 'false',
      description: 'Check the tokenization settings, print the result and exit without collecting anything.',
      notes: [
        {
          text: 'The check runs only after the specs have loaded, so it still needs a usable kubeconfig, specs that load (or `--auto`), and a reachable cluster when the specs come from it. When it passes, the command exits with code 0 at once.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'cmd/troubleshoot/cli/run.go#ValidateTokenizationFlags'],
        },
        {
          text: 'Combined with `--tokenize` it always fails ("tokenizer is not enabled despite --tokenize flag", exit code 1): it sets `TROUBLESHOOT_TOKENIZATION`, which nothing reads, and the tokenizer it then creates starts disabled.',
          source: ['cmd/troubleshoot/cli/run.go#VerifyTokenizationSetup', 'pkg/redact/tokenizer.go#GetGlobalTokenizer'],
        },
      ],
    },
    {
      name: 'bundle-id',
      type: 'string',
      default: '',
      description: 'A label for this bundle in tokenization output. Needs `--tokenize`.',
      notes: [
        {
          text: 'It is printed and becomes part of the redaction map `profile` (`support-bundle-<id>`); the `bundleId` inside the map stays the generated one, and tokens do not depend on it.',
          source: ['pkg/supportbundle/supportbundle.go#processTokenizationFeatures', 'pkg/redact/tokenizer.go#Tokenizer.GetRedactionMap'],
        },
      ],
    },
    {
      name: 'tokenization-stats',
      type: 'bool',
      default: 'false',
      description: 'Print statistics on the tokenized values after collection: counts, cache hits and the number found in each file. Needs `--tokenize`. The list headed `Secrets by type` shows the hash part of each token, not its type.',
    },
    {
      name: 'interactive',
      type: 'bool',
      default: 'true',
      description:
        'Show a spinner while collecting and a browsable list of analyzer results at the end. When off, the command prints JSON with `analyzerResults` and `archivePath` on standard output.',
      notes: [
        {
          text: 'Only honoured when standard output is a terminal: piped or redirected, the command is non-interactive whatever the flag says.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot'],
        },
        {
          text: 'When the archive was uploaded, by an `afterCollection` `uploadResultsTo` or by `--auto-upload`, two lines of plain text replace the JSON.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot'],
        },
        {
          text: 'Non-interactive progress and warnings go through the logger, which prints nothing unless `--debug` or `-v` is set, so without them collector errors and skipped collectors leave no trace on screen. A few messages are printed directly all the same, on standard output before the JSON: a spec URL that could not be loaded, an analyzer error, the `--auto` and tokenization summaries, upload progress.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/logger/logger.go#SetupLogger', 'internal/specs/specs.go#LoadFromCLIArgs', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
        },
        {
          text: 'In interactive mode, a spec with host collectors run by a user other than root (and without `runHostCollectorsInPod`) first asks whether to exit and rerun with sudo; answering yes ends the command with code 0 and no bundle.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot'],
        },
      ],
    },
    {
      name: 'collect-without-permissions',
      type: 'bool',
      default: 'true',
      description:
        'Keep going when the permission pre-check finds collectors the current user cannot run: they are skipped (except `clusterResources`, which runs anyway) and listed in `skipped-collectors.json`.',
      notes: [
        {
          text: 'With `false`, only the collector type that comes last in the run decides: the "something was refused" mark is reset for each type, so a refused `logs` or `secret` earlier in the list is forgotten. When the spec does not list `clusterInfo`, it is added at the end and has no pre-check, so the run usually goes on and skips the refused collectors as if the flag were `true`. When the last type is refused, nothing from the cluster is saved, no archive is written unless host collectors produced files, and the command exits with code 1.',
          source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/collect/collector.go#EnsureCollectorInList', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
        },
      ],
    },
    {
      name: 'selector',
      shorthand: 'l',
      type: 'stringSlice',
      default: '[troubleshoot.sh/kind=support-bundle]',
      description:
        'The label selector used to find spec Secrets and ConfigMaps in the cluster when specs are loaded from the cluster. It selects no pods or nodes, unlike `preflight --selector`, which picks nodes for remote collectors.',
      notes: [
        {
          text: 'Left at its default, the search also matches the legacy label `troubleshoot.io/kind=support-bundle`. Any other selector stops that widening.',
          source: ['internal/specs/specs.go#LoadFromCluster'],
        },
        {
          text: 'A selector without a `troubleshoot.sh/kind` or `troubleshoot.io/kind` requirement (`-l app=shop`) matches any Secret or ConfigMap with that label, as long as it holds one of the spec keys.',
          source: ['internal/specs/specs.go#SplitTroubleshootSecretLabelSelector'],
        },
      ],
    },
    {
      name: 'load-cluster-specs',
      type: 'bool',
      default: 'false',
      description: 'Also load specs from labelled Secrets and ConfigMaps in the cluster (see `--selector`).',
      notes: [
        {
          text: 'Turns itself on when the command gets no spec argument at all, unless the flag is given on the command line. `TROUBLESHOOT_LOAD_CLUSTER_SPECS=false` does not prevent this; `--load-cluster-specs=false` does.',
          source: ['cmd/troubleshoot/cli/root.go#RootCmd'],
        },
        {
          text: 'If the cluster search fails and other specs were loaded, a warning is printed and the run continues; if nothing else was loaded, the command exits with code 2.',
          source: ['internal/specs/specs.go#LoadFromCLIArgs'],
        },
      ],
    },
    {
      name: 'since-time',
      type: 'string',
      default: '',
      description:
        'Keep only log lines written after this RFC 3339 time, zone included (`2026-03-01T08:00:00Z`, `2026-03-01T09:00:00+01:00`), for every `logs` collector in the spec.',
      notes: [
        {
          text: 'It replaces each `logs` collector\'s own `limits`, and a start time switches off the default 10000-line and 5 MB caps: the whole log since that time is saved. It cannot be combined with `--since`.',
          source: ['pkg/collect/logs.go#CollectLogs.CollectWithClient', 'pkg/collect/logs.go#setLogLimits', 'cmd/troubleshoot/cli/run.go#parseTimeFlags'],
        },
      ],
    },
    {
      name: 'since',
      type: 'string',
      default: '',
      description:
        'Keep only log lines newer than this Go duration (`30m`, `6h`; no `d` unit), for every `logs` collector in the spec.',
      notes: [
        {
          text: 'Like `--since-time`, it overrides every `logs` collector\'s `limits` and lifts the line and byte caps, so a long duration can make the bundle much larger.',
          source: ['cmd/troubleshoot/cli/run.go#parseTimeFlags', 'pkg/collect/logs.go#setLogLimits'],
        },
      ],
    },
    {
      name: 'remote-host-collect-timeout',
      type: 'int',
      default: '30',
      description:
        'Seconds to wait for the DaemonSet and for each of its pods when `runHostCollectorsInPod` is set. Zero or less means 30.',
      notes: [
        {
          text: 'On a timeout the host collectors are given up and the DaemonSet `remote-host-collector-*` in `default` is not deleted. The command then exits with code 1: after writing the archive when in-cluster collectors produced files, and without any archive when the spec has only host collectors.',
          source: ['pkg/supportbundle/collect.go#runRemoteHostCollectors', 'pkg/supportbundle/collect.go#getCollectTimeout', 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
        },
      ],
    },
    {
      name: 'output',
      shorthand: 'o',
      type: 'string',
      default: '',
      defaultText: '`support-bundle-<YYYY-MM-DDTHH_MM_SS>.tar.gz` in the current directory (local time)',
      description: 'Where to write the archive.',
      notes: [
        {
          text: 'A trailing `.tar.gz` is removed and added back, so `-o bundle` and `-o bundle.tar.gz` give the same file, while `-o bundle.tgz` gives `bundle.tgz.tar.gz`. The directory must exist. An existing file is never overwritten: ` (1)`, ` (2)` and so on are appended to the name.',
          source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/supportbundle/collect.go#findFileName', 'pkg/convert/output.go#ValidateOutputPath'],
        },
        {
          text: 'The folder inside the archive takes the same name. `support-bundle diff` only removes top folders named `root` or starting with `support-bundle`, so bundles saved under other names compare badly.',
          source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'cmd/troubleshoot/cli/diff.go#normalizePath'],
        },
      ],
    },
    {
      name: 'debug',
      type: 'bool',
      default: 'false',
      description:
        'Print log messages on standard error, and a summary of how long each collector and redaction step took at the end.',
    },
    {
      name: 'dry-run',
      type: 'bool',
      default: 'false',
      description:
        'Print the merged spec as YAML and exit without collecting: the merged Redactor when there is one, then the SupportBundle `merged-support-bundle-spec`.',
      notes: [
        {
          text: 'The output shows the spec as it would run: `clusterInfo` and `clusterResources` already added, duplicates removed, collectors found by `--auto` included, `uri` already followed. It still needs a usable kubeconfig, and reaches the cluster when specs come from it or `--auto` is set; with `--auto`, a few lines about auto-discovery are printed before the YAML.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'cmd/troubleshoot/cli/run.go#loadSpecs', 'cmd/troubleshoot/cli/auto_discovery.go#PrintAutoDiscoveryInfo'],
        },
        {
          text: 'The Redactor comes first because the kinds are always printed in the same order, Redactors before SupportBundles. It has `apiVersion: troubleshoot.replicated.com/v1beta2`, which the loader does not accept: feed the output back in and the redaction rules are silently dropped. Change it to `troubleshoot.sh/v1beta2` first.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/loader/loader.go#TroubleshootKinds.ToYaml', 'cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/loader/loader.go#specLoader.loadFromStrings'],
        },
      ],
    },
    {
      name: 'auto-update',
      type: 'bool',
      default: 'true',
      description:
        'Before running, check GitHub for a newer release and replace this binary with it. Installs made with Homebrew or krew are not replaced; the command only prints how to upgrade.',
      notes: [
        {
          text: '`TROUBLESHOOT_AUTO_UPDATE` is read twice: as `0` or `false` it turns the check off, and as the flag\'s environment form any value other than `1`, `t`, `T`, `TRUE`, `true` or `True` turns it off too (`no` and `off` included). The update applies from the next run; the current one continues with the old binary. Subcommands never update.',
          source: ['cmd/troubleshoot/cli/root.go#RootCmd', 'cmd/troubleshoot/cli/root.go#initConfig', 'pkg/updater/updater.go#CheckAndUpdate'],
        },
        {
          text: 'Replacing the binary works only with the Linux archives: the download asks for `support-bundle_<os>_<arch>.tar.gz`, while macOS releases ship one `darwin_all` archive and Windows ones are `.zip`. The failure is discarded, so after `Updating support-bundle from ...` the old binary simply runs. Whether Homebrew or krew manage the install is decided by asking those tools, not by where the binary lives.',
          source: ['pkg/updater/updater.go#assetDownloadURL', 'pkg/updater/updater.go#detectPackageManager', 'cmd/troubleshoot/cli/root.go#RootCmd'],
        },
      ],
    },
    {
      name: 'metadata',
      type: 'stringSlice',
      default: '[]',
      description: '`key=value` pairs saved in the bundle as `metadata/user.json`. Repeat the flag or separate pairs with commas.',
      notes: [
        {
          text: 'A pair without `=` stops the command (exit code 1) before collection starts.',
          source: ['cmd/troubleshoot/cli/run.go#parseMetadataFlag'],
        },
      ],
    },
    {
      name: 'auto-upload',
      type: 'bool',
      default: 'false',
      description:
        'After writing the archive, upload it with an HTTP POST to `https://<upload-domain>/supportbundle/upload/<app-slug>`, sending the license ID as the `Authorization` header.',
      notes: [
        {
          text: 'An upload failure is printed with the manual `support-bundle upload` command to use, and the run still succeeds. The upload is skipped when an `afterCollection` `uploadResultsTo` already sent the archive.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/supportbundle/upload.go#UploadToReplicatedApp'],
        },
      ],
    },
    {
      name: 'license-id',
      type: 'string',
      default: '',
      defaultText: 'read from the bundle',
      description:
        'The license ID to authenticate the upload. Without it, the ID is read from `cluster-resources/license.json` (written when a Secret named `replicated` holds a license in its `config.yaml`), or else from a `license` value in the collected ConfigMaps.',
      notes: [
        {
          text: 'The bundle is read even when the flag is given, and if neither the flag nor the bundle yields an ID the upload fails.',
          source: ['pkg/supportbundle/upload.go#UploadBundleAutoDetect', 'pkg/supportbundle/extract_license.go#ExtractLicenseFromBundle', 'pkg/collect/cluster_resources.go#replicatedLicense'],
        },
      ],
    },
    {
      name: 'app-slug',
      type: 'string',
      default: '',
      defaultText: 'read from the bundle',
      description: 'The application slug that ends the upload URL. Read from the bundle when left out.',
      notes: [
        {
          text: 'When `cluster-resources/license.json` is missing, the slug is taken from the name of the ConfigMaps file in which a license was found, and those files are named after namespaces. Pass the slug explicitly in that case.',
          source: ['pkg/supportbundle/extract_license.go#ExtractLicenseFromBundle', 'pkg/collect/cluster_resources.go#configMaps'],
        },
      ],
    },
    {
      name: 'upload-domain',
      type: 'string',
      default: '',
      defaultText: '`replicated.app`',
      description: 'The host the upload goes to, over HTTPS.',
    },
    {
      name: 'auto',
      type: 'bool',
      default: 'false',
      description:
        'Add collectors by auto-discovery: `clusterInfo`, `clusterResources`, and for each namespace a `logs` collector for every pod, a `configMap` collector with all data and a `secret` collector without values.',
      notes: [
        {
          text: 'Combined with a spec, only the spec\'s `logs`, `configMap`, `secret`, `clusterInfo` and `clusterResources` collectors survive; every other collector of the spec (`run`, `exec`, `http`, database collectors...) is turned into an empty entry and silently never runs.',
          source: ['cmd/troubleshoot/cli/auto_discovery.go#convertToCollectorSpecs', 'pkg/collect/autodiscovery/interfaces.go#CollectorSpec.ToTroubleshootCollect'],
        },
        {
          text: 'Without `-n` and without include or exclude patterns, every namespace the user can list is covered, system namespaces included. Extra collectors are also added for KOTS resources.',
          source: ['pkg/collect/autodiscovery/discoverer.go#Discoverer.getTargetNamespaces', 'pkg/collect/autodiscovery/discoverer.go#Discoverer.generateFoundationalCollectors'],
        },
      ],
    },
    {
      name: 'include-images',
      type: 'bool',
      default: 'false',
      description: 'With `--auto`, add an image-facts entry per namespace. Rejected without `--auto`.',
      notes: [
        {
          text: 'The entry is a `data` collector whose `image-facts` name makes it gather the images of pods, Deployments, DaemonSets and StatefulSets with metadata fetched from their registries into `image-facts/`. It takes the namespace from `-n`, not from the entry: without `-n`, every entry covers all namespaces and writes the same `image-facts/-facts.json`.',
          source: ['pkg/collect/autodiscovery/discoverer.go#Discoverer.generateNamespacedCollectors', 'pkg/collect/data.go#CollectData.Collect', 'pkg/collect/data.go#CollectData.collectImageFacts', 'cmd/troubleshoot/cli/auto_discovery.go#ValidateAutoDiscoveryFlags'],
        },
      ],
    },
    {
      name: 'rbac-check',
      type: 'bool',
      default: 'true',
      description:
        'With `--auto`, drop the discovered collectors the current user may not run (one access review each: list pods for logs, get ConfigMaps or Secrets, list nodes), and print a report of the missing permissions on standard error. Collectors from your spec are not checked.',
    },
    {
      name: 'discovery-profile',
      type: 'string',
      default: 'standard',
      description:
        'With `--auto`, one of `minimal`, `standard`, `comprehensive` or `paranoid`. `comprehensive` and `paranoid` also turn on `--include-images`.',
      notes: [
        {
          text: 'Any other value stops the command, even without `--auto`. The profiles\' own timeouts are overridden by a fixed 30 seconds, and their depth setting is not used, so `minimal` collects the same as `standard`, and `paranoid` the same as `comprehensive`.',
          source: ['cmd/troubleshoot/cli/auto_discovery.go#ValidateAutoDiscoveryFlags', 'cmd/troubleshoot/cli/auto_discovery.go#ApplyAutoDiscovery', 'cmd/troubleshoot/cli/auto_discovery.go#GetAutoDiscoveryConfig'],
        },
      ],
    },
    {
      name: 'exclude-namespaces',
      type: 'stringSlice',
      default: '[]',
      description:
        'With `--auto`, namespaces to leave out. A pattern may start and/or end with `*` (`*-test`, `tmp-*`, `*cache*`).',
      notes: [
        {
          text: 'An excluded namespace stays out even when an include pattern matches it. Ignored when `-n` is set.',
          source: ['pkg/collect/autodiscovery/namespace_scanner.go#NamespaceScanner.shouldIncludeNamespace', 'cmd/troubleshoot/cli/auto_discovery.go#ApplyAutoDiscovery'],
        },
      ],
    },
    {
      name: 'include-namespaces',
      type: 'stringSlice',
      default: '[]',
      description: 'With `--auto`, only namespaces matching one of these patterns (same wildcard rules as `--exclude-namespaces`).',
      notes: [
        {
          text: 'When the patterns match no namespace at all, auto-discovery falls back to every namespace. Ignored when `-n` is set.',
          source: ['pkg/collect/autodiscovery/namespace_scanner.go#NamespaceScanner.GetTargetNamespaces', 'pkg/collect/autodiscovery/discoverer.go#Discoverer.getTargetNamespaces'],
        },
      ],
    },
    {
      name: 'include-system-namespaces',
      type: 'bool',
      default: 'false',
      description:
        'With `--auto` and include or exclude patterns, keep `kube-system`, `kube-public`, `kube-node-lease` and other well-known system namespaces.',
      notes: [
        {
          text: 'System namespaces are only filtered out when `--include-namespaces` or `--exclude-namespaces` is given; without patterns they are always included. The list is wider than Kubernetes\' own: `monitoring`, `logging`, `longhorn-system`, `kubernetes-dashboard`, `istio-system`, `linkerd` and every name starting with `kube-`, `cattle-`, `rancher-`, `istio-` or `linkerd-` count too.',
          source: ['cmd/troubleshoot/cli/auto_discovery.go#ApplyAutoDiscovery', 'pkg/collect/autodiscovery/namespace_scanner.go#NamespaceScanner.isSystemNamespace'],
        },
      ],
    },
    {
      name: 'allow-insecure-connections',
      type: 'bool',
      default: 'false',
      hidden: true,
      description:
        'Skip TLS certificate checks on the HTTP requests of `afterCollection`, as `--insecure-skip-tls-verify` also does.',
      notes: [
        {
          text: 'Both flags take effect only after the specs are loaded, so spec downloads and `uri` refreshes still verify certificates, and the `--auto-upload` request never skips the check.',
          source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/httputil/config.go#AddTransport', 'pkg/supportbundle/upload.go#UploadToReplicatedApp'],
        },
      ],
    },
    {
      name: 'no-uri',
      type: 'bool',
      default: 'false',
      description: 'Use SupportBundle specs as given, without replacing them by the spec their `spec.uri` points to.',
    },
    {
      name: 'v',
      shorthand: 'v',
      type: 'Level',
      default: '0',
      description: 'Log verbosity: 1 adds high-level messages from collectors, 2 and above add everything. Setting it at all turns logging on, like `--debug`.',
    },
    {
      name: 'cpuprofile',
      type: 'string',
      default: '',
      description: 'Write a Go CPU profile of the run to this file. Also accepted by every subcommand. The profile is only completed when the command ends without an error; otherwise the file stays empty.',
    },
    {
      name: 'memprofile',
      type: 'string',
      default: '',
      description: 'Write a Go heap profile to this file when the command ends without an error. Also accepted by every subcommand.',
    },
  ],
};

const analyze: CliCommand = {
  path: 'support-bundle analyze',
  use: 'analyze [url]',
  summary: 'Runs the analyzers of a spec against an archive that was already collected and prints the results.',
  env: viperEnv,
  notes: [
    {
      title: 'The spec',
      text: 'The argument is a local file or an `http(s)` URL (not `-`, `oci://` or `secret/...`) holding one SupportBundle or Analyzer document; its `analyzers` and `hostAnalyzers` are run. Any other kind fails with "invalid gvk". An empty file runs a built-in `clusterVersion` check instead.',
      source: ['cmd/troubleshoot/cli/analyze.go#downloadAnalyzerSpec', 'pkg/analyze/download.go#parseAnalyzers', 'pkg/analyze/download.go#DownloadAndAnalyze'],
    },
    {
      title: 'v1beta3 here, unlike collection',
      text: 'The apiVersion `troubleshoot.sh/v1beta3` is rewritten to v1beta2 and the document decoded as such, so the analyzers of a v1beta3 SupportBundle do run here, although `support-bundle` drops them when collecting.',
      source: ['pkg/docrewrite/v1beta2.go#ConvertToV1Beta2', 'pkg/analyze/download.go#parseAnalyzers'],
    },
    {
      title: 'A failing analyzer',
      text: 'An analyzer that returns an error is left out of the results without a word: its log message is discarded, since this subcommand has no `--debug` or `-v` (`TROUBLESHOOT_DEBUG=true` shows it). A host analyzer that errors shows as a failed result instead. The command exits with code 0 whatever the outcomes are.',
      source: ['pkg/analyze/download.go#AnalyzeLocal', 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger', 'cmd/troubleshoot/cli/root.go#RootCmd'],
    },
  ],
  flags: [
    {
      name: 'bundle',
      type: 'string',
      default: '',
      required: true,
      description:
        'The archive to analyze: a path (relative paths are resolved from the current directory) or a URL. It must contain `version.yaml` at its top level or in its one top folder.',
      notes: [
        {
          text: '`TROUBLESHOOT_BUNDLE` does not satisfy the requirement: the flag itself must be on the command line.',
          source: ['cmd/troubleshoot/cli/analyze.go#Analyze'],
        },
      ],
    },
    {
      name: 'output',
      type: 'string',
      default: '',
      defaultText: '`yaml`',
      description: 'The format of the results: `yaml` or `json`. Unlike the root command, there is no `-o` shorthand here.',
    },
    {
      name: 'compatibility',
      type: 'string',
      default: '',
      hidden: true,
      description:
        'With `support-bundle`, print the results in the same shape as the bundle\'s `analysis.json` instead of the internal result structure.',
    },
    {
      name: 'quiet',
      type: 'bool',
      default: 'false',
      description: 'Registered but not read: the output is the same with or without it.',
    },
  ],
};

const redact: CliCommand = {
  path: 'support-bundle redact',
  use: 'redact [urls...]',
  summary: 'Redacts an existing archive again with the given Redactor specs and writes a new archive.',
  env: viperEnv,
  notes: [
    {
      title: 'Arguments',
      text: 'Each argument is a file, an `http(s)` URL, an `oci://` reference, `secret/<namespace>/<name>[/<key>]` or `configmap/<namespace>/<name>[/<key>]` (key `redactor-spec` by default), and its first document must be a Redactor; anything else stops the command. An `oci://` reference pulls the vendor\'s `replicated-supportbundle` image, so it only works if that image holds a Redactor.',
      source: ['pkg/supportbundle/load.go#LoadRedactorSpec', 'pkg/supportbundle/load.go#GetRedactorFromURI', 'pkg/supportbundle/load.go#toRedactGVK', 'pkg/supportbundle/load.go#loadSpec'],
    },
    {
      title: 'Built-in rules run again',
      text: 'The built-in redaction rules run before yours, exactly as during collection, and files inside `.tar`, `.tgz` and `.tar.gz` files of the bundle are redacted too.',
      source: ['pkg/collect/redact.go#RedactResult', 'pkg/redact/redact.go#Redact'],
    },
  ],
  flags: [
    {
      name: 'bundle',
      type: 'string',
      default: '',
      required: true,
      description: 'The archive to redact: a path or a URL.',
    },
    {
      name: 'quiet',
      shorthand: 'q',
      type: 'bool',
      default: 'false',
      description: 'Registered but not read: the command prints the same single line either way.',
    },
    {
      name: 'output',
      shorthand: 'o',
      type: 'string',
      default: '',
      defaultText: '`redacted-support-bundle-<YYYY-MM-DDTHH_MM_SS>.tar.gz` in the current directory',
      description: 'Where to write the redacted archive.',
      notes: [
        {
          text: 'Used exactly as given: no extension is added, and an existing file of that name is overwritten (unlike the root command\'s `-o`).',
          source: ['cmd/troubleshoot/cli/redact.go#Redact', 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
        },
      ],
    },
  ],
};

const diff: CliCommand = {
  path: 'support-bundle diff',
  use: 'diff <old-bundle.(tar.gz|tgz)> <new-bundle.(tar.gz|tgz)>',
  summary: 'Compares two archives file by file and reports what was added, removed or modified, with inline diffs of changed text files.',
  env: viperEnv,
  notes: [
    {
      title: 'Always exit code 0',
      text: 'The exit code does not say whether the bundles differ: it is 0 whenever both archives could be read. Use `--format json` and read `summary.totalChanges`.',
      source: ['cmd/troubleshoot/cli/diff.go#runBundleDiff'],
    },
    {
      title: 'Regular files only',
      text: 'Symbolic links are not compared, so the `.yaml` links that point at custom-resource `.json` files never show up. File contents are compared by SHA-256.',
      source: ['cmd/troubleshoot/cli/diff.go#buildInventoryFromTarGz'],
    },
    {
      title: 'Impact is a guess from the path',
      text: 'Each change gets an impact of `high`, `medium` or `low` from its path alone: changed or removed CRDs, RBAC, nodes, Secrets, network policies and anything in `kube-system` count as high; other `cluster-resources` files as medium; the rest as low.',
      source: ['cmd/troubleshoot/cli/diff.go#estimateImpact', 'cmd/troubleshoot/cli/diff.go#computeOverallSignificance'],
    },
  ],
  flags: [
    {
      name: 'output',
      shorthand: 'o',
      type: 'string',
      default: '',
      defaultText: 'standard output',
      description: 'Write the report to this file instead of standard output. An existing file is overwritten.',
    },
    {
      name: 'max-diff-lines',
      type: 'int',
      default: '200',
      description: 'Cut each inline diff after this many lines.',
      notes: [
        {
          text: 'Zero or a negative value does not remove the cap; it falls back to 200. Only the first 256 KiB of each file is compared line by line.',
          source: ['cmd/troubleshoot/cli/diff.go#performBundleDiff', 'cmd/troubleshoot/cli/diff.go#generateStreamingUnifiedDiff'],
        },
      ],
    },
    {
      name: 'max-diff-files',
      type: 'int',
      default: '50',
      description: 'Give inline diffs to at most this many modified files, in path order; the others are listed without one. Zero or less means 50.',
    },
    {
      name: 'include-log-diffs',
      type: 'bool',
      default: 'false',
      description: 'Give inline diffs to log files too. By default files whose path contains `/logs/` (and `all-logs/`, `logs/`) are only listed.',
    },
    {
      name: 'diff-context',
      type: 'int',
      default: '3',
      description: 'Unchanged lines shown around each change. Zero or less means 3, so a diff without context cannot be asked for.',
    },
    {
      name: 'hide-inline-diffs',
      type: 'bool',
      default: 'false',
      description: 'Leave the inline diffs out of the text report.',
      notes: [
        {
          text: 'Has no effect on `--format json`: the diffs stay in each change\'s `details.diff`.',
          source: ['cmd/troubleshoot/cli/diff.go#outputDiffResult'],
        },
      ],
    },
    {
      name: 'format',
      type: 'string',
      default: '',
      defaultText: 'a text report',
      description: '`json` for a machine-readable report (`summary`, `changes`, `metadata`, `significance`); any other value gives the text report.',
    },
  ],
};

const schedule: CliCommand = {
  path: 'support-bundle schedule',
  use: 'schedule',
  summary: 'Groups the commands that keep support bundle jobs on a cron schedule on this machine. On its own it prints help.',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: false, viaViper: false},
  notes: [
    {
      title: 'Local, not in the cluster',
      text: 'Jobs are JSON files in `~/.troubleshoot/scheduled-jobs/` on the machine that runs the command, and they only run while `support-bundle schedule daemon start` is running there. Nothing is created in the cluster; this is not a Kubernetes CronJob.',
      source: ['pkg/schedule/job.go#NewManager', 'pkg/schedule/daemon.go#Daemon.Start'],
    },
  ],
  flags: [],
};

const scheduleCreate: CliCommand = {
  path: 'support-bundle schedule create',
  use: 'create [job-name] --cron [schedule] [--namespace ns]',
  summary: 'Saves a new scheduled job; it runs once the daemon is started.',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: true, viaViper: false},
  notes: [
    {
      title: 'Names',
      text: 'The name may not be empty, longer than 100 characters or contain `/ \\ : * ? " < > |`. Names are not checked for uniqueness: two jobs can share one, and `delete` then removes the first it finds.',
      source: ['pkg/schedule/job.go#Manager.CreateJob', 'pkg/schedule/job.go#Manager.GetJob'],
    },
    {
      title: 'No environment variables',
      text: 'Flags are read directly from the command line; `TROUBLESHOOT_CRON` and the like are ignored.',
      source: ['pkg/schedule/cli.go#createCommand'],
    },
  ],
  flags: [
    {
      name: 'cron',
      shorthand: 'c',
      type: 'string',
      default: '',
      required: true,
      description:
        'Five fields: minute, hour, day of month, month, day of week (0 is Sunday). Each field is `*`, `*/N`, a number or a comma-separated list of numbers.',
      notes: [
        {
          text: 'Ranges (`1-5`), names (`MON`) and a day of week of 7 are rejected. `*/N` matches values divisible by N, so `*/2` in the day-of-month field means even days.',
          source: ['pkg/schedule/job.go#validateCronField', 'pkg/schedule/daemon.go#matchesCronField'],
        },
        {
          text: 'All five fields must match, including both day fields (standard cron runs when either day field matches). Times are the local time of the machine running the daemon.',
          source: ['pkg/schedule/daemon.go#Daemon.shouldJobRun'],
        },
      ],
    },
    {
      name: 'namespace',
      shorthand: 'n',
      type: 'string',
      default: '',
      description: 'Passed to each run as `--namespace`.',
    },
    {
      name: 'auto',
      type: 'bool',
      default: 'false',
      description: 'Pass `--auto` to each run, so collectors come from auto-discovery.',
    },
    {
      name: 'upload',
      type: 'string',
      default: '',
      description:
        'Any non-empty value makes each run pass `--auto-upload`. The value itself is not used, and there is no way to pass a license ID or app slug: both are read from the bundle.',
    },
  ],
};

const scheduleList: CliCommand = {
  path: 'support-bundle schedule list',
  use: 'list',
  summary: 'Lists the saved jobs with their schedule, namespace, `--auto` and upload settings and how many runs succeeded.',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: true, viaViper: false},
  notes: [
    {
      text: 'Files in the jobs folder that do not parse are skipped without a message.',
      source: ['pkg/schedule/job.go#Manager.ListJobs'],
    },
  ],
  flags: [],
};

const scheduleDelete: CliCommand = {
  path: 'support-bundle schedule delete',
  use: 'delete [job-name]',
  summary: 'Removes a saved job, found by its name or its ID (`job-<number>`).',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: true, viaViper: false},
  flags: [],
};

const scheduleDaemon: CliCommand = {
  path: 'support-bundle schedule daemon',
  use: 'daemon',
  summary: 'Groups the daemon commands. On its own it prints help.',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: false, viaViper: false},
  flags: [],
};

const scheduleDaemonStart: CliCommand = {
  path: 'support-bundle schedule daemon start',
  use: 'start',
  summary: 'Runs in the foreground, checks the saved jobs once a minute and runs each one that is due.',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: true, viaViper: false},
  notes: [
    {
      title: 'What a run does',
      text: 'A due job runs `support-bundle` with no spec argument, only `--namespace`, `--auto`, `--auto-upload` as configured and `--auto-update=false`. With no argument, specs are loaded from labelled Secrets and ConfigMaps in the cluster; without such specs and without `--auto`, every run fails with "no collectors specified to run".',
      source: ['pkg/schedule/daemon.go#Daemon.executeJob', 'cmd/troubleshoot/cli/root.go#RootCmd'],
    },
    {
      title: 'Where things go',
      text: 'Archives land in the directory the daemon was started from. The daemon looks for the binary as `./support-bundle`, then next to its own executable, then on `PATH`. Messages go to standard output and to `~/.troubleshoot/scheduler.log`. It stops on SIGINT or SIGTERM; it does not detach.',
      source: ['pkg/schedule/daemon.go#findSupportBundleBinary', 'pkg/schedule/daemon.go#NewDaemon', 'pkg/schedule/daemon.go#Daemon.Start'],
    },
    {
      title: 'Run counts',
      text: 'Only successful runs update the run count and last-run time. A job is not started again while its previous run is still going, nor within 90 seconds of its last success.',
      source: ['pkg/schedule/daemon.go#Daemon.executeJob', 'pkg/schedule/daemon.go#Daemon.checkAndExecuteJobs', 'pkg/schedule/daemon.go#Daemon.shouldJobRun'],
    },
  ],
  flags: [],
};

const upload: CliCommand = {
  path: 'support-bundle upload',
  use: 'upload [bundle-file]',
  summary: 'Uploads an existing archive to the Replicated vendor portal, the same way `--auto-upload` does.',
  env: viperEnv,
  notes: [
    {
      text: 'The upload is an HTTP POST of the file to `https://<upload-domain>/supportbundle/upload/<app-slug>` with the license ID as the `Authorization` header. Any status of 300 or more is an error (exit code 1).',
      source: ['pkg/supportbundle/upload.go#UploadToReplicatedApp'],
    },
  ],
  flags: [
    {
      name: 'license-id',
      type: 'string',
      default: '',
      defaultText: 'read from the bundle',
      description: 'The license ID to authenticate with. Read from `cluster-resources/license.json` or the collected ConfigMaps when left out.',
    },
    {
      name: 'app-slug',
      type: 'string',
      default: '',
      defaultText: 'read from the bundle',
      description: 'The application slug that ends the upload URL. Read from the bundle when left out; see the root command\'s `--app-slug` for why it may be wrong.',
    },
    {
      name: 'upload-domain',
      type: 'string',
      default: '',
      defaultText: '`replicated.app`',
      description: 'The host to upload to, over HTTPS.',
    },
  ],
};

const lint: CliCommand = {
  path: 'support-bundle lint',
  use: 'lint [spec-files...]',
  summary:
    'Checks spec files for YAML errors, missing `apiVersion`, `kind`, `metadata.name` and `spec`, empty collector lists and template syntax, and exits with code 2 when it finds an error.',
  env: viperEnv,
  notes: [
    {
      title: 'Only two kinds',
      text: 'Every document must be a Preflight or a SupportBundle: Collector, Redactor or Analyzer documents, and Secrets wrapping a spec, are reported as errors. A SupportBundle needs `collectors` or `hostCollectors`; an empty `collectors` list is an error.',
      source: ['pkg/lint/validators.go#checkRequiredFields', 'pkg/lint/validators.go#checkSupportBundleSpec'],
    },
    {
      title: 'Type checks depend on the working directory',
      text: 'Unknown collector and analyzer types and unknown fields are only reported when `schemas/collector-troubleshoot-v1beta2.json` and `schemas/analyzer-troubleshoot-v1beta2.json` exist relative to the current directory, as in a checkout of the Troubleshoot repository. Elsewhere these checks are silently skipped.',
      source: ['pkg/lint/validators.go#ensureKnownTypesLoaded', 'pkg/lint/validators.go#validateTypedList'],
    },
  ],
  flags: [
    {
      name: 'fix',
      type: 'bool',
      default: 'false',
      description: 'Apply the fixes lint knows, up to three passes, and rewrite the files in place.',
      notes: [
        {
          text: 'For a templated v1beta3 file, linting works on the rendered text, and when a fix applies it is the rendered text that is written back: the `{{ }}` expressions are replaced by their values. Keep a copy or use version control.',
          source: ['pkg/lint/lint.go#LintFiles'],
        },
      ],
    },
    {
      name: 'format',
      type: 'string',
      default: 'text',
      description: '`text` or `json`.',
    },
    {
      name: 'values',
      type: 'stringSlice',
      default: '[]',
      description: 'Values files for rendering v1beta3 templates before linting; later files win.',
      notes: [
        {
          text: 'A v1beta3 file containing `{{` and `}}` without any `--values` or `--set` stops the whole run with an error (exit code 1), not a lint finding. For a v1beta2 file, values only produce a warning.',
          source: ['pkg/lint/lint.go#LintFiles'],
        },
      ],
    },
    {
      name: 'set',
      type: 'stringSlice',
      default: '[]',
      description: 'Single values in Helm `--set` syntax (`a.b=c`), applied after the values files.',
    },
  ],
};

const version: CliCommand = {
  path: 'support-bundle version',
  use: 'version',
  summary: 'Prints `Replicated Troubleshoot <version>` and exits.',
  env: {prefix: 'TROUBLESHOOT', keyReplacer: true, viaViper: false},
  flags: [],
};

/** Every command of the `support-bundle` binary, root first, subcommands in the order cobra lists them. */
export const supportBundleCommands: readonly CliCommand[] = [
  root,
  analyze,
  redact,
  diff,
  schedule,
  scheduleCreate,
  scheduleList,
  scheduleDelete,
  scheduleDaemon,
  scheduleDaemonStart,
  upload,
  lint,
  version,
];
