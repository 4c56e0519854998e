/**
 * Marks the v1beta3 schema (./v1beta3.ts) puts on nodes whose findings the checker words
 * itself; a module of its own so that the checker, which runs in the browser, need not load the
 * schema builder.
 */

/** A `{value, valueFrom}` struct: a plain string there cannot be decoded. */
export const stringOrValueFromMark = 'x-string-or-value-from';
/** A v1beta3 list item type with no fields (analyzers, host collectors...): everything in it is dropped. */
export const emptyItemMark = 'x-v1beta3-empty';
