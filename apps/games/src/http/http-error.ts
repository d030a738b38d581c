/**
 * An expected failure with a machine code (contracts aggregatorErrorSchema): its message is safe
 * to show to the player; `balance` is the real balance when a bet was refused for lack of money.
 */
export class GamesError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly balance?: number,
    /** Seconds until the client may try again (429), sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "GamesError";
  }
}

export const notFound = (message: string) => new GamesError(404, "RS_ERROR_NOT_FOUND", message);
