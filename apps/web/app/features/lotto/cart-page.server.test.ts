import { describe, expect, test } from "vitest";
import { lineRefusals } from "./cart-page.server.ts";

describe("the checkout's refusals", () => {
  test("each refused line gets its sentence; other errors name no line", () => {
    expect(
      lineRefusals(
        [
          { field: "line:12" },
          { field: "line:40" },
          { field: "cart" },
          { field: "idempotency_key" },
          {},
          { field: "line:" },
          { field: "line:1 or 1=1" },
        ],
        "closed",
      ),
    ).toEqual({ 12: "closed", 40: "closed" });
  });
});
