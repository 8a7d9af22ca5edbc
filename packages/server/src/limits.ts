// Size limits on every input, in one place (the OpenAPI schemas and the checks read them).

/** An offer sheet (the language server refuses longer ones too). */
export const maxSheetLength = 100_000;
/** Any request body. */
export const maxBodyBytes = 256 * 1024;
export const maxNameLength = 64;
export const maxGameNameLength = 120;
/** Seven powers on the standard map; variants may have up to 36 (Void). */
export const maxPlayers = 40;
