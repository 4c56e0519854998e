/**
 * Go templates as Troubleshoot's `preflight` renders them: Go's text/template (../go/template) with
 * Sprig's functions (../go/sprig.ts) and Helm's (helm-functions.ts), and the root object, value
 * defaults and values merging of pkg/preflight (helm.ts). Plain TypeScript without DOM or Node APIs: the unit tests and
 * the spec checker's browser worker use the same code.
 */
export {FuncError, TemplateError, TemplateSet, builtins, positionAt} from '../go/template';
export type {CallContext, ExecuteOptions, FuncDef, FuncMap, MissingKey, Position, Tree} from '../go/template';
export {sprigFunctions} from '../go/sprig';
export {helmFuncMap, helmFunctions, helmTemplateSet} from './helm-functions';
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
export {fromJS, marshalJSON, parseJSON, toJS} from '../go/json';
export {marshalYAML, parseYAML, toYAML} from '../go/sigs-yaml';
export {formatValue, sprintf} from '../go/fmt';
export {GoInt, GoStruct, int, int64, isTrue, typeName} from '../go/values';
export type {GoMap, Value} from '../go/values';
