import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createLedgerFixture, type LedgerFixture } from "../test/wallet-fixtures.ts";
import { LedgerAccounts } from "./ledger-accounts.ts";

let f: LedgerFixture;
beforeAll(async () => {
  f = await createLedgerFixture();
});
afterAll(() => f.close());

const CURRENCY = "KES";

describe("the ledger's account ids", () => {
  test("are cached once committed, at most maxCached; an account left out is found again", async () => {
    const accounts = new LedgerAccounts({ maxCached: 2 });
    const players = [await f.newPlayer(), await f.newPlayer(), await f.newPlayer()];
    const resolve = (userId: string) =>
      accounts.resolve(f.db, f.siteId, CURRENCY, { kind: "player_cash", userId });
    // The first resolve opens the account (not cached: its transaction had not committed yet).
    const ids = [];
    for (const player of players) ids.push((await resolve(player)).id);
    expect(accounts.cached).toBe(0);
    // Found again once committed, each is cached; the third pushes out the least recently used.
    for (const [index, player] of players.entries()) expect((await resolve(player)).id).toBe(ids[index]);
    expect(accounts.cached).toBe(2);

    const insert = vi.spyOn(f.db, "insert");
    try {
      // The two cached are answered without the database.
      expect((await resolve(players[2]!)).id).toBe(ids[2]);
      expect((await resolve(players[1]!)).id).toBe(ids[1]);
      expect(insert).not.toHaveBeenCalled();
      // The first, left out, is found again in the database: the same account, cached again.
      expect(await resolve(players[0]!)).toEqual({ id: ids[0], keepsBalance: true });
      expect(insert).toHaveBeenCalledTimes(1);
      expect(accounts.cached).toBe(2);
    } finally {
      insert.mockRestore();
    }
  });
});
