/**
 * A `when` grammar: how one family of analyzers reads the condition of an outcome. Each grammar
 * says in our words what it compares and which forms it accepts, and parses a condition the way
 * the analyzer's Go code would, so that tests and the spec checker can reject a condition the
 * analyzer would not understand. The JSON Schemas type `when` as any string, so nothing else does.
 */
import type {SourceRef} from '../model';

export type Severity = 'fail' | 'warn' | 'pass';

export type WhenCheck = {ok: true} | {ok: false; message: string};

export interface WhenForm {
  /** The form as a reader writes it, e.g. `< 1.28.0` or `count() >= 3`. */
  form: string;
  meaning: string;
}

export interface WhenGrammar {
  id: string;
  /** What is compared, in a few words: "the Kubernetes version". */
  title: string;
  /** How the condition is read, in our words; inline code in backticks. */
  summary: string;
  forms: WhenForm[];
  /** True for the grammar of analyzers that never read `when` (it accepts anything). */
  ignoresWhen?: true;
  /** The Go functions that parse the condition. */
  source: SourceRef[];
  /**
   * Whether the analyzer would understand `when` on an outcome of this severity. An empty string
   * is passed for an outcome without `when`.
   */
  parse(when: string, severity: Severity): WhenCheck;
}

/** The descriptive part of a grammar, as pages receive it. */
export type WhenGrammarInfo = Omit<WhenGrammar, 'parse'>;

export function describe({parse: _parse, ...info}: WhenGrammar): WhenGrammarInfo {
  return info;
}

export const ok: WhenCheck = {ok: true};
export const fail = (message: string): WhenCheck => ({ok: false, message});

