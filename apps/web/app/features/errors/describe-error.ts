import { isRouteErrorResponse } from "react-router";

export interface ErrorDescription {
  status: number;
  /** The status message, or the message the thrower gave. */
  message: string;
}

function messageOf(data: unknown): string {
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string")
    return data.message;
  return "";
}

/** Spec §2: the error screen shows the status code and the status message (or message). */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error))
    return { status: error.status, message: error.statusText || messageOf(error.data) };
  // Anything thrown that is not a response is an unexpected failure: status 500.
  return { status: 500, message: error instanceof Error ? error.message : "" };
}
