import type { SportsBetView, SportsFixtureDetail } from "@platform/contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  type SportsBettingRules,
  type SportsbookAccount,
  type SportsbookClient,
  SportsbookError,
  sportsbookClient,
  sportsbookPublicClient,
} from "../sportsbook-client.ts";
import { eventsOf } from "./bet-display.ts";
import { refusalOf } from "./cash-out-flow.ts";

/*
 * The player's sports bets from the aggregator, for the bets view (issue 19): the list, the
 * operator's rules (the published cash-out margin), each match of their legs (names, score, which
 * markets are suspended) and a current offer for each open bet. Loaded in the browser only (the
 * session needs the page's launch token); refreshed while the page is visible, so an open bet's
 * offer follows the prices and a bet that settles shows it.
 */

export const REFRESH_MS = 15_000;
/** Matches are asked a few at a time: a page of accumulators names many. */
const FIXTURE_CONCURRENCY = 4;

export type Offer =
  | { kind: "offer"; offer: number }
  | { kind: "suspended" }
  | { kind: "none"; reason: "closed" | "no_offer" | "failed" };

export interface SportsBets {
  status: "loading" | "ready" | "failed" | "unavailable";
  bets: SportsBetView[];
  offers: Record<string, Offer>;
  fixtures: Record<string, SportsFixtureDetail | null>;
  rules: SportsBettingRules | null;
  client: SportsbookClient | null;
  /** A bet as an answer gave it (a cash-out, an auto cash-out rule): shown at once, offer asked again. */
  replace(bet: SportsBetView): void;
  /** Sets a bet's offer as a fresh quote gave it. */
  setOffer(betId: string, offer: Offer): void;
  refresh(): void;
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export async function offerOf(client: Pick<SportsbookClient, "quote">, bet: SportsBetView): Promise<Offer> {
  if (bet.state !== "open") return { kind: "none", reason: "closed" };
  try {
    const quote = bet.cash_out ?? (await client.quote(bet.id));
    return { kind: "offer", offer: quote.offer };
  } catch (error) {
    const { reason } = refusalOf(error);
    return reason === "suspended" ? { kind: "suspended" } : { kind: "none", reason };
  }
}

export function useSportsbookBets(
  account: SportsbookAccount | null,
  options: { limit?: number; before?: string } = {},
): SportsBets {
  const { limit = 50, before } = options;
  const client = useMemo(() => (account ? sportsbookClient(account) : null), [account]);
  const publicClient = useMemo(
    () => (account ? sportsbookPublicClient({ url: account.url, operator: account.operator }) : null),
    [account],
  );
  const [status, setStatus] = useState<SportsBets["status"]>("loading");
  const [bets, setBets] = useState<SportsBetView[]>([]);
  const [offers, setOffers] = useState<Record<string, Offer>>({});
  const [fixtures, setFixtures] = useState<Record<string, SportsFixtureDetail | null>>({});
  const [rules, setRules] = useState<SportsBettingRules | null>(null);
  const [tick, setTick] = useState(0);
  const settled = useRef(new Set<string>());

  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (!client || !publicClient) return;
    let live = true;
    // The rules change with the operator's configuration only: once per page.
    if (tick === 0) {
      publicClient
        .rules()
        .then((answer) => live && setRules(answer))
        .catch(() => undefined);
    }
    (async () => {
      let list: SportsBetView[];
      try {
        list = await client.bets({ limit, ...(before ? { before } : {}) });
      } catch (error) {
        if (!live) return;
        setStatus(error instanceof SportsbookError && error.unavailable ? "unavailable" : "failed");
        return;
      }
      if (!live) return;
      setBets(list);
      setStatus("ready");
      // A finished match does not change: asked once. Matches of open bets are asked each time.
      const events = eventsOf(list).filter((id) => !settled.current.has(id));
      const found: Record<string, SportsFixtureDetail | null> = {};
      await inBatches(events, FIXTURE_CONCURRENCY, async (id) => {
        const fixture = await publicClient.fixture(id).catch(() => null);
        found[id] = fixture;
        if (fixture && (fixture.status === "ended" || fixture.status === "cancelled"))
          settled.current.add(id);
      });
      if (!live) return;
      setFixtures((known) => ({ ...known, ...found }));
      const open = list.filter((bet) => bet.state === "open");
      const quoted: Record<string, Offer> = {};
      await inBatches(open, FIXTURE_CONCURRENCY, async (bet) => {
        quoted[bet.id] = await offerOf(client, bet);
      });
      if (live) setOffers(quoted);
    })();
    return () => {
      live = false;
    };
  }, [client, publicClient, limit, before, tick]);

  // Again every REFRESH_MS while the page is in view and some bet can still move.
  const moving = bets.some(
    (bet) => bet.state === "open" || bet.state === "resulted" || bet.state === "placing",
  );
  useEffect(() => {
    if (!client || !moving) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [client, moving, refresh]);

  const replace = useCallback((bet: SportsBetView) => {
    setBets((list) => list.map((held) => (held.id === bet.id ? bet : held)));
    if (bet.state !== "open")
      setOffers((held) => ({ ...held, [bet.id]: { kind: "none", reason: "closed" } }));
  }, []);
  const setOffer = useCallback((betId: string, offer: Offer) => {
    setOffers((held) => ({ ...held, [betId]: offer }));
  }, []);

  return {
    status: client ? status : "unavailable",
    bets,
    offers,
    fixtures,
    rules,
    client,
    replace,
    setOffer,
    refresh,
  };
}
