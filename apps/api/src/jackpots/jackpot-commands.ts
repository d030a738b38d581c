import { currencyExponent, MAX_WALLET_CALL_AMOUNT, toMinorUnits } from "@platform/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { jackpotPools, ledgerAccounts, ledgerPostings } from "../db/schema.ts";
import { OperatorError, type Out } from "../operator/operator-commands.ts";
import { systemClock } from "../security/clock.ts";
import { findSiteByCode, type Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import { Ledger } from "../wallet/ledger.ts";
import { contributionPercent } from "./jackpot-views.ts";
import { CADENCE_MS, type Cadence, createPool, type PoolRow, type PoolTerms } from "./pools.ts";

/*
 * The operator's commands for must-drop jackpots (docs/decisions/042): list a site's pools with
 * their books, create a pool (the seed's code path: its seed moved in by a keyed ledger transfer,
 * its first drop point drawn and committed), and retire one: it takes no more contributions, its
 * open cycle still drops by its deadline rule, and no next cycle opens.
 */

const PRODUCTS = ["slots", "crash", "sports"] as const;

async function siteOf(db: Database, siteCode: string): Promise<Site> {
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new OperatorError(`No site ${siteCode}.`);
  return site;
}

function money(site: Site, minor: bigint): string {
  return `${formatMinor(site, minor)} ${siteCurrency(site).code}`;
}

/** Each pool account's balance on the ledger (the sum of its postings), by slug. */
async function poolBooks(db: Database, siteId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.siteId, siteId), eq(ledgerAccounts.kind, "jackpot_pool")))
    .groupBy(ledgerAccounts.code);
  return new Map(rows.map((row) => [row.code ?? "", BigInt(row.sum)]));
}

function stateOf(pool: PoolRow): string {
  if (pool.state === "retired") return "retired";
  return pool.retiredAt ? `retiring (since ${pool.retiredAt.toISOString()})` : pool.state;
}

/** `jackpots list <site>`: every pool, retired ones too, with its open cycle and its books. */
export async function jackpotsListCommand(db: Database, out: Out, siteCode: string): Promise<boolean> {
  const site = await siteOf(db, siteCode);
  const pools = await db
    .select()
    .from(jackpotPools)
    .where(eq(jackpotPools.siteId, site.id))
    .orderBy(asc(jackpotPools.position), asc(jackpotPools.id));
  if (pools.length === 0) {
    out(`${site.siteCode} has no jackpot pools.`);
    return true;
  }
  const books = await poolBooks(db, site.id);
  let balanced = true;
  for (const pool of pools) {
    const held = books.get(pool.slug) ?? 0n;
    // The books: a pool's account holds its open cycle's amount; a retired pool's is empty.
    const expected = pool.state === "retired" ? 0n : pool.amount;
    if (held !== expected) balanced = false;
    const name = pool.names[site.defaultLanguage] ?? pool.names.en ?? pool.slug;
    out(`${pool.slug}  "${name}"  ${pool.cadence}  ${stateOf(pool)}`);
    out(
      `  range ${money(site, pool.seedAmount)} – ${money(site, pool.mustDropAmount)}, ${contributionPercent(pool.contributionBps)} % of ${pool.products.join(", ")} stakes`,
    );
    if (pool.state !== "retired") {
      out(
        `  cycle ${pool.cycle}: ${money(site, pool.amount)} from ${pool.contributions} rounds, deadline ${pool.deadline.toISOString()}, commitment ${pool.commitment}`,
      );
    } else out(`  last cycle ${pool.cycle} dropped; no cycle open`);
    out(`  books ${money(site, held)}${held === expected ? "" : `  ≠ ${money(site, expected)} expected`}`);
  }
  return balanced;
}

export interface CreatePoolOptions {
  /** Names: a plain one in the site's default language, `fr:…` for another language. */
  names: string[];
  kind: string;
  seed: string;
  mustDrop: string;
  /** Percent of each qualifying stake ("1", "0.5"). */
  share: string;
  products: string;
  position?: string;
}

function amountOf(site: Site, text: string, what: string): bigint {
  try {
    const minor = toMinorUnits(text, currencyExponent(siteCurrency(site).code));
    if (minor > 0n) return minor;
  } catch {
    // Reported below.
  }
  throw new OperatorError(`--${what}: not an amount of ${siteCurrency(site).code}: ${text}`);
}

/** "1" → 100, "0.5" → 50, "1.25" → 125: a percent in 1/10,000 of the stake, 0.01 % to 100 %. */
function shareBps(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  const bps = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : 0;
  if (bps < 1 || bps > 10_000) throw new OperatorError(`--share: a percent from 0.01 to 100, not ${text}`);
  return bps;
}

function namesOf(site: Site, names: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of names) {
    const localized = /^([a-z]{2}):\s*(.+)$/.exec(entry);
    const [locale, name] = localized ? [localized[1]!, localized[2]!] : [site.defaultLanguage, entry];
    if (name.trim().length === 0 || name.length > 80)
      throw new OperatorError("--name: a name is 1 to 80 characters.");
    result[locale] = name.trim();
  }
  if (!result[site.defaultLanguage])
    throw new OperatorError(`--name: the pool needs a name in ${site.defaultLanguage}, the site's language.`);
  return result;
}

/** The pool's terms from the command's words, checked before the database checks them again. */
function termsOf(site: Site, slug: string, options: CreatePoolOptions, nextPosition: number): PoolTerms {
  if (!/^[a-z0-9-]{1,60}$/.test(slug))
    throw new OperatorError(`A slug is 1 to 60 lowercase letters, digits and dashes, not ${slug}.`);
  if (!Object.hasOwn(CADENCE_MS, options.kind))
    throw new OperatorError(`--kind: hourly or daily, not ${options.kind}.`);
  const seedAmount = amountOf(site, options.seed, "seed");
  const mustDropAmount = amountOf(site, options.mustDrop, "must-drop");
  if (mustDropAmount <= seedAmount)
    throw new OperatorError(
      "--must-drop: the top of the range must be above the seed (drops are drawn above it).",
    );
  if (mustDropAmount > BigInt(MAX_WALLET_CALL_AMOUNT))
    throw new OperatorError(`--must-drop: at most ${money(site, BigInt(MAX_WALLET_CALL_AMOUNT))}.`);
  const products = [...new Set(options.products.split(",").map((product) => product.trim()))];
  const unknown = products.filter((product) => !(PRODUCTS as readonly string[]).includes(product));
  if (products.length === 0 || unknown.length > 0)
    throw new OperatorError(`--products: some of ${PRODUCTS.join(", ")}, not ${unknown.join(", ")}.`);
  const position = options.position === undefined ? nextPosition : Number(options.position);
  if (!Number.isInteger(position) || position < 0) throw new OperatorError("--position: a whole number.");
  return {
    slug,
    names: namesOf(site, options.names),
    cadence: options.kind as Cadence,
    contributionBps: shareBps(options.share),
    seedAmount,
    mustDropAmount,
    products,
    position,
  };
}

/**
 * `jackpots create <site> <slug> --name … --kind hourly|daily --seed … --must-drop …`: a new pool
 * with its first cycle open, in one transaction (createPool, the demo seed's own code path: the
 * seed moves from jackpot_seed into the pool under key `jackpot:<slug>:1:seed`). A slug names the
 * pool's ledger account, so it is never reused, not even after the pool retired.
 */
export async function jackpotsCreateCommand(
  db: Database,
  out: Out,
  siteCode: string,
  slug: string,
  options: CreatePoolOptions,
  now = systemClock(),
): Promise<PoolRow> {
  const site = await siteOf(db, siteCode);
  const existing = await db.select().from(jackpotPools).where(eq(jackpotPools.siteId, site.id));
  if (existing.some((pool) => pool.slug === slug))
    throw new OperatorError(
      `${site.siteCode} already has a pool ${slug}: a pool's terms are fixed; pick a new slug.`,
    );
  const terms = termsOf(site, slug, options, Math.max(0, ...existing.map((pool) => pool.position)) + 1);
  const currency = siteCurrency(site).code;
  const pool = await db.transaction((tx) =>
    createPool(tx, new Ledger(db), { id: site.id, currency }, terms, now),
  );
  out(
    `Pool ${pool.slug} opened on ${site.siteCode}: seed ${money(site, pool.seedAmount)}, drops by ${money(site, pool.mustDropAmount)} or its ${pool.cadence} deadline; ${contributionPercent(pool.contributionBps)} % of ${pool.products.join(", ")} stakes.`,
  );
  out(`  cycle 1 commitment ${pool.commitment}, deadline ${pool.deadline.toISOString()}`);
  return pool;
}

/**
 * `jackpots retire <site> <slug>`: the pool takes no more contributions from now on. Its open cycle
 * was published with a commitment and a deadline, so it still drops: to the first qualifying round
 * settled at or after that deadline, whatever it holds then (the deadline rule). Then no next cycle
 * opens, no seed moves, and the pool leaves the pages. Once only.
 */
export async function jackpotsRetireCommand(
  db: Database,
  out: Out,
  siteCode: string,
  slug: string,
  now = systemClock(),
): Promise<PoolRow> {
  const site = await siteOf(db, siteCode);
  const [pool] = await db
    .update(jackpotPools)
    .set({ retiredAt: now })
    .where(
      and(
        eq(jackpotPools.siteId, site.id),
        eq(jackpotPools.slug, slug),
        eq(jackpotPools.state, "open"),
        sql`${jackpotPools.retiredAt} is null`,
      ),
    )
    .returning();
  if (!pool) {
    const [found] = await db
      .select()
      .from(jackpotPools)
      .where(and(eq(jackpotPools.siteId, site.id), eq(jackpotPools.slug, slug)));
    if (!found) throw new OperatorError(`${site.siteCode} has no pool ${slug}.`);
    throw new OperatorError(`Pool ${slug} is already ${stateOf(found)}.`);
  }
  out(`Pool ${pool.slug} retired: it takes no more contributions.`);
  out(
    `  Its cycle ${pool.cycle} (${money(site, pool.amount)}) drops to the first qualifying round settled after ${pool.deadline.toISOString()}; then no new cycle opens.`,
  );
  return pool;
}
