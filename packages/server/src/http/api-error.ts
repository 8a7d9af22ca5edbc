// Every refusal of the API: an HTTP status, a stable code and a message a person understands,
// sometimes with details (a sheet's located diagnostics, the powers a phase waits for).

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notSignedIn = () => new ApiError(401, 'not-signed-in', 'sign in first');
/** Games the caller takes no part in are not found, so their existence is not revealed. */
export const noSuchGame = () => new ApiError(404, 'no-such-game', 'no such game');
export const gameMasterOnly = () => new ApiError(403, 'gamemaster-only', "only the game's GameMaster may do this");
export const playersOnly = () => new ApiError(403, 'players-only', "only the game's players may do this");
