import {
  type CartLineInput,
  DRAW_GAME_PRODUCTS,
  type DrawGame,
  fromMinorUnits,
  LOTTO_MAX_LINE_SIZE,
  type SelectionInputContract,
} from "@platform/contracts";
import { drawClientSeed, drawCommitment, generateDrawSeed, PERM_MAX_NUMBERS } from "@platform/fair";
import type { Database } from "../db/database.ts";
import { draws, users } from "../db/schema.ts";
import type { DrawRow } from "../lotto/tickets-draw.ts";
import { seed } from "../seed/seed.ts";
import { findSiteByCode, type Site } from "../sites/site-repository.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { LOTTO_CURRENCY, lottoSite } from "./lotto-fixtures.ts";

/*
 * Load for the draw games, shared by `npm run bench` (bench/lotto-bench.ts) and its small version
 * in the tests (lotto/lotto-bench.test.ts): a site, many funded players, open draws and a realistic
 * mix of bets. The picks come from a seeded generator so a run can be repeated; they are bets, not
 * money, so a float generator is fine here.
 */

export type Rand = () => number;

/** mulberry32: a small seeded generator (the same picks on every run of a given seed). */
export function seededRand(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** `count` distinct balls of 1–90 (a partial Fisher–Yates shuffle). */
function balls(rand: Rand, count: number): number[] {
  const pool = Array.from({ length: 90 }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = between(rand, i, 89);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * A 5/90 bet as players mix them: mostly Direct, then Perm, Banker and Against, with lines no
 * longer than the game sells (Lucky 3: three numbers). Perms and bankers stay a few numbers wide,
 * as most tickets are (at most 70 lines).
 */
export function lottoBet(rand: Rand, maxSize: 3 | 4 | 5): SelectionInputContract {
  const roll = rand();
  if (roll < 0.45) {
    const size = between(rand, 1, maxSize);
    return { type: "direct", size, numbers: balls(rand, size) };
  }
  if (roll < 0.75) {
    const size = between(rand, 2, maxSize) as 2 | 3 | 4 | 5;
    const count = Math.min(size + between(rand, 1, 3), PERM_MAX_NUMBERS[size]);
    return { type: "perm", size, numbers: balls(rand, count) };
  }
  if (roll < 0.9) {
    const size = between(rand, 2, maxSize);
    const bankers = between(rand, 1, size - 1);
    const picked = balls(rand, bankers + size - bankers + between(rand, 1, 4));
    return { type: "banker", size, bankers: picked.slice(0, bankers), numbers: picked.slice(bankers) };
  }
  const top = between(rand, 1, 3);
  const picked = balls(rand, top + between(rand, 2, 4));
  return { type: "against", top: picked.slice(0, top), bottom: picked.slice(top) };
}

/** A Lucky Number bet: the exact number or one of the groups, evenly. */
export function numberBet(rand: Rand): SelectionInputContract {
  const roll = rand();
  if (roll < 0.25) return { type: "exact", number: between(rand, 1, 90) };
  if (roll < 0.5) return { type: "parity", value: rand() < 0.5 ? "odd" : "even" };
  if (roll < 0.75) return { type: "range", value: rand() < 0.5 ? "low" : "high" };
  return { type: "tens", value: between(rand, 1, 9) };
}

export function betFor(rand: Rand, game: DrawGame): SelectionInputContract {
  return game === "number" ? numberBet(rand) : lottoBet(rand, LOTTO_MAX_LINE_SIZE[game]);
}

/** Stakes per line players pick, in minor units (KSh 0.50 to 5.00). */
const STAKES = [50n, 100n, 100n, 200n, 500n];
export function stakeFor(rand: Rand): bigint {
  return STAKES[between(rand, 0, STAKES.length - 1)]!;
}

/** Ten cart lines over the given draws in turn (e.g. Lucky 5, Lucky 3 and Lucky Number). */
export function cartOfTen(rand: Rand, open: DrawRow[]): CartLineInput[] {
  return Array.from({ length: 10 }, (_, index) => {
    const draw = open[index % open.length]!;
    return {
      draw_id: String(draw.id),
      selection: betFor(rand, draw.game as DrawGame),
      stake_per_line: fromMinorUnits(stakeFor(rand), 2),
      next_draw_if_closed: false,
    };
  });
}

/** Seeds a KES site running `games` and returns it as the routes see it. */
export async function seedLoadSite(db: Database, siteCode: string, games: DrawGame[]): Promise<Site> {
  await seed(db, {
    sites: [lottoSite(siteCode, { products_allow: games.map((game) => DRAW_GAME_PRODUCTS[game]) })],
  });
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new Error(`site ${siteCode} missing`);
  return site;
}

/** `count` players, each with `cash` minor units deposited through the ledger. */
export async function fundedPlayers(
  db: Database,
  ledger: Ledger,
  siteId: number,
  count: number,
  cash: bigint,
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < count; from += 1_000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1_000, count - from) }, (_, i) => ({
          siteId,
          phone: `2547${String(10_000_000 + from + i)}`,
          callingCode: "254",
          locale: "en",
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  let next = 0;
  const fund = async () => {
    while (next < ids.length) {
      const userId = ids[next++]!;
      await ledger.transfer(db, {
        siteId,
        currency: LOTTO_CURRENCY,
        idempotencyKey: `load-deposit:${userId}`,
        kind: "deposit",
        userId,
        postings: [
          { account: { kind: "gateway_clearing", code: "load" }, amount: -cash },
          { account: { kind: "player_cash", userId }, amount: cash },
        ],
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, fund));
  return ids;
}

/**
 * An open draw inserted as the scheduler creates one (seed committed, client seed of its game and
 * time), on sale from an hour ago until `closesInMs` after `now`, drawn a minute after it closes.
 */
export async function openDraw(
  db: Database,
  siteId: number,
  game: DrawGame,
  now: Date,
  closesInMs: number,
  sequence = 1,
): Promise<DrawRow> {
  const closesAt = new Date(now.getTime() + closesInMs);
  const drawAt = new Date(closesAt.getTime() + 60_000);
  const serverSeed = generateDrawSeed();
  const [row] = await db
    .insert(draws)
    .values({
      siteId,
      game,
      sequence,
      status: "open",
      opensAt: new Date(now.getTime() - 3_600_000),
      closesAt,
      drawAt,
      serverSeed,
      serverSeedHash: await drawCommitment(serverSeed),
      clientSeed: drawClientSeed({ game: DRAW_GAME_PRODUCTS[game], drawId: sequence, scheduledAt: drawAt }),
    })
    .returning();
  if (!row) throw new Error("draw insert returned no row");
  return row;
}
