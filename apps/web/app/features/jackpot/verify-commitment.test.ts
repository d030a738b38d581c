import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { checkDrop, commitmentOf } from "./verify-commitment.ts";

describe("the browser's check of a revealed drop", () => {
  const nonce = "3f".repeat(32);
  const commitment = createHash("sha256").update(`1030${nonce}`, "ascii").digest("hex");

  test("computes SHA-256(point ‖ nonce) as the platform commits it", async () => {
    expect(await commitmentOf("1030", nonce)).toBe(commitment);
  });

  test("confirms a true reveal and refuses a changed point or nonce", async () => {
    expect(await checkDrop({ point_minor: "1030", nonce, commitment })).toEqual({
      ok: true,
      hash: commitment,
    });
    expect((await checkDrop({ point_minor: "1031", nonce, commitment })).ok).toBe(false);
    expect((await checkDrop({ point_minor: "1030", nonce: "3e".repeat(32), commitment })).ok).toBe(false);
    expect((await checkDrop({ point_minor: "1030", nonce, commitment: commitment.toUpperCase() })).ok).toBe(
      true,
    );
  });
});
