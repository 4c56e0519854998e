/** The spec checker's data, which its plugin generates (./index.ts, ./check/data.ts). */
declare module '@generated/spec-checker/default/checker.v1beta2.json' {
  import type {CheckerData} from './check/data';

  const data: CheckerData;
  export default data;
}
