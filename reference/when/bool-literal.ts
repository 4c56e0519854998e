import {fail, ok, type WhenGrammar} from './grammar';
import * as strconv from '../go/strconv';
import * as strings from '../go/strings';

/**
 * subnetContainsIP: `CheckCondition` in pkg/analyze/host_subnetcontainsip.go switches on the exact
 * strings `true` and `false`; anything else returns `unknown condition`, which a host analyzer
 * turns into a visible "Analyzer Failed" result. Unlike strconv.ParseBool, `True`, `1` or `t` are
 * not accepted.
 */
const boolLiteral: WhenGrammar = {
  id: 'bool-literal',
  title: 'whether the IP address is in the CIDR',
  summary:
    'The condition is the word `true` (the address is inside the range) or `false` (it is not), exactly so: lower case, nothing around it. Quote it in YAML (`when: "true"`) so that it stays a string. Any other text, including `True`, `1` or ` true`, is an error that turns the check into a fail result reading `Analyzer Failed: ... unknown condition`. An outcome without `when` always holds.',
  forms: [
    {form: 'true', meaning: 'the IP address lies inside the CIDR range'},
    {form: 'false', meaning: 'the IP address lies outside the CIDR range'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_subnetcontainsip.go#AnalyzeHostSubnetContainsIP.CheckCondition', 'pkg/analyze/host_subnetcontainsip.go#AnalyzeHostSubnetContainsIP.Analyze'],
  parse(when) {
    if (when === '' || when === 'true' || when === 'false') return ok;
    const trimmed = strings.trimSpace(when);
    if (trimmed === 'true' || trimmed === 'false') return fail(`remove the spaces around "${trimmed}": only the exact word is understood, and "${when}" makes the check fail with "unknown condition"`);
    if (strconv.parseBool(trimmed) !== undefined) {
      const word = strconv.parseBool(trimmed) ? 'true' : 'false';
      return fail(`write "${word}" in lower case letters: this analyzer does not read "${trimmed}" as a boolean, and the check fails with "unknown condition"`);
    }
    return fail(`"${when}" is not understood: write "true" (the IP is in the range) or "false" (it is not); anything else makes the check fail with "unknown condition"`);
  },
};

export default boolLiteral;
