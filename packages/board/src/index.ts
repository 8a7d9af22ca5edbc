export { renderBoard, type BoardResult, type RenderOptions, type BoardOrder, type DislodgedUnit } from './render.js';
export { phaseResultsPicture } from './phase-picture.js';
export { drawingFor, locationPoint, type BoardDrawing, type ProvinceDrawing, type Point } from './drawing.js';
export { schematicDrawing } from './schematic.js';
export { powerStyles, type PowerStyle } from './palette.js';
