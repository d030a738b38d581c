import { describe, expect, it } from "vitest";
import { describeError } from "./describe-error.ts";

// What React Router hands the boundary for a thrown `data(...)`: an ErrorResponse.
function routeError(status: number, statusText: string, payload: unknown) {
  return { status, statusText, data: payload, internal: false };
}

describe("describeError", () => {
  it("uses the status text of a route error response, else its message", () => {
    expect(describeError(routeError(403, "Forbidden", null))).toEqual({ status: 403, message: "Forbidden" });
    expect(describeError(routeError(404, "", "Page not found"))).toEqual({
      status: 404,
      message: "Page not found",
    });
    expect(describeError(routeError(400, "", { message: "Bad locale" }))).toEqual({
      status: 400,
      message: "Bad locale",
    });
  });

  it("treats thrown errors and other values as 500", () => {
    expect(describeError(new Error("boom"))).toEqual({ status: 500, message: "boom" });
    expect(describeError("oops")).toEqual({ status: 500, message: "" });
  });
});
