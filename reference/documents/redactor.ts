import type {DocumentEntry} from '../model';

const redactor: DocumentEntry = {
  kind: 'document',
  key: 'Redactor',
  title: 'Redactor',
  summary: 'Redaction rules applied to every file of a bundle before it is archived.',
  goType: {name: 'RedactorSpec', source: 'pkg/apis/troubleshoot/v1beta2/redact_types.go#RedactorSpec'},
  lists: {},
  fields: [
    {
      name: 'redactors',
      type: 'object[]',
      description:
        'The redaction rules. Each item picks files with `fileSelector` and says what to remove from them in `removals`. Items run after the built-in rules, in the order they are listed, each on the text the previous one produced.',
      notes: [
        {
          text: 'Within one item the removals always run in the same order: every `values` entry, then every `regex` entry, then every `yamlPath` entry, whatever order the YAML lists them in.',
          source: ['pkg/redact/redact.go#buildAdditionalRedactors'],
        },
        {
          text: 'The items of every Redactor document the run loads (arguments, `--redactors`, Secrets and ConfigMaps found in the cluster) are joined into one list named `merged-redactors-spec`, in loading order and without removing duplicates.',
          source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'pkg/redact/redact.go#Redact'],
        },
      ],
      fields: [
        {
          name: 'name',
          type: 'string',
          defaultText: 'none; the report uses `unnamed-<position>`',
          description:
            'A label for the item. The redaction report files every change under `<name>.<kind>.<n>`: kind is `literal`, `regex`, `multiLine` or `yaml`, and n is the position of the entry in its list, from 0.',
          notes: [
            {
              text: 'With `--tokenize`, words in the name decide the token type, checked in this order, case ignored: `apikey`, `api key` or `access key` (`APIKEY`); `password`, `passwd` or `pwd` (`PASSWORD`); `database`, or `db` before `url`, `uri`, `host`, `pass` or `connection` (`DATABASE`); `credential`, `cred` or `auth` (`CREDENTIAL`); `secret` or `private key` (`SECRET`); `token`, `bearer`, `jwt` or `oauth` (`TOKEN`); `key` or `cert` (`KEY`). A name with `password` in it gives tokens such as `***TOKEN_PASSWORD_4F2A9C***`. Without any of these words, the value decides: an email address (`EMAIL`), an IPv4 address (`IP`), or a value that itself contains `apikey`, `password`, `database`, `credential`, `secret`, `token` or `key`; `GENERIC` is the fallback. A value keeps the token it got first, whichever rule meets it later.',
              source: ['pkg/redact/tokenizer.go#Tokenizer.classifySecret', 'pkg/redact/redact.go#redactorName'],
            },
          ],
        },
        {
          name: 'fileSelector',
          type: 'object',
          defaultText: 'every file',
          description:
            'The files the item applies to, as paths relative to the bundle root, such as `cluster-resources/pods/shop.json`. Leave it out to apply the item to every file.',
          notes: [
            {
              text: 'A file is selected when `file` or any entry of `files` matches its whole path. With both empty, every file is selected.',
              source: ['pkg/redact/redact.go#redactMatchesPath'],
            },
            {
              text: 'A symbolic link is redacted through its target, and the target path is what the globs are matched against. Select `cluster-resources/pods/logs/<namespace>/<pod>/<container>.log` rather than the link that the logs collector puts under its `name`, and the `.json` file of a custom resource rather than the `.yaml` link beside it.',
              source: ['pkg/collect/redact.go#RedactResult', 'pkg/collect/logs.go#savePodLogs', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
            },
            {
              text: 'Files inside a `.tar`, `.tgz` or `.tar.gz` archive of the bundle are matched by their path inside the archive, not by the path of the archive.',
              source: ['pkg/collect/redact.go#RedactResult', 'pkg/collect/redact.go#decompressFile'],
            },
          ],
          fields: [
            {
              name: 'file',
              type: 'string',
              format: 'glob',
              description: 'One glob pattern, such as `cluster-resources/pods/logs/shop/**`.',
              notes: [
                {
                  text: 'Globs use `/` as the separator: `*` matches within one path segment, `**` across segments, `?` one character; `[abc]`, `[!abc]` and `{json,yaml}` work too.',
                  source: ['pkg/redact/redact.go#redactMatchesPath'],
                },
              ],
            },
            {
              name: 'files',
              type: 'string[]',
              format: 'glob',
              description: 'More glob patterns. A file that matches any of them, or `file`, is selected.',
            },
          ],
        },
        {
          name: 'removals',
          type: 'object',
          description: 'What to remove from the selected files. The three lists can be combined in one item.',
          fields: [
            {
              name: 'values',
              type: 'string[]',
              description: 'Exact strings to mask. Every occurrence on every line of the selected files becomes `***HIDDEN***`. Matching is case-sensitive.',
              notes: [
                {
                  text: 'Files are read line by line, so a value that contains a line break never matches.',
                  source: ['pkg/redact/literal.go#literalRedactor.Redact'],
                },
                {
                  text: 'An empty string in the list puts `***HIDDEN***` before, between and after the characters of every line, and turns empty lines into the mask. Watch for templated values that render empty.',
                  source: ['pkg/redact/literal.go#literalRedactor.Redact'],
                },
              ],
            },
            {
              name: 'regex',
              type: 'object[]',
              description: 'Regular expressions, applied to each line on its own.',
              fields: [
                {
                  name: 'selector',
                  type: 'string',
                  format: 're2',
                  description:
                    'Turns the entry into a two-line rule: on each line that matches `selector`, `redactor` is applied to the next line only. The selector line itself is left as it is. Without it, `redactor` is applied to every line.',
                  notes: [
                    {
                      text: 'The line after a selector match is rewritten but never tested as a selector itself, so when two selector lines follow each other, the line after the second one is not redacted.',
                      source: ['pkg/redact/multi_line.go#MultiLineRedactor.Redact'],
                    },
                  ],
                },
                {
                  name: 'redactor',
                  type: 'string',
                  format: 're2',
                  description:
                    'What to replace on a line. Every match is rewritten group by group: a group named `mask`, written `(?P<mask>...)`, becomes `***HIDDEN***`; a group named `drop` is removed; every other group, named or not, is kept as matched. Start with `(?i)` to ignore case.',
                  notes: [
                    {
                      text: 'Nothing checks that it is set. An entry without it gets the empty expression, which matches the empty text at every position and replaces it with nothing, so the entry runs without changing a byte, and no message says so.',
                      source: ['pkg/apis/troubleshoot/v1beta2/redact_shared.go#Regex', 'pkg/redact/redact.go#buildAdditionalRedactors', 'pkg/redact/redact.go#getReplacementPattern', 'pkg/redact/single_line.go#SingleLineRedactor.Redact'],
                    },
                    {
                      text: 'Text the expression matches outside any group is dropped from the output: `password=(?P<mask>\\S+)` turns `password=changeme` into `***HIDDEN***`. Put the parts to keep in groups: `(password=)(?P<mask>\\S+)`.',
                      source: ['pkg/redact/redact.go#getReplacementPattern'],
                    },
                    {
                      text: 'A group inside another group is written out again after it, so `(?P<mask>(ab|cd)[0-9]+)` leaks `ab` or `cd` right after the mask. Use `(?:...)` for inner groups.',
                      source: ['pkg/redact/redact.go#getReplacementPattern'],
                    },
                    {
                      text: 'A `mask` group that matched nothing still becomes `***HIDDEN***`, and an expression that can match the empty string does so at every position: `(?P<mask>[0-9]*)` puts the mask around every character of every line.',
                      source: ['pkg/redact/redact.go#getReplacementPattern', 'pkg/redact/single_line.go#SingleLineRedactor.Redact'],
                    },
                    {
                      text: 'With `--tokenize`, every match on a line gets the tokens of the first match on that line, so two different secrets on one line can show the same token.',
                      source: ['pkg/redact/redact.go#getTokenizedReplacementPatternWithPath'],
                    },
                    {
                      text: 'The syntax is Go RE2: no lookahead, no lookbehind, no backreferences.',
                      source: ['pkg/redact/redact.go#compileRegex'],
                    },
                  ],
                },
              ],
            },
            {
              name: 'yamlPath',
              type: 'string[]',
              description:
                'Dotted paths to values in YAML or JSON files, such as `database.auth.password`. `*` stands for every item of a list or every value of a map, and a number picks one list item: `users.*.password`, `replicas.0.token`. The value found there becomes `***HIDDEN***`.',
              notes: [
                {
                  text: 'If the file does not parse as YAML, or nothing is at the path, the file is left exactly as it was, without a message.',
                  source: ['pkg/redact/yaml.go#YamlRedactor.Redact'],
                },
                {
                  text: 'When the path matches, the whole file is written again from the parsed data: comments and blank lines disappear, map keys come out sorted, and a JSON file comes out as YAML. Analyzers run on the redacted files, so a `jsonCompare` on that file then fails to parse it.',
                  source: ['pkg/redact/yaml.go#YamlRedactor.Redact', 'pkg/analyze/json_compare.go#analyzeJsonCompare'],
                },
                {
                  text: 'Only the first document of a multi-document file is read. A path that only exists in a later document is not found, and when the first document matches, the documents after it are lost.',
                  source: ['pkg/redact/yaml.go#YamlRedactor.Redact'],
                },
                {
                  text: 'If an earlier rule left `***HIDDEN***` at the start of a value, as in `password: ***HIDDEN***`, the file is no longer valid YAML (`*` starts an alias) and a `yamlPath` on it does nothing. Earlier rules include the built-in ones and the `values` and `regex` of the same item, which run first.',
                  source: ['pkg/redact/yaml.go#YamlRedactor.Redact', 'pkg/redact/redact.go#buildAdditionalRedactors'],
                },
                {
                  text: 'A path that ends on a map or a list replaces all of it with the single string `***HIDDEN***`. Keys that contain a dot cannot be reached, since the path is split at every `.`.',
                  source: ['pkg/redact/yaml.go#YamlRedactor.redactYaml', 'pkg/redact/yaml.go#NewYamlRedactor'],
                },
                {
                  text: 'Before it reads a file, the rule matches the file\'s path against itself as a glob. A path that holds `[` or `\\`, such as `backup[1].yaml`, does not match itself, so every `yamlPath` leaves that file as it was.',
                  source: ['pkg/redact/yaml.go#YamlRedactor.Redact', 'pkg/redact/redact.go#buildAdditionalRedactors'],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'uri',
      type: 'string',
      format: 'url',
      description: 'Accepted by the type, but it changes nothing.',
      notes: [
        {
          text: 'Unlike the `uri` of a SupportBundle, this one never replaces the Redactor with a downloaded copy in `support-bundle`, which only follows `uri` on SupportBundle documents. `preflight` does swap it like any kind\'s `uri`, but never applies Redactors.',
          source: ['cmd/troubleshoot/cli/run.go#loadSupportBundleSpecsFromURIs', 'internal/specs/specs.go#LoadAdditionalSpecFromURIs'],
        },
      ],
    },
  ],
  gotchas: [
    {
      title: 'Off means all off',
      text: '`--redact=false` skips your Redactor specs along with the built-in rules. There is no switch that keeps yours and drops the built-in ones.',
      source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/supportbundle/collect.go#runHostCollectors'],
    },
    {
      title: 'A broken pattern leaves files unredacted',
      text: 'A `redactor` or `selector` that does not compile (a lookahead, say) makes redaction fail for every file the item selects, and a glob that does not compile makes it fail for every file of the bundle. Those files keep their original text, without even the built-in rules applied; the archive is still written (and uploaded by `afterCollection`), and only then does the command exit with an error. A file with a line longer than 10 MB fails the same way. The first error also ends the wait for the files still being redacted at that moment (up to 10 at a time by default): analysis and the archive start at once, and each of those files whose redacted copy has not replaced it yet is archived as collected, even when no rule of yours selects it. Which files, if any, depends on timing. Treat the whole archive as unredacted, and try a new Redactor with `support-bundle redact` on an existing bundle first: it stops at the error without writing an archive.',
      source: [
        'pkg/redact/redact.go#buildAdditionalRedactors',
        'pkg/collect/redact.go#RedactResult',
        'pkg/collect/redact.go#maxConcurrentRedactors',
        'pkg/collect/result.go#CollectorResult.ReplaceResult',
        'pkg/collect/result.go#CollectorResult.ArchiveBundle',
        'pkg/supportbundle/collect.go#runCollectors',
        'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
        'pkg/redact/line_reader.go#LineReader.ReadLine',
        'cmd/troubleshoot/cli/redact.go#Redact',
      ],
    },
    {
      title: 'Silent drops',
      text: 'A Redactor document that is not valid YAML is skipped without a message, and keys the type does not know are ignored: a misspelled `fileSelector` widens the item to every file, a misspelled `removals` makes it do nothing. A Redactor at an `http(s)` address that cannot be reached is skipped with a printed warning, and collection goes on without it. The status code is not checked: when the server answers with an error page instead (a 404 or a 500), that page is read as the spec, is not a Troubleshoot document, and is skipped without any message.',
      source: ['pkg/loader/loader.go#specLoader.loadFromStrings', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'internal/specs/specs.go#LoadFromCLIArgs', 'internal/specs/specs.go#downloadFromHttpURL'],
    },
    {
      title: 'Preflight ignores Redactors',
      text: '`preflight` never applies Redactor specs. HostPreflight host and remote collectors get the built-in rules only, and the collectors of a Preflight are not redacted at all, although `preflight` saves what they collected in `preflightbundle-<timestamp>.tar.gz` in the current directory.',
      source: [
        'pkg/preflight/collect.go#CollectHostWithContext',
        'pkg/preflight/collect.go#CollectRemoteWithContext',
        'pkg/preflight/collect.go#CollectWithContext',
        'pkg/preflight/run.go#RunPreflights',
      ],
    },
    {
      title: 'Analyzers see the mask',
      text: 'Analyzers run after redaction, so an analyzer that looks for a value one of your rules masks finds `***HIDDEN***` (or a token) instead.',
      source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
    },
    {
      title: 'Files written after redaction',
      text: '`version.yaml`, `analysis.json`, `execution-data/summary.txt` and `metadata/user.json` (the `--metadata` values) are added after redaction and never pass through it.',
      source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec'],
    },
    {
      title: 'Archives are rebuilt',
      text: 'A `.tar`, `.tgz` or `.tar.gz` file in the bundle is unpacked, redacted and packed again from its regular files only: directory entries and links inside it are dropped. Other formats (`.zip`, a lone `.gz`, `.tar.bz2`) are not unpacked, so the rules only see compressed bytes and nothing inside is masked.',
      source: ['pkg/collect/redact.go#RedactResult', 'pkg/collect/redact.go#decompressFile', 'pkg/collect/redact.go#compressFiles'],
    },
    {
      title: 'The report stays outside the bundle',
      text: 'What each rule changed is recorded (rule name, file, line, characters removed, whether the rule is built in) but never written into the archive. It is only sent when `afterCollection` has an `uploadResultsTo` with a `redactUri`: after the archive upload succeeds, the JSON `{"redactions": {"byRedactor": ..., "byFile": ...}}` is sent there with PUT, although the comment on the type says POST. Changes made through `yamlPath` are reported on line 0, and the built-in kURL rules appear as `Redact kurl installer fields.regex.<n>` with `isDefaultRedactor: false`.',
      source: ['pkg/supportbundle/aftercollection.go#uploadSupportBundle', 'pkg/redact/redact.go#GetRedactionList', 'pkg/apis/troubleshoot/v1beta2/collector_types.go#ResultRequest', 'pkg/redact/yaml.go#YamlRedactor.Redact', 'pkg/redact/redact.go#getRedactors'],
    },
    {
      title: 'Ten files at a time',
      text: 'At most 10 files are redacted at once. Set `TROUBLESHOOT_MAX_CONCURRENT_REDACTORS` to a positive integer to change that; any other value falls back to 10 with a warning that is printed only with `--debug` or `-v`.',
      source: ['pkg/collect/redact.go#maxConcurrentRedactors', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Redacting an existing bundle',
      text: '`support-bundle redact` needs at least one Redactor argument and reads each as a single Redactor document: another kind stops the command. It runs the built-in rules again, never tokenizes, and sends no redaction report.',
      source: ['cmd/troubleshoot/cli/redact.go#Redact', 'pkg/supportbundle/load.go#GetRedactorFromURI'],
    },
  ],
};

export default redactor;
