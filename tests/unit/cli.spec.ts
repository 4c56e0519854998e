/**
 * The CLI reference (reference/cli) against the CLI surface read from the Troubleshoot source
 * (vendor/troubleshoot/cli.json), both ways: every command and flag of the code is documented with
 * the same type, default and shorthand, nothing is documented that the code lacks, and the same for
 * the kubectl flags and the exit codes.
 */
import {test, expect} from '@playwright/test';
import {commands, exitCodes, kubectlFlags} from '../../reference/cli/index';
import type {CliFlag} from '../../reference/cli/model';
import {sourceRefPattern} from '../../reference/source';
import {snapshotCli as facts, type SnapshotFlag as FactFlag} from '../lib/troubleshoot';

function compareFlags(where: string, documented: readonly CliFlag[], code: FactFlag[], problems: string[]): void {
  const byName = new Map(documented.map((f) => [f.name, f]));
  for (const fact of code) {
    const flag = byName.get(fact.name);
    if (!flag) {
      problems.push(`${where} --${fact.name}: in the code, not documented`);
      continue;
    }
    if ((flag.shorthand ?? null) !== fact.shorthand) problems.push(`${where} --${fact.name}: shorthand ${flag.shorthand} in the docs, ${fact.shorthand} in the code`);
    if (flag.type !== fact.type) problems.push(`${where} --${fact.name}: type ${flag.type} in the docs, ${fact.type} in the code`);
    if (flag.default !== fact.default) problems.push(`${where} --${fact.name}: default ${JSON.stringify(flag.default)} in the docs, ${JSON.stringify(fact.default)} in the code`);
    if (Boolean(flag.hidden) !== fact.hidden) problems.push(`${where} --${fact.name}: hidden ${Boolean(flag.hidden)} in the docs, ${fact.hidden} in the code`);
    if (Boolean(flag.required) !== fact.required) problems.push(`${where} --${fact.name}: required ${Boolean(flag.required)} in the docs, ${fact.required} in the code`);
    if (fact.default === null && !flag.defaultText) problems.push(`${where} --${fact.name}: the default is computed at run time; say how in defaultText`);
  }
  const inCode = new Set(code.map((f) => f.name));
  for (const flag of documented) {
    if (!inCode.has(flag.name)) problems.push(`${where} --${flag.name}: documented, not in the code`);
    if (!flag.description.trim()) problems.push(`${where} --${flag.name}: no description`);
    for (const note of flag.notes ?? []) {
      for (const ref of note.source) if (!sourceRefPattern.test(ref)) problems.push(`${where} --${flag.name}: source "${ref}" is not of the form file.go#Function`);
    }
  }
}

test('every command and flag of both CLIs is documented as the code has it, and nothing else', () => {
  expect(facts.problems, 'what the reader could not follow in the cobra constructors').toEqual([]);
  const problems: string[] = [];
  const documented = new Map(commands.map((c) => [c.path, c]));
  for (const fact of facts.commands) {
    const command = documented.get(fact.path);
    if (!command) {
      problems.push(`${fact.path}: in the code, not documented`);
      continue;
    }
    if (command.use !== fact.use) problems.push(`${fact.path}: use "${command.use}" in the docs, "${fact.use}" in the code`);
    if (command.env.prefix !== fact.envPrefix) problems.push(`${fact.path}: env prefix ${command.env.prefix}, code ${fact.envPrefix}`);
    if (command.env.keyReplacer !== fact.envKeyReplacer) problems.push(`${fact.path}: env key replacer ${command.env.keyReplacer}, code ${fact.envKeyReplacer}`);
    if (command.env.viaViper !== (fact.flagsReadVia === 'viper')) problems.push(`${fact.path}: flags read through viper ${command.env.viaViper}, code ${fact.flagsReadVia}`);
    if (Boolean(command.kubectlFlags) !== fact.addsKubectlFlags) problems.push(`${fact.path}: kubectl flags ${Boolean(command.kubectlFlags)}, code ${fact.addsKubectlFlags}`);
    compareFlags(fact.path, command.flags, fact.flags, problems);
  }
  const inCode = new Set(facts.commands.map((c) => c.path));
  for (const command of commands) if (!inCode.has(command.path)) problems.push(`${command.path}: documented, not in the code`);
  console.log(`${commands.length} commands, ${commands.reduce((n, c) => n + c.flags.length, 0)} flags checked against vendor/troubleshoot/cli.json`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the kubectl connection flags are documented once, as the code has them', () => {
  const problems: string[] = [];
  compareFlags('kubectl', kubectlFlags, facts.kubectlFlags.flags, problems);
  console.log(`${kubectlFlags.length} kubectl flags checked against ${facts.kubectlFlags.module} ${facts.kubectlFlags.version}`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every exit code is documented for exactly the commands that can produce it', () => {
  const problems: string[] = [];
  const documented = new Map(exitCodes.map((e) => [e.code, e]));
  for (const fact of facts.exitCodes) {
    const code = documented.get(fact.code);
    if (!code) {
      problems.push(`exit code ${fact.code}: in the code, not documented`);
      continue;
    }
    if ((code.constant ?? null) !== fact.constant) problems.push(`exit code ${fact.code}: constant ${code.constant} in the docs, ${fact.constant} in the code`);
    const expected = [...fact.commands].sort().join(', ');
    const actual = [...code.commands].sort().join(', ');
    if (expected !== actual) problems.push(`exit code ${fact.code}: commands [${actual}] in the docs, [${expected}] in the code`);
    if (code.when.length === 0) problems.push(`exit code ${fact.code}: no situation documented`);
    for (const situation of code.when) {
      for (const ref of situation.source) if (!sourceRefPattern.test(ref)) problems.push(`exit code ${fact.code}: source "${ref}" is not of the form file.go#Function`);
    }
  }
  const inCode = new Set(facts.exitCodes.map((e) => e.code));
  for (const code of exitCodes) if (!inCode.has(code.code)) problems.push(`exit code ${code.code}: documented, not in the code`);
  console.log(`${exitCodes.length} exit codes checked against vendor/troubleshoot/cli.json`);
  expect(problems, problems.join('\n')).toEqual([]);
});
