import { sql } from "drizzle-orm";
import type { GamesDatabase } from "../apps/games/src/db/database.ts";
import type { FakePlayer, FakeWallet } from "../apps/games/src/test/fake-wallet.ts";

/*
 * The virtual settlement bench's exact check (bench/virtual-settlement.ts): every bet resulted with
 * the payout the drawn scores imply (bench/virtual-bets.ts), one closing win call per bet for that
 * amount, and the wallet holding what the stakes and the wins it was paid leave. Any difference
 * throws, so no figure is printed for a wrong settlement.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

function fail(what: string, wrong: string[]): void {
  if (wrong.length > 0)
    throw new Error(`${what}: ${wrong.length} wrong, e.g. ${wrong.slice(0, 3).join("; ")}`);
}

export async function checkSettlement(
  db: GamesDatabase,
  wallet: FakeWallet,
  options: {
    /** The bets, in plan order, with what each must pay and what it staked. */
    ids: readonly string[];
    expected: readonly number[];
    stakes: readonly number[];
    players: readonly FakePlayer[];
    funds: number;
  },
): Promise<{ winners: number; payouts: number }> {
  const expected = new Map(options.ids.map((id, i) => [id, options.expected[i]!]));
  const bets = rowsOf(await db.execute(sql`select id, state, payout from sports_bets`));
  if (bets.length !== options.ids.length) throw new Error(`${bets.length} bets, not ${options.ids.length}`);
  const settled = new Set<string>();
  fail(
    "bets",
    bets.flatMap((bet) => {
      const id = String(bet.id);
      if (bet.state === "settled") settled.add(id);
      const payout = bet.payout === null ? null : Number(bet.payout);
      return (bet.state === "resulted" || bet.state === "settled") && payout === expected.get(id)
        ? []
        : [`${id} ${bet.state} paid ${payout}, the scores say ${expected.get(id)}`];
    }),
  );
  const wins = rowsOf(
    await db.execute(sql`
      select round_id, (request->>'amount')::bigint as amount from wallet_calls
      where product = 'sports' and kind = 'win'`),
  );
  if (wins.length !== options.ids.length)
    throw new Error(`${wins.length} win calls for ${options.ids.length} bets`);
  fail(
    "win calls",
    wins.flatMap((win) =>
      Number(win.amount) === expected.get(String(win.round_id))
        ? []
        : [`${win.round_id} win of ${win.amount}, the scores say ${expected.get(String(win.round_id))}`],
    ),
  );
  // The wallet: paid exactly the wins of the settled bets, and every balance squares.
  let paid = 0;
  const paidTo = new Set<string>();
  for (const [transactionId, applied] of wallet.applied) {
    if (applied.kind !== "win") continue;
    const betId = transactionId.replace(/-win-\d+$/, "");
    paidTo.add(betId);
    const amount = Number((JSON.parse(applied.body) as { amount: number }).amount);
    if (amount !== expected.get(betId)) throw new Error(`the wallet paid ${amount} on ${betId}`);
    paid += amount;
  }
  if (paidTo.size !== settled.size || [...settled].some((id) => !paidTo.has(id)))
    throw new Error(`${settled.size} bets settled, ${paidTo.size} wins paid by the wallet`);
  const staked = options.stakes.reduce((sum, stake) => sum + stake, 0);
  const balances = options.players.reduce((sum, player) => sum + player.balance, 0);
  if (balances !== options.players.length * options.funds - staked + paid)
    throw new Error(
      `the wallet's balances are off by ${balances - (options.players.length * options.funds - staked + paid)}`,
    );
  return {
    winners: options.expected.filter((payout) => payout > 0).length,
    payouts: options.expected.reduce((sum, payout) => sum + payout, 0),
  };
}
