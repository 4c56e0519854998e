/**
 * The tables the `when` grammar tests are written as, and the one harness that runs them: each
 * grammar must accept what the analyzer's Go code accepts and reject, with a message that says
 * why, what it rejects or would silently never match.
 */
import {test, expect} from '@playwright/test';
import type {Severity, WhenGrammar} from '../../reference/when/grammar';
import {grammars} from '../../reference/when/index';

export interface WhenTable {
  accepted: string[];
  /** Each rejected condition, with a fragment the message must contain. */
  rejected: [string, RegExp][];
  /** The severities the table holds for; all three when left out. */
  severities?: Severity[];
}

const allSeverities: Severity[] = ['fail', 'warn', 'pass'];

export function testWhenTables(tables: Record<string, WhenTable>): void {
  for (const [id, table] of Object.entries(tables)) {
    const severities = table.severities ?? allSeverities;
    test.describe(`when grammar "${id}"`, () => {
      test('is registered, describes its forms and cites the parser', () => {
        const grammar = grammars[id];
        expect(grammar, `no grammar "${id}" in reference/when/index.ts`).toBeDefined();
        expect(grammar!.id).toBe(id);
        expect(grammar!.summary.length).toBeGreaterThan(40);
        expect(grammar!.forms.length).toBeGreaterThan(0);
        expect(grammar!.source.length).toBeGreaterThan(0);
      });

      test('accepts what the Go code accepts', () => {
        const problems: string[] = [];
        for (const when of table.accepted) {
          for (const severity of severities) {
            const result = grammars[id]!.parse(when, severity);
            if (!result.ok) problems.push(`${JSON.stringify(when)} (${severity}): ${result.message}`);
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });

      test('rejects what the Go code rejects or never matches, saying why', () => {
        const problems: string[] = [];
        for (const [when, message] of table.rejected) {
          for (const severity of severities) {
            const result = grammars[id]!.parse(when, severity);
            if (result.ok) problems.push(`${JSON.stringify(when)} (${severity}): accepted`);
            else if (!message.test(result.message)) problems.push(`${JSON.stringify(when)} (${severity}): "${result.message}" does not match ${message}`);
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });
  }
}

/**
 * For the tests written as calls rather than tables: the grammar accepts `accepted` and rejects
 * `rejected` with a message, on each of `severities` (all three when left out).
 */
export function expectGrammar(grammar: WhenGrammar, accepted: string[], rejected: string[], severities: Severity[] = allSeverities): void {
  for (const severity of severities) {
    for (const when of accepted) {
      expect(grammar.parse(when, severity), `${grammar.id} should accept ${JSON.stringify(when)} on ${severity}`).toEqual({ok: true});
    }
    for (const when of rejected) {
      const result = grammar.parse(when, severity);
      expect(result.ok, `${grammar.id} should reject ${JSON.stringify(when)} on ${severity}`).toBe(false);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    }
  }
}

/** The message a grammar gives for a condition on a fail outcome; empty when it accepts it. */
export function messageOf(grammar: WhenGrammar, when: string): string {
  const result = grammar.parse(when, 'fail');
  return result.ok ? '' : result.message;
}
