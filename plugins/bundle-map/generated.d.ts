/** The bundle map's data, which its plugin generates (./index.ts, ./data.ts). */
declare module '@generated/bundle-map/default/bundle-map.json' {
  import type {BundleMapData} from './data';

  const data: BundleMapData;
  export default data;
}
