export function buildDrawing(): unknown;
