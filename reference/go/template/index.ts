/** Go's text/template: what the rest of the site uses. */
export {FuncError, TemplateError, positionAt} from './errors';
export type {Position} from './errors';
export {builtins, indirectInterface} from './funcs';
export type {CallContext, FuncDef, FuncMap} from './funcs';
export {TemplateSet} from './template';
export type {ExecuteOptions, MissingKey} from './template';
