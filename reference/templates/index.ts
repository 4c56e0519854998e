/**
 * Go templates as Troubleshoot's `preflight` renders them: Go's text/template (go-template.ts) with
 * Sprig's and Helm's functions (functions.ts), and the root object, value defaults and values
 * merging of pkg/preflight (helm.ts). Plain TypeScript without DOM or Node APIs: the unit tests and
 * the spec checker's browser worker use the same code.
 */
export {FuncError, TemplateError, TemplateSet, builtins, positionAt} from './go-template';
export type {CallContext, ExecuteOptions, FuncDef, FuncMap, MissingKey, Position, Tree} from './go-template';
export {helmFuncMap, helmFunctions, helmTemplateSet, sprigFunctions} from './functions';
export {
  applySet,
  chartName,
  defaultAPIVersions,
  helmDefaults,
  helmRoot,
  isV1Beta3Template,
  mergeMaps,
  mergeValues,
  renderHelm,
  renderHelmTemplate,
  seedDefaultBooleans,
  seedParentMaps,
  templateName,
} from './helm';
export type {BlankedField, ChartMetadata, HelmRenderOptions, HelmRenderResult, MergeOptions, ReleaseOptions} from './helm';
export {fromJS, marshalJSON, marshalYAML, parseJSON, parseYAML, toJS, toYAML} from './yaml';
export {GoInt, GoStruct, formatValue, int, int64, isTrue, sprintf, typeName} from './values';
export type {GoMap, Value} from './values';
