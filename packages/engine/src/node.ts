/** `@payola/engine/node`: the file-system side of the engine, for tools built on it. */
export { findNearestGameFile, withoutBom } from './node/game-files.js';
export { configFileName, findNearestConfigFile, loadConfigFile, type ConfigFileResult } from './node/config-files.js';
export {
  decodedText,
  describeFsError,
  fileStamp,
  FileReadError,
  readLimits,
  readRegularFile,
  readTextFile,
  sizeText,
  type FileBytes,
  type NotUtf8,
  type ReadLimit,
  type TextRead,
} from './node/read-file.js';
export { decodeUtf8, firstInvalidUtf8, notUtf8Message, type Decoded } from './node/utf8.js';
export { loadGameFile, type FileStamp, type GameFileResult, type GameFileStage } from './node/load-game-file.js';
export { sheetExtension, sheetFilePower, sheetFilesBeside, type SheetFile } from './node/sheet-files.js';
