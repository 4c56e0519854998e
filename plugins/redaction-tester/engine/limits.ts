/**
 * The largest sample the tester accepts, in bytes of UTF-8: far below the CLI's own 10 MB line
 * limit, and small enough that redacting it with every built-in rule takes well under the time
 * the tester allows a run. A module of its own, so that the page can check a paste without
 * loading the engine.
 */
export const maxInputBytes = 256 * 1024;

/** The longest pattern the tester compiles, so that compiling stays quick whatever is pasted. */
export const maxPatternLength = 4000;
