/** The custom redactors of a spec text, gathered the way support-bundle's loader gathers them. */
import YAML from 'yaml';
import type {RedactSpec} from './redact';

/** `spec.redactors` of every Redactor document in the text, in order, or what is wrong with the text. */
export function readRedactors(text: string): {redactors: RedactSpec[]} | {problem: string} {
  let docs: unknown[];
  try {
    docs = YAML.parseAllDocuments(text).map((doc) => {
      if (doc.errors.length) throw doc.errors[0];
      return doc.toJS({maxAliasCount: 100});
    });
  } catch (error) {
    return {problem: `The spec is not valid YAML: ${(error as Error).message.split('\n')[0]}`};
  }
  const redactorDocs = docs.filter((doc) => (doc as {kind?: unknown} | null)?.kind === 'Redactor') as {spec?: {redactors?: unknown}}[];
  if (redactorDocs.length === 0) return {problem: 'No document of kind Redactor in the spec.'};
  const lists = redactorDocs.map((doc) => doc.spec?.redactors);
  if (!lists.every(Array.isArray)) return {problem: 'A Redactor has no spec.redactors list.'};
  return {redactors: (lists as RedactSpec[][]).flat()};
}
