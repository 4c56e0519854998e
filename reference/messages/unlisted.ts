import type {SourceRef} from '../model';

/**
 * Why a message of the parts of Troubleshoot the reference covers in full has no entry:
 * - `progress`: a progress, success or confirmation line, or part of a question;
 * - `output`: the layout of a report or of results (headers, table cells, file names);
 * - `internal`: the CLI encoding or decoding its own data, or a branch these commands cannot reach;
 * - `library`: in a function the two commands never call (programs that embed Troubleshoot do);
 * - `debug`: printed only with `-v`, a detail with nothing to act on.
 */
export type UnlistedReason = 'progress' | 'output' | 'internal' | 'library' | 'debug';

export interface Unlisted {
  /** The function; with `texts`, only those of its messages, else every one that has no entry. */
  at: SourceRef;
  texts?: string[];
  why: UnlistedReason;
  /** What makes it so, when the reason alone does not say. */
  note?: string;
}

/**
 * The parts of the source read message by message: every message there has an entry (its text or
 * a variant, at the same function) or is listed below. tests/unit/messages.spec.ts holds them to it.
 */
export const fullyCovered = [
  'cmd/preflight/',
  'cmd/troubleshoot/',
  'cmd/internal/',
  'internal/specs/',
  'internal/util/',
  'pkg/loader/',
  'pkg/specs/',
  'pkg/preflight/',
  'pkg/supportbundle/',
] as const;

export const unlisted: Unlisted[] = [
  {at: 'cmd/internal/util/version.go#VersionCmd', why: 'output'},
  {at: 'cmd/preflight/cli/convert.go#runConvert', why: 'progress', note: 'the summary and next steps printed after a conversion'},
  {at: 'cmd/preflight/cli/docs.go#extractDocs', texts: ['Documentation extracted successfully to %s'], why: 'progress'},
  {at: 'cmd/preflight/cli/docs.go#normalizeMap', why: 'internal'},
  {at: 'cmd/preflight/cli/root.go#RootCmd', texts: ['\n%s'], why: 'output', note: 'the run summary, which has the entry collectors-summary'},
  {at: 'cmd/preflight/cli/root.go#RootCmd', texts: ['Failed to initialize open tracing provider: %v'], why: 'debug', note: 'tracing is only used for the run summary'},
  {at: 'cmd/troubleshoot/cli/root.go#RootCmd', texts: ['\n%s'], why: 'output', note: 'the run summary, which has the entry collectors-summary'},
  {at: 'cmd/troubleshoot/cli/root.go#RootCmd', texts: ['Failed to initialize open tracing provider: %v'], why: 'debug', note: 'tracing is only used for the run summary'},
  {at: 'cmd/troubleshoot/cli/analyze.go#Analyze', why: 'output'},
  {at: 'cmd/troubleshoot/cli/analyze.go#downloadAnalyzerSpec', texts: ['%s was not found'], why: 'internal', note: 'checked right after the same file was found to exist'},
  {at: 'cmd/troubleshoot/cli/auto_discovery.go#ApplyAutoDiscovery', why: 'debug'},
  {at: 'cmd/troubleshoot/cli/auto_discovery.go#PrintAutoDiscoveryInfo', why: 'progress'},
  {at: 'cmd/troubleshoot/cli/auto_discovery.go#ValidateAutoDiscoveryFlags', why: 'debug'},
  {at: 'cmd/troubleshoot/cli/auto_discovery.go#convertToCollectorSpecs', why: 'internal', note: 'names given to generated collectors'},
  {at: 'cmd/troubleshoot/cli/auto_discovery.go#convertToTroubleshootCollectors', why: 'debug'},
  {at: 'cmd/troubleshoot/cli/diff.go#buildInventoryFromTarGz', texts: ['failed to read file content'], why: 'internal'},
  {at: 'cmd/troubleshoot/cli/diff.go#createTarFileReader', why: 'internal', note: 'reading a file of an archive already listed'},
  {at: 'cmd/troubleshoot/cli/diff.go#formatSize', why: 'output'},
  {at: 'cmd/troubleshoot/cli/diff.go#generateTextDiffReport', why: 'output'},
  {at: 'cmd/troubleshoot/cli/diff.go#outputDiffResult', texts: ['Diff report written to: %s'], why: 'progress'},
  {at: 'cmd/troubleshoot/cli/diff.go#outputDiffResult', texts: ['failed to marshal diff result to JSON'], why: 'internal'},
  {at: 'cmd/troubleshoot/cli/diff.go#performBundleDiff', texts: ['Performing bundle diff analysis (streaming)...'], why: 'debug'},
  {at: 'cmd/troubleshoot/cli/diff.go#runBundleDiff', texts: ['Comparing support bundles: %s -> %s'], why: 'debug'},
  {at: 'cmd/troubleshoot/cli/discovery_config.go#ApplyDiscoveryPatterns', why: 'library'},
  {at: 'cmd/troubleshoot/cli/discovery_config.go#LoadDiscoveryConfig', why: 'library'},
  {at: 'cmd/troubleshoot/cli/discovery_config.go#SaveDiscoveryConfig', why: 'library'},
  {at: 'cmd/troubleshoot/cli/discovery_config.go#validateDiscoveryConfig', why: 'library'},
  {at: 'cmd/troubleshoot/cli/interactive_results.go#drawAnalyzersTable', why: 'output'},
  {at: 'cmd/troubleshoot/cli/interactive_results.go#drawDetails', why: 'output'},
  {at: 'cmd/troubleshoot/cli/interactive_results.go#drawHeader', why: 'output'},
  {at: 'cmd/troubleshoot/cli/interactive_results.go#showInteractiveResults', why: 'internal', note: 'support-bundle falls back to the JSON output without showing it'},
  {at: 'cmd/troubleshoot/cli/redact.go#Redact', why: 'progress'},
  {at: 'cmd/troubleshoot/cli/run.go#ValidateTokenizationFlags', texts: ['✅ Tokenization verification passed'], why: 'progress'},
  {at: 'cmd/troubleshoot/cli/run.go#VerifyTokenizationSetup', texts: ['✅', '🔍 Verifying tokenization setup...'], why: 'progress'},
  {at: 'cmd/troubleshoot/cli/run.go#VerifyTokenizationSetup', texts: ['generated test token is invalid: %s', 'tokenizer is enabled despite --tokenize flag being false', 'tokenizer is not enabled despite --tokenize flag'], why: 'internal', note: 'checks of the CLI\'s own tokenizer'},
  {at: 'cmd/troubleshoot/cli/run.go#analysisOutput.FormattedAnalysisOutput', why: 'internal'},
  {at: 'cmd/troubleshoot/cli/run.go#loadSpecs', why: 'debug'},
  {at: 'cmd/troubleshoot/cli/run.go#runTroubleshoot', texts: ['failed to convert specs to yaml', 'failed to format non-interactive output'], why: 'internal'},
  {at: 'cmd/troubleshoot/cli/run.go#runTroubleshoot', why: 'progress', note: 'the spinner, where the archive was saved, and the auto-upload progress'},
  {at: 'internal/specs/configmaps.go#LoadFromConfigMap', why: 'debug'},
  {at: 'internal/specs/configmaps.go#LoadFromConfigMapMatchingLabel', why: 'debug'},
  {at: 'internal/specs/secrets.go#LoadFromSecretMatchingLabel', why: 'debug'},
  {at: 'internal/specs/specs.go#LoadFromCluster', texts: ['failed to get namespace from kubeconfig'], why: 'internal', note: 'a kubeconfig that cannot give its namespace fails earlier, when the client is made'},
  {at: 'internal/specs/specs.go#LoadFromCluster', why: 'debug'},
  {at: 'internal/specs/specs.go#SplitTroubleshootSecretLabelSelector', why: 'debug', note: 'a selector that parsed is always selectable'},
  {at: 'internal/specs/specs.go#downloadFromHttpURL', why: 'debug'},
  {at: 'internal/util/util.go#PromptYesNo', why: 'progress', note: 'parts of the run-as-root question'},
  {at: 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', why: 'library', note: 'only in strict loading, which neither command uses; documents that fail are skipped'},
  {at: 'pkg/loader/loader.go#specLoader.loadFromStrings', why: 'library', note: 'only in strict loading, which neither command uses; documents that fail are skipped'},
  {at: 'pkg/loader/loader.go#specLoader.loadV1Beta3Spec', why: 'internal', note: 'both commands always pass a client, and only SupportBundle documents reach this function'},
  {at: 'pkg/preflight/analyze.go#RemoteCollectResult.Analyze', why: 'library'},
  {at: 'pkg/preflight/analyze.go#doAnalyze', why: 'library', note: 'preflight analyzes through pkg/analyze AnalyzeLocal; programs that embed the library see `file ... was not collected` here'},
  {at: 'pkg/preflight/collect.go#CollectRemoteWithContext', texts: ['collector-errors/%s-error.json'], why: 'output'},
  {at: 'pkg/preflight/collect.go#CollectRemoteWithContext', why: 'internal', note: 'merging results the collector pods returned'},
  {at: 'pkg/preflight/collect.go#CollectWithContext', texts: ['%s/%s'], why: 'internal'},
  {at: 'pkg/preflight/collect.go#CollectWithContext', texts: ['excluding %q collector'], why: 'debug'},
  {at: 'pkg/preflight/interactive_results.go#drawDetails', why: 'output'},
  {at: 'pkg/preflight/interactive_results.go#drawHeader', why: 'output'},
  {at: 'pkg/preflight/interactive_results.go#drawPreflightTable', why: 'output'},
  {at: 'pkg/preflight/interactive_results.go#showSaved', why: 'progress'},
  {at: 'pkg/preflight/output_to_file.go#outputToFile', why: 'output', note: 'the results file written with s in the interactive view; a save that fails shows nothing'},
  {at: 'pkg/preflight/read_specs.go#preprocessV1Beta3Specs', texts: ['failed to read file %s'], why: 'internal', note: 'the same file was read a moment before'},
  {at: 'pkg/preflight/run.go#RunPreflights', texts: ['%s', '%s.tar.gz', 'preflightbundle-%s'], why: 'output'},
  {at: 'pkg/preflight/run.go#RunPreflights', texts: ['failed to analyze support bundle', 'failed to convert specs to yaml', 'no data was collected', 'unexpected result type: %T'], why: 'internal', note: 'the bundle folder always holds version.yaml by then, and the spec checks before collection rule out an empty run'},
  {at: 'pkg/preflight/run.go#RunPreflights', texts: ['preflights failed with warnings or errors'], why: 'internal', note: 'carried by exit codes 3 and 4, which are never printed'},
  {at: 'pkg/preflight/run.go#collectInteractiveProgress', why: 'output'},
  {at: 'pkg/preflight/run.go#collectNonInteractiveProgess', why: 'output'},
  {at: 'pkg/preflight/template.go#RunTemplate', texts: ['Template rendered successfully to %s'], why: 'progress'},
  {at: 'pkg/preflight/text_results.go#outputResult', why: 'output'},
  {at: 'pkg/preflight/text_results.go#showTextResults', why: 'output'},
  {at: 'pkg/preflight/text_results.go#showTextResultsJSON', why: 'internal'},
  {at: 'pkg/preflight/text_results.go#showTextResultsYAML', why: 'internal'},
  {at: 'pkg/preflight/upload_results.go#upload', texts: ['failed to marshal payload'], why: 'internal'},
  {at: 'pkg/preflight/util.go#HasStrictAnalyzer', why: 'internal'},
  {at: 'pkg/preflight/util.go#HasStrictAnalyzers', why: 'internal'},
  {at: 'pkg/preflight/util.go#hasStrictAnalyzer', why: 'internal'},
  {at: 'pkg/specs/configmaps.go#LoadFromConfigMap', why: 'library'},
  {at: 'pkg/specs/secrets.go#LoadFromSecret', why: 'library'},
  {at: 'pkg/supportbundle/aftercollection.go#callbackSupportBundleAPI', texts: ['create request'], why: 'internal', note: 'a request Go cannot build from the spec\'s method and URL'},
  {at: 'pkg/supportbundle/aftercollection.go#uploadSupportBundle', texts: ['create redaction report request', 'get redaction report'], why: 'internal'},
  {at: 'pkg/supportbundle/collect.go#findFileName', texts: ['%s (%d)'], why: 'output'},
  {at: 'pkg/supportbundle/collect.go#getAnalysisFile', why: 'internal'},
  {at: 'pkg/supportbundle/collect.go#runCollectors', texts: ['%s/%s'], why: 'internal'},
  {at: 'pkg/supportbundle/collect.go#runCollectors', texts: ['excluding %q collector'], why: 'debug'},
  {at: 'pkg/supportbundle/collect.go#runRemoteHostCollectors', texts: ['host-collectors/%s/%s'], why: 'output'},
  {at: 'pkg/supportbundle/collect.go#runRemoteHostCollectors', why: 'debug', note: 'progress of the pods, printed only with -v without a terminal; the failure itself has its own entry'},
  {at: 'pkg/supportbundle/collect.go#saveNodeList', texts: ['failed to marshal remote node list'], why: 'internal'},
  {at: 'pkg/supportbundle/extract_license.go#ExtractAppSlugFromBundle', why: 'library'},
  {at: 'pkg/supportbundle/load.go#GetSupportBundleFromURI', why: 'library'},
  {at: 'pkg/supportbundle/load.go#LoadSupportBundleSpec', why: 'debug', note: 'only when following a spec\'s uri, which logs the failure with -v (entry uri-spec-not-loaded)'},
  {at: 'pkg/supportbundle/load.go#ParseRedactorsFromDocs', why: 'library'},
  {at: 'pkg/supportbundle/load.go#ParseSupportBundle', why: 'library'},
  {at: 'pkg/supportbundle/load.go#loadSpec', texts: ['%s is not a valid URL (%s)'], why: 'internal', note: 'Go\'s URL parser accepts nearly any text'},
  {at: 'pkg/supportbundle/load.go#loadSpecFromURL', texts: ['%s://%s', 'make request', 'read responce body'], why: 'internal'},
  {at: 'pkg/supportbundle/load.go#toRedactGVK', why: 'internal'},
  {at: 'pkg/supportbundle/parse.go#GetFilesContents', why: 'library'},
  {at: 'pkg/supportbundle/parse.go#GetPodDetails', why: 'library'},
  {at: 'pkg/supportbundle/parse.go#getContainerLogsFilePath', why: 'library'},
  {at: 'pkg/supportbundle/parse.go#getEventsFilePath', why: 'library'},
  {at: 'pkg/supportbundle/parse.go#getPodDetailsFromFiles', why: 'library'},
  {at: 'pkg/supportbundle/parse.go#getPodsFilePath', why: 'library'},
  {at: 'pkg/supportbundle/parse.go#unarchive', why: 'library'},
  {at: 'pkg/supportbundle/rbac.go#RBACPermissionError.Error', why: 'library'},
  {at: 'pkg/supportbundle/rbac.go#checkRemoteCollectorRBAC', why: 'library'},
  {at: 'pkg/supportbundle/supportbundle.go#AnalyzeSupportBundle', why: 'internal', note: 'the bundle folder always holds version.yaml by then'},
  {at: 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', why: 'internal', note: 'checks of the caller\'s options and encoding its own data; the analysis error it prints cannot happen for the same reason as above'},
  {at: 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromURI', why: 'library'},
  {at: 'pkg/supportbundle/supportbundle.go#configureTokenizer', why: 'progress'},
  {at: 'pkg/supportbundle/supportbundle.go#printTokenizationStats', why: 'output'},
  {at: 'pkg/supportbundle/supportbundle.go#processTokenizationFeatures', why: 'progress'},
  {at: 'pkg/supportbundle/upload.go#UploadBundleAutoDetect', why: 'progress'},
  {at: 'pkg/supportbundle/upload.go#UploadToReplicatedApp', why: 'internal', note: 'opening and stating the archive that was just checked, and building the request'},
];
