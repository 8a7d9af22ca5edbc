export * from './map/board-map.js';
export type * from './map/map-data.js';
export { loadMap, type MapLoadResult } from './map/load-map.js';
export { standardMap } from './map/standard-map.js';
export type { LoadProblem } from './load-problem.js';
