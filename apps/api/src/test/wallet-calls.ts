import { walletErrorSchema, walletSuccessSchema } from "@platform/contracts";
import { expect } from "vitest";
import { type Gambler, type GamesTestApp, newId } from "./games-fixtures.ts";

/** Bodies and answer checks of the seamless wallet's calls, as the aggregator would make them. */

export const GAME = "savanna-sun";

export function betBody(g: Gambler, amount: number, extra: Record<string, unknown> = {}) {
  return {
    token: g.token,
    transaction_id: newId("bet"),
    round_id: newId("round"),
    game: GAME,
    amount,
    currency: "KES",
    ...extra,
  };
}

export function winBody(g: Gambler, bet: { transaction_id: string; round_id: string }, amount: number) {
  return {
    token: g.token,
    transaction_id: newId("win"),
    round_id: bet.round_id,
    game: GAME,
    amount,
    currency: "KES",
    reference_transaction_id: bet.transaction_id,
  };
}

export function rollbackBody(g: Gambler, bet: { transaction_id: string; round_id: string }) {
  return {
    token: g.token,
    transaction_id: newId("rollback"),
    round_id: bet.round_id,
    game: GAME,
    reference_transaction_id: bet.transaction_id,
  };
}

/** The answer's data, after checking it is a success in the contract's shape. */
export function ok(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return walletSuccessSchema.parse(response.json()).data;
}

/** The refusal, after checking its code and HTTP status. */
export function refused(response: { statusCode: number; json(): unknown }, code: string, status: number) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const body = walletErrorSchema.parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

export async function balanceOf(c: GamesTestApp, g: Gambler, site = "games") {
  return ok(await c.wallet("balance", { token: g.token, game: GAME }, site));
}
