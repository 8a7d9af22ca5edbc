import { BoardMap } from './board-map.js';
import type { MapData } from './map-data.js';
import standard from './standard.json' with { type: 'json' };

/**
 * The standard Diplomacy board: 75 provinces (plus impassable Switzerland), 34 supply centres.
 * Our own data, so it is not validated at every start-up: test/map-standard.test.ts loads it
 * through `loadMap` and checks every edge.
 */
export const standardMap: BoardMap = new BoardMap(standard as unknown as MapData);
