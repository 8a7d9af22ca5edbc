import type { BoardMap } from '@payola/engine';

/** Two coasts joined by a clique of k seas (sea-maps.mjs). */
export function cliqueMap(k: number): BoardMap;
/** The sea at row r, column c of `gridMap`'s grid. */
export function gridSea(r: number, c: number): string;
/** Two coasts at opposite corners of an n×n grid of seas (sea-maps.mjs). */
export function gridMap(n: number): BoardMap;
