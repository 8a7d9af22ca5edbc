// Size limits on every input, in one place (the OpenAPI schemas and the checks read them).

/** An offer sheet (the language server refuses longer ones too). */
export const maxSheetLength = 100_000;
/**
 * Any request body: enough for the longest sheet however it is written, since a sheet's limit is
 * counted in characters (UTF-16 units) and JSON may spend up to six bytes on one (`\u001f`), three
 * on a Chinese character.
 */
export const maxBodyBytes = 640 * 1024;
export const maxNameLength = 64;
export const maxGameNameLength = 120;
/** Seven powers on the standard map; variants may have up to 36 (Void). */
export const maxPlayers = 40;

/** A size as people read it, in whole KiB rounded up (a body one byte over a limit never reads as the limit). */
export const inKiB = (bytes: number): string => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KiB`;
