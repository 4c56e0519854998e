import {ok, type WhenGrammar} from './grammar';

/** Analyzers (or modes of one) whose code never looks at `when`. */
const ignored: WhenGrammar = {
  id: 'ignored',
  title: 'not read',
  summary:
    'This analyzer never reads `when`: what it found decides which outcome, if any, it reports, as described below. A `when` you write has no effect, so leave it out.',
  forms: [],
  ignoresWhen: true,
  source: [],
  parse: () => ok,
};

export default ignored;
