import * as strconv from '../go/strconv';
import {fail, ok, type WhenGrammar} from './grammar';

/** event: whether an event with the given reason (and kind, and message pattern) exists. */
const eventBool: WhenGrammar = {
  id: 'event-bool',
  title: 'whether a matching event exists',
  summary:
    'The condition is a boolean, read with Go\'s `strconv.ParseBool`: `"true"` holds when an event matched the analyzer\'s `reason`, `kind` and `regex`, `"false"` when none did. Every outcome needs a `when`: an empty one is an error, not a catch-all. Quote the value in YAML, since `when` is a string.',
  forms: [
    {form: '"true"', meaning: 'a matching event exists; also `1`, `t`, `T`, `TRUE`, `True`'},
    {form: '"false"', meaning: 'no event matches; also `0`, `f`, `F`, `FALSE`, `False`'},
  ],
  source: ['pkg/analyze/event.go#analyzeEventResult'],
  parse(when) {
    if (when === '') return fail('this analyzer needs a `when` on every outcome: write "true" or "false" (an empty one is an error)');
    if (strconv.parseBool(when) !== undefined) return ok;
    const trimmed = when.trim();
    if (strconv.parseBool(trimmed) !== undefined) return fail('remove the spaces around the value: it is read exactly as written');
    if (['yes', 'no', 'y', 'n', 'on', 'off'].includes(trimmed.toLowerCase())) return fail(`"${when}" is not a Go boolean; write "true" or "false"`);
    return fail(`"${when}" is not a boolean; write "true" or "false" (also 1, t, T, TRUE, True, 0, f, F, FALSE, False)`);
  },
};

export default eventBool;
