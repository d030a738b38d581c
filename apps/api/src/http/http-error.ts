import type { errorItemSchema } from "@platform/contracts";
import type { z } from "zod";

type ErrorItem = z.infer<typeof errorItemSchema>;

/** An expected failure: its message is safe to show to the player (spec §8 envelope). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ErrorItem[] = [],
    /** Seconds until the client may try again (429), sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}
