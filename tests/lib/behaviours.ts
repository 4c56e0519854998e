import {commands, exitCodes, kubectlFlags} from '../../reference/cli/index';
import type {CliFlag} from '../../reference/cli/model';
import {allEntries, entryId, registries, type RegisteredKind} from '../../reference/index';
import type {Behaviour, Field, ReferenceEntry} from '../../reference/model';
import {builtInRules} from '../../reference/redaction/index';
import {allFields, hostExecution, sharedFields} from '../../reference/shared';

/** Every behaviour statement of an entry, with where in the entry it sits. */
function behavioursOf(entry: ReferenceEntry): {where: string; behaviour: Behaviour}[] {
  const found: {where: string; behaviour: Behaviour}[] = [];
  const add = (where: string, behaviour: Behaviour | undefined) => behaviour && found.push({where, behaviour});
  entry.gotchas.forEach((gotcha, i) => add(`gotchas[${i}]`, gotcha));
  const visitFields = (fields: Field[], parent: string) => {
    for (const field of fields) {
      const path = parent ? `${parent}.${field.name}` : field.name;
      field.notes?.forEach((note, i) => add(`fields.${path}.notes[${i}]`, note));
      if (field.fields) visitFields(field.fields, path);
    }
  };
  visitFields(allFields(entry), '');
  if (entry.kind === 'collector') {
    add('execution', {text: entry.execution.creates ?? entry.execution.where, source: entry.execution.source});
    add('runsByDefault', entry.runsByDefault);
  }
  if (entry.kind === 'hostCollector') {
    add('execution', hostExecution);
    entry.requirements.notes.forEach((note, i) => add(`requirements.notes[${i}]`, note));
    entry.sideEffects.forEach((effect, i) => add(`sideEffects[${i}]`, effect));
    add('unimplemented', entry.unimplemented);
  }
  if (entry.kind === 'analyzer' || entry.kind === 'hostAnalyzer') {
    const {outcomes} = entry;
    if (outcomes.hasOutcomes) {
      add('outcomes.order', outcomes.order);
      add('outcomes.noMatch', outcomes.noMatch);
    } else {
      add('outcomes.results', outcomes.results);
    }
  }
  return found;
}

/**
 * Every behaviour statement in reference/, each with where it sits: the entries', then the CLI's
 * (command and flag notes, exit code situations) and the built-in redaction rules'.
 */
export function allBehaviours(): {at: string; behaviour: Behaviour}[] {
  const found: {at: string; behaviour: Behaviour}[] = [];
  for (const entry of allEntries()) {
    for (const {where, behaviour} of behavioursOf(entry)) found.push({at: `${entryId(entry)} ${where}`, behaviour});
  }
  for (const kind of Object.keys(registries) as RegisteredKind[]) {
    for (const field of sharedFields(kind)) field.notes?.forEach((note, i) => found.push({at: `shared ${kind} ${field.name} notes[${i}]`, behaviour: note}));
  }
  const flagNotes = (at: string, flags: readonly CliFlag[]) =>
    flags.forEach((flag) => flag.notes?.forEach((note, i) => found.push({at: `${at} --${flag.name} notes[${i}]`, behaviour: note})));
  for (const command of commands) {
    command.notes?.forEach((note, i) => found.push({at: `cli "${command.path}" notes[${i}]`, behaviour: note}));
    flagNotes(`cli "${command.path}"`, command.flags);
  }
  flagNotes('cli kubectl', kubectlFlags);
  for (const code of exitCodes) code.when.forEach((situation, i) => found.push({at: `exit code ${code.code} when[${i}]`, behaviour: situation}));
  for (const rule of builtInRules) found.push({at: `redaction rule ${rule.id}`, behaviour: {text: rule.matches, source: rule.source}});
  return found;
}
