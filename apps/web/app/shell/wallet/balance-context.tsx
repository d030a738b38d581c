import type { Overview } from "@platform/contracts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useFetcher } from "react-router";
import { usePageData } from "../use-page-data.ts";
import { useBvpopupClosed } from "./use-bvpopup-closed.ts";

/** What the balance resource route answers; `at` orders it against the page's own copy. */
export interface BalanceSnapshot {
  balance: Overview | null;
  at: number;
}

/** Spec §9: a fetch with the retry flag whose balance is unchanged is repeated after 1.5 s, once. */
export const BALANCE_RETRY_MS = 1500;
export const BALANCE_PATH = "/account/balance";

interface BalanceState {
  balance: Overview | null;
  /** Fetches the balance again; with `retry`, once more after 1.5 s if it had not changed yet. */
  refresh(options?: { retry?: boolean }): void;
}

const BalanceContext = createContext<BalanceState>({ balance: null, refresh: () => {} });

function sameBalance(a: Overview | null, b: Overview | null): boolean {
  return a?.funds_total === b?.funds_total && a?.promo_credit === b?.promo_credit;
}

/**
 * The logged-in player's balance for every component of the page (spec §3, §4). The page loader
 * brings it with each navigation; between navigations a fetcher refreshes it: when the game popup
 * (id `bvpopup`) leaves the page, and on request (a payment page waiting for a deposit).
 */
export function BalanceProvider({ children }: { children: ReactNode }) {
  const page = usePageData();
  const fetcher = useFetcher<BalanceSnapshot>({ key: "balance" });
  const loggedIn = Boolean(page?.user);
  const fetched = fetcher.data;
  const balance = fetched && fetched.at > (page?.balanceAt ?? 0) ? fetched.balance : (page?.balance ?? null);

  // The balance a retrying fetch started from; the answer is compared with it.
  const retryFrom = useRef<{ balance: Overview | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { load } = fetcher;

  const refresh = useCallback(
    (options: { retry?: boolean } = {}) => {
      if (!loggedIn) return;
      retryFrom.current = options.retry ? { balance } : null;
      void load(BALANCE_PATH);
    },
    [loggedIn, balance, load],
  );

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetched || !retryFrom.current) return;
    const unchanged = sameBalance(retryFrom.current.balance, fetched.balance);
    retryFrom.current = null;
    if (unchanged) timer.current = setTimeout(() => void load(BALANCE_PATH), BALANCE_RETRY_MS);
  }, [fetcher.state, fetched, load]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useBvpopupClosed(loggedIn ? () => refresh() : null);

  const value = useMemo(() => ({ balance, refresh }), [balance, refresh]);
  return <BalanceContext.Provider value={value}>{children}</BalanceContext.Provider>;
}

export function useBalance(): BalanceState {
  return useContext(BalanceContext);
}
