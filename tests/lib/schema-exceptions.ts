/**
 * Fields the JSON Schemas mark as required although the Troubleshoot code runs without them,
 * because it fills in a default. An example may leave these out; nothing else may be missing.
 * Each entry cites the code that supplies the default.
 *
 * Paths are written like `spec.collectors[].run.namespace`.
 */
export const requiredOnlyInSchema: {path: string; because: string}[] = [];
