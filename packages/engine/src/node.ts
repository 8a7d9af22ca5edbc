/** `@payola/engine/node`: the file-system helpers for tools built on the engine. */
export { findNearestGameFile, withoutBom } from './node/game-files.js';
export { configFileName, findNearestConfigFile, loadConfigFile, type ConfigFileResult } from './node/config-files.js';
