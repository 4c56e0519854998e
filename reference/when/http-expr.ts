import {compile, evaluate, formatV, GovaluateError, type GoValue, type Parameters, type Stage} from '../go/govaluate';
import {fail, ok, type WhenGrammar} from './grammar';

/**
 * http (in-cluster and host): `compareHostHTTPConditionalToActual` in pkg/analyze/host_http.go.
 * `error` alone is a keyword; anything else is rewritten (` = ` and ` === ` become ` == `) and
 * handed to govaluate (../go/govaluate.ts) with one parameter, `statusCode`, a float64. A
 * condition is accepted when it parses and yields true or false, without error, for every status
 * code from 0 to 999.
 */

// ---- the grammar ---------------------------------------------------------------------------------

/** Every status code Go's HTTP client can report: three digits. */
const statusCodes = Array.from({length: 1000}, (_, i) => i);

function hint(message: string): string {
  if (/^Invalid token: '=+'$/.test(message)) return ' Put one space on each side of `=`, or write `==`.';
  if (/^No parameter '/.test(message)) return ' The only variable is `statusCode`; the body and headers cannot be tested, and `error` works only alone.';
  if (/^Unable to access '/.test(message)) return ' `statusCode` is a number and has no fields.';
  if (/^Undefined function/.test(message)) return ' No functions are available.';
  if (/comparator '(=~|!~)'/.test(message)) return ' `=~` and `!~` need text on their left, and `statusCode` is a number.';
  return '';
}

const httpExpr: WhenGrammar = {
  id: 'http-expr',
  title: 'response status',
  summary:
    'The condition is either the word `error` on its own, true when the request could not be made, or an expression in the govaluate language over one number, `statusCode`, that must come out true or false. Before parsing, ` = ` and ` === ` (with a space on each side) become ` == `. Expressions combine `==`, `!=`, `<`, `<=`, `>`, `>=`, `&&`, `||`, `!`, arithmetic, parentheses and `in (..)` lists; spaces between them are optional. When the request failed, every expression is false and only `error` can match.',
  forms: [
    {form: 'error', meaning: 'the request failed: no connection, TLS or timeout error, a bad URL'},
    {form: 'statusCode == 200', meaning: 'the server answered with this status; `statusCode = 200` means the same'},
    {form: 'statusCode != 200', meaning: 'the server answered, with any other status'},
    {form: 'statusCode >= 200 && statusCode < 300', meaning: 'any 2xx answer; `||` and parentheses work too'},
    {form: 'statusCode in (502, 503, 504)', meaning: 'one of the listed statuses'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_http.go#compareHostHTTPConditionalToActual'],
  parse(when) {
    if (when === '' || when === 'error') return ok;
    const expression = when.replaceAll(' = ', ' == ').replaceAll(' === ', ' == ');
    let plan: Stage;
    try {
      plan = compile(expression);
    } catch (error) {
      const message = (error as Error).message.trimEnd();
      return fail(`govaluate cannot parse ${JSON.stringify(expression)}: ${message}${/[.!?]$/.test(message) ? '' : '.'}${hint(message)}`);
    }
    for (const statusCode of statusCodes) {
      const parameters: Parameters = (name) => {
        if (name === 'statusCode') return statusCode;
        throw new GovaluateError(`No parameter '${name}' found.`);
      };
      let result: GoValue;
      try {
        result = evaluate(plan, parameters);
      } catch (error) {
        const message = (error as Error).message.trimEnd();
        return fail(`fails when the status is ${statusCode}: ${message}${/[.!?]$/.test(message) ? '' : '.'}${hint(message)}`);
      }
      if (typeof result !== 'boolean') {
        return fail(`does not come out true or false (status ${statusCode} gives ${formatV(result)}); compare \`statusCode\` with a number, as in "statusCode == 200"`);
      }
    }
    return ok;
  },
};

export default httpExpr;
