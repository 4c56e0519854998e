/**
 * npm run sync:troubleshoot on a small repository the test makes: two tagged commits of Go code
 * shaped like Troubleshoot's (API types registered with SchemeBuilder, cobra constructors called from
 * main). The second release adds a field, removes one, embeds a struct, renames a flag, changes a
 * default and changes what two functions read; the snapshot, --check and --report must show exactly that.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {projectRoot} from '../lib/paths';

const typesV1 = `package v1beta2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type CollectorMeta struct {
	CollectorName string \`json:"collectorName,omitempty"\`
	Exclude       bool   \`json:"exclude,omitempty"\`
}

// Labels are extra labels.
type Labels struct {
	Labels map[string]string \`json:"labels,omitempty"\`
}

// Logs saves the logs of pods. Only its first sentence is kept.
type Logs struct {
	CollectorMeta \`json:",inline"\`
	// Name of the folder.
	Name     string \`json:"name"\`
	OldField string \`json:"oldField,omitempty"\`
}

type Collect struct {
	Logs *Logs \`json:"logs,omitempty"\`
}

type CollectorSpec struct {
	Collectors []*Collect \`json:"collectors,omitempty"\`
}

type Collector struct {
	metav1.TypeMeta \`json:",inline"\`
	Spec            CollectorSpec \`json:"spec,omitempty"\`
}

type CollectorList struct {
	Items []Collector \`json:"items"\`
}

func init() {
	SchemeBuilder.Register(&Collector{}, &CollectorList{})
}
`;

// v1.1.0: newField added, oldField removed, Labels embedded without a json name (so inline).
const typesV2 = typesV1
  .replace('\tOldField string `json:"oldField,omitempty"`\n', '\tNewField int `json:"newField"`\n\tLabels\n');

const rootV1 = `package cli

import (
	"os"

	"github.com/pkg/errors"
	"github.com/spf13/cobra"
	"example.com/ts/pkg/constants"
	"example.com/ts/pkg/types"
)

const flagOutput = "output-dir"

type options struct {
	Output *string
}

func newOptions() *options {
	out := "bundle"
	return &options{Output: &out}
}

func addFlags(cmd *cobra.Command, o *options) {
	cmd.PersistentFlags().StringVarP(o.Output, flagOutput, "o", *o.Output, "where to write")
}

func RootCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:  "preflight [url]",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 3 {
				return types.NewExitCodeError(constants.EXIT_CODE_SPEC_ISSUES, errors.New("too many specs"))
			}
			return run()
		},
	}
	cmd.AddCommand(versionCmd())
	cmd.Flags().Int("timeout", 30, "seconds to wait")
	cmd.Flags().StringSliceP("selector", "l", []string{"app=web", "tier=db"}, "labels")
	cmd.Flags().Bool("insecure", false, "skip TLS checks")
	cmd.Flags().MarkHidden("insecure")
	addFlags(cmd, newOptions())
	return cmd
}

func versionCmd() *cobra.Command {
	return &cobra.Command{Use: "version", Run: func(cmd *cobra.Command, args []string) {}}
}

func run() error {
	return errors.Wrap(os.ErrNotExist, "failed to read the spec")
}

func InitAndExecute() {
	if err := RootCmd().Execute(); err != nil {
		os.Exit(1)
	}
}
`;

// The other forms of a message: a field assigned, an Error method, a colouring printer, a warning
// built by Troubleshoot's own pkg/types, a sentence in a constant, a literal summed with a value.
const messageForms = `package analyze

import (
	"github.com/fatih/color"
	"github.com/pkg/errors"
	"example.com/ts/pkg/types"
)

const rerunPrompt = "Rerun it as root?"

const fileKey = "results"

type missing struct{ name string }

func (e *missing) Error() string { return e.name + ": not found" }

type result struct{ Message string }

func check(found bool, name string) (*result, error) {
	r := &result{}
	if !found {
		r.Message = "nothing matched"
		color.YellowString("skipped %s", name)
		return r, types.NewExitCodeWarning("no files")
	}
	return r, errors.New("failed to read " + name)
}
`;

const rootV2 = rootV1.replace('"output-dir"', '"output-path"').replace('Int("timeout", 30,', 'Int("timeout", 60,');

// Code facts: fields set (assigned, and keys of literals, the element type implied), chains read
// (not through an imported package), the clauses of a tagless and of a type switch, and the
// strings of tables (slice literals), in a function and in a variable.
const remoteV1 = `package collect

import "github.com/pkg/errors"

var defaultRules = []struct {
	pattern string
	name    string
}{
	{pattern: \`(?i)token\`, name: "Redact tokens"},
}

type RemoteCollector struct {
	Collect *RemoteCollect
}

func (c *RemoteCollector) IsExcluded() bool {
	if c.Collect.Memory != nil {
		return c.Collect.Memory.Exclude.BoolOrDefaultFalse()
	}
	return false
}

func (c *RemoteCollector) toHostCollector() (*HostCollect, error) {
	host := &HostCollect{}
	switch {
	case c.Collect.CPU != nil:
		host.CPU = &CPU{Name: c.Collect.CPU.Name}
	case c.Collect.Memory != nil, c.Collect.Swap != nil:
		host.Memory = &Memory{Name: c.Collect.CPU.Name}
	default:
		return nil, errors.New("no collector")
	}
	return host, nil
}

func analyze(strict bool, outcomes []string) []*AnalyzeResult {
	results := []*AnalyzeResult{{Title: "first"}}
	results = append(results, &AnalyzeResult{Title: "not in a table"})
	for i := range results {
		results[i].Strict = strict
	}
	mark := func() { results[0].Title += "!" }
	mark()
	switch v := interface{}(outcomes).(type) {
	case []string:
		_ = v
	}
	return results
}
`;

// v1.1.0: IsExcluded reads CPU too; the Memory clause reads its own key instead of CPU's; a rule
// is renamed.
const remoteV2 = remoteV1
  .replace('"Redact tokens"', '"Redact API tokens"')
  .replace('\treturn false\n}', '\treturn c.Collect.CPU != nil && c.Collect.CPU.Exclude.BoolOrDefaultFalse()\n}')
  .replace('&Memory{Name: c.Collect.CPU.Name}', '&Memory{Name: c.Collect.Memory.Name}');

const files = (types: string, root: string, remote: string): Record<string, string> => ({
  'go.mod': 'module example.com/ts\n\ngo 1.26\n',
  LICENSE: 'Fixture license\n',
  'pkg/apis/troubleshoot/v1beta2/types.go': types,
  'pkg/constants/constants.go': 'package constants\n\nconst (\n\tEXIT_CODE_CATCH_ALL   = 1\n\tEXIT_CODE_SPEC_ISSUES = 2\n)\n',
  'pkg/types/errors.go': 'package types\n\nfunc NewExitCodeError(code int, err error) error { return err }\n',
  'cmd/preflight/main.go': 'package main\n\nimport "example.com/ts/cmd/preflight/cli"\n\nfunc main() {\n\tcli.InitAndExecute()\n}\n',
  'cmd/preflight/cli/root.go': root,
  'pkg/analyze/result.go': messageForms,
  'pkg/collect/remote_collector.go': remote,
  'cmd/troubleshoot/main.go': 'package main\n\nimport "github.com/spf13/cobra"\n\nfunc main() {\n\tcmd := &cobra.Command{Use: "support-bundle", RunE: func(*cobra.Command, []string) error { return nil }}\n\tcmd.Flags().Bool("redact", true, "redact")\n\tcmd.Execute()\n}\n',
  // Newer Go than the reader's: a file that does not parse is counted, not fatal.
  'pkg/future/future.go': 'package future\n\nfunc Broken( {\n',
});

let repo: string;
let work: string;

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'});
}

function commit(tree: Record<string, string>, tag: string): void {
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    fs.writeFileSync(path.join(repo, file), text);
  }
  git('add', '-A');
  git('-c', 'user.name=fixture', '-c', 'user.email=fixture@example.com', 'commit', '-q', '-m', tag);
  git('tag', tag);
}

function sync(...args: string[]) {
  const result = spawnSync('node', [path.join(projectRoot, 'tools/troubleshoot-sync/sync.mjs'), repo, ...args], {encoding: 'utf8', cwd: projectRoot});
  return {status: result.status, out: result.stdout + result.stderr};
}

const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

test.describe.configure({mode: 'serial', timeout: 240_000});

test.beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'troubleshoot-sync-'));
  repo = path.join(work, 'repo');
  fs.mkdirSync(repo);
  git('init', '-q');
  commit(files(typesV1, rootV1, remoteV1), 'v1.0.0');
  commit(files(typesV2, rootV2, remoteV2), 'v1.1.0');
  // A bare mirror, as the sync is given in practice.
  execFileSync('git', ['clone', '-q', '--mirror', repo, path.join(work, 'mirror.git')]);
  repo = path.join(work, 'mirror.git');
});

test.afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

test('writes the types, CLI, since dates, function index and messages of a release', () => {
  const dir = path.join(work, 'v1');
  const {status, out} = sync('v1.0.0', '--snapshot', dir);
  expect(status, out).toBe(0);
  const source = readJson(dir, 'source.json');
  expect(source.ref).toBe('v1.0.0');
  expect(source.commit).toBe(git('rev-parse', 'v1.0.0').trim());
  expect(Object.keys(source.parseErrors)).toEqual(['pkg/future/future.go']);
  expect(fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toBe('Fixture license\n');

  const types = readJson(dir, 'types.json').v1beta2;
  expect(types.kinds).toEqual({Collector: 'Collector'});
  expect(types.lists).toEqual({collectors: 'Collect'});
  expect(types.types.Logs.hint).toBe('Logs saves the logs of pods.');
  expect(types.types.Logs.fields).toEqual([
    {go: 'CollectorMeta', type: 'CollectorMeta', embedded: true, inline: true},
    {go: 'Name', json: 'name', type: 'string', hint: 'Name of the folder.'},
    {go: 'OldField', json: 'oldField', type: 'string', omitempty: true},
  ]);
  expect(types.types.Labels).toBeUndefined(); // not reachable from a kind yet

  const cli = readJson(dir, 'cli.json');
  expect(cli.problems).toEqual([]);
  expect(cli.commands.map((c: {path: string}) => c.path)).toEqual(['preflight', 'preflight version', 'support-bundle']);
  const root = cli.commands[0];
  expect(root).toMatchObject({use: 'preflight [url]', args: 'MinimumNArgs(1)', runnable: true, definedIn: 'cmd/preflight/cli/root.go#RootCmd'});
  const flag = (name: string) => root.flags.find((f: {name: string}) => f.name === name);
  expect(flag('output-dir')).toMatchObject({type: 'string', default: 'bundle', shorthand: 'o', persistent: true, definedIn: 'cmd/preflight/cli/root.go#addFlags'});
  expect(flag('timeout')).toMatchObject({type: 'int', default: '30', shorthand: null, persistent: false});
  expect(flag('selector')).toMatchObject({type: 'stringSlice', default: '[app=web,tier=db]', shorthand: 'l'});
  expect(flag('insecure')).toMatchObject({hidden: true, default: 'false'});
  expect(cli.commands[1].inheritedFlags).toEqual(['output-dir']);
  const exit = Object.fromEntries(cli.exitCodes.map((e: {code: number}) => [e.code, e]));
  expect(exit[2]).toMatchObject({constant: 'EXIT_CODE_SPEC_ISSUES', commands: ['preflight'], sites: [{at: 'cmd/preflight/cli/root.go#RootCmd', commands: ['preflight']}]});
  expect(exit[1].commands).toEqual(['preflight', 'preflight version']);

  const since = readJson(dir, 'since.json');
  expect(since).toMatchObject({firstTag: 'v1.0.0', lastTag: 'v1.0.0', tagsScanned: 1});
  expect(since.v1beta2.keyFieldPaths['collectors.logs']).toEqual({collectorName: 'v1.0.0', exclude: 'v1.0.0', name: 'v1.0.0', oldField: 'v1.0.0'});

  const functions = readJson(dir, 'functions.json');
  expect(Object.keys(functions['cmd/preflight/cli/root.go']).sort()).toEqual(['InitAndExecute', 'RootCmd', 'addFlags', 'flagOutput', 'newOptions', 'options', 'run', 'versionCmd']);
  expect(functions['cmd/preflight/cli/root.go'].RootCmd).toMatch(/^func [0-9a-f]{12}$/);
  const messages = readJson(dir, 'messages.json');
  expect(messages['cmd/preflight/cli/root.go#run']).toEqual([{call: 'errors.Wrap', text: 'failed to read the spec'}]);
  expect(messages['cmd/preflight/cli/root.go#RootCmd']).toContainEqual({call: 'errors.New', text: 'too many specs'});
  expect(messages['pkg/analyze/result.go#check']).toEqual([
    {call: 'errors.New', text: 'failed to read %s'},
    {call: 'types.NewExitCodeWarning', text: 'no files'},
    {call: '.Message =', text: 'nothing matched'},
    {call: 'color.YellowString', text: 'skipped %s'},
  ]);
  expect(messages['pkg/analyze/result.go#missing.Error']).toEqual([{call: 'Error()', text: '%s: not found'}]);
  expect(messages['pkg/analyze/result.go#rerunPrompt']).toEqual([{call: 'const', text: 'Rerun it as root?'}]);
  expect(messages['pkg/analyze/result.go#fileKey']).toBeUndefined();
});

test('writes the fields each function sets, the chains it reads and its switch clauses', () => {
  const dir = path.join(work, 'facts');
  const {status, out} = sync('v1.0.0', '--snapshot', dir);
  expect(status, out).toBe(0);
  const facts = readJson(dir, 'code-facts.json');
  expect(facts['pkg/collect/remote_collector.go#RemoteCollector.IsExcluded']).toEqual({reads: ['c.Collect.Memory.Exclude.BoolOrDefaultFalse()']});
  expect(facts['pkg/collect/remote_collector.go#RemoteCollector.toHostCollector']).toEqual({
    assigns: ['CPU{}.Name', 'Memory{}.Name', 'host.CPU', 'host.Memory'],
    reads: ['c.Collect.CPU.Name', 'c.Collect.Memory', 'c.Collect.Swap'],
    switches: [{cases: [
      {case: ['c.Collect.CPU != nil'], reads: ['c.Collect.CPU.Name']},
      {case: ['c.Collect.Memory != nil', 'c.Collect.Swap != nil'], reads: ['c.Collect.CPU.Name']},
      {default: true},
    ]}],
  });
  expect(facts['pkg/collect/remote_collector.go#analyze']).toEqual({
    assigns: ['AnalyzeResult{}.Title', 'results[].Strict', 'results[].Title'],
    reads: ['results[].Title'],
    switches: [{tag: 'v := interface{}(outcomes).(type)', cases: [{case: ['[]string']}]}],
    strings: [{field: 'AnalyzeResult{}.Title', text: 'first'}],
  });
  expect(facts['pkg/collect/remote_collector.go#defaultRules']).toEqual({
    assigns: ['struct{...}{}.name', 'struct{...}{}.pattern'],
    strings: [{field: 'struct{...}{}.pattern', text: '(?i)token'}, {field: 'struct{...}{}.name', text: 'Redact tokens'}],
  });
  expect(facts['cmd/preflight/cli/root.go#run']).toBeUndefined(); // errors.Wrap and os.ErrNotExist are packages' names, not reads
  expect(readJson(dir, 'source.json').counts.codeFacts).toBe(Object.keys(facts).length);
});

test('--check passes on the release it was written from, and fails with the drift on the next', () => {
  const dir = path.join(work, 'check');
  expect(sync('v1.0.0', '--snapshot', dir).status).toBe(0);
  const same = sync('v1.0.0', '--snapshot', dir, '--check');
  expect(same.status, same.out).toBe(0);
  expect(same.out).toContain('is up to date');
  const before = fs.readFileSync(path.join(dir, 'types.json'), 'utf8');
  const next = sync('v1.1.0', '--snapshot', dir, '--check');
  expect(next.status, next.out).toBe(1);
  expect(next.out).toContain('in: cli.json, code-facts.json, functions.json, since.json, source.json, types.json');
  expect(next.out).toContain('v1beta2 Logs.newField: added (int)');
  expect(fs.readFileSync(path.join(dir, 'types.json'), 'utf8')).toBe(before); // --check writes nothing
});

test('--report lists a new field, a removed field, an embedded struct, a renamed flag and a changed default', () => {
  const {status, out} = sync('v1.1.0', '--report', 'v1.0.0');
  expect(status, out).toBe(0);
  const lines = out.split('\n').filter((l) => l.startsWith('- '));
  expect(lines).toEqual(expect.arrayContaining([
    '- v1beta2 Logs.newField: added (int)',
    '- v1beta2 Logs.oldField: removed (string, omitempty)',
    '- v1beta2 Logs.(inline Labels): added (Labels, inline, embedded)',
    '- v1beta2 Labels: type added (labels)',
    '- `preflight --output-dir`: removed (string, default "bundle", -o)',
    '- `preflight --output-path`: added (string, default "bundle", -o)',
    '- `preflight --timeout`: changed (default: "30" -> "60")',
  ]));
  expect(out).toMatch(/Functions, methods, types, constants and variables \(0 added, 0 removed, [1-9]\d* changed\)/);
  // The fixture's paths are Troubleshoot's, so the changes touch this project's reference.
  expect(out).toContain('- cmd/preflight/cli/root.go#RootCmd (func): changed\n  touches cited by: cli "preflight" notes[0]');
  expect(out).toMatch(/- v1beta2 Logs.newField: added \(int\)\n {2}touches entries: collector\/logs, document\/Collector; pages: docs\/collect\/logs.mdx, /);
  expect(out).toContain('- `preflight --timeout`: changed (default: "30" -> "60")\n  touches pages: docs/preflight/cli-usage.mdx');
  expect(out).toContain('## Code facts: fields set, chains read, switch clauses, table strings (3 symbols; cited by this project: 2)');
  expect(lines).toEqual(expect.arrayContaining([
    '- pkg/collect/remote_collector.go#RemoteCollector.IsExcluded: changed (reads +c.Collect.CPU.Exclude.BoolOrDefaultFalse())',
    '- pkg/collect/remote_collector.go#RemoteCollector.toHostCollector: changed (reads +c.Collect.Memory.Name; switch { case c.Collect.Memory != nil, c.Collect.Swap != nil } reads +c.Collect.Memory.Name -c.Collect.CPU.Name)',
    '- pkg/collect/remote_collector.go#defaultRules: changed (strings +struct{...}{}.name="Redact API tokens" -struct{...}{}.name="Redact tokens")',
  ]));
});

test('dates each field by the first release that declares it, and an embedded struct\'s members with it', () => {
  const dir = path.join(work, 'v2');
  expect(sync('v1.1.0', '--snapshot', dir).status).toBe(0);
  const since = readJson(dir, 'since.json');
  expect(since).toMatchObject({firstTag: 'v1.0.0', lastTag: 'v1.1.0', tagsScanned: 2});
  expect(since.v1beta2.keyFieldPaths['collectors.logs']).toEqual({collectorName: 'v1.0.0', exclude: 'v1.0.0', name: 'v1.0.0', newField: 'v1.1.0', labels: 'v1.1.0'});
  expect(since.v1beta2.removed).toEqual({'keyFieldPaths collectors.logs oldField': 'v1.0.0', 'types Logs oldField': 'v1.0.0'});
  const types = readJson(dir, 'types.json').v1beta2;
  expect(types.types.Logs.fields.find((f: {go: string}) => f.go === 'Labels')).toEqual({go: 'Labels', type: 'Labels', embedded: true, inline: true, untagged: true});
});
