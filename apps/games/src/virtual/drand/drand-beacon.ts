import { setTimeout as delay } from "node:timers/promises";
import type { Clock } from "../../shared/clock.ts";
import { systemClock } from "../../shared/clock.ts";
import type { Beacon, BeaconValue } from "../beacon.ts";
import { QUICKNET, quicknetRoundAfter, quicknetRoundTime } from "./quicknet.ts";
import { verifyQuicknetRound } from "./verify-round.ts";

/*
 * The match day's beacon (decisions 047 and 049): quicknet's first round after the close, fetched
 * from public relays and accepted only with a valid signature. The round is fixed by the close
 * alone, so waiting, retrying or switching relays can delay the value, never change it.
 */

/** Node's timers fire at once past 2^31 − 1 ms (about 24.8 days); a farther close waits in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const DEFAULT_RELAYS = ["https://api.drand.sh", "https://drand.cloudflare.com"] as const;

export interface DrandBeaconOptions {
  /** Relay bases, asked in order on every pass; a relay failing or answering a forgery passes to the next. */
  urls?: readonly string[];
  /** Waited after a round's time before asking: relays serve a round a few hundred ms after it. */
  publishMarginMs?: number;
  /** One request's limit. */
  requestTimeoutMs?: number;
  /**
   * No pass over the relays starts later than this after asking began (the round's time or later);
   * the promise rejects after the pass under way, so at most one pass of requests past it.
   */
  giveUpAfterMs?: number;
  /** Pause between passes over the relays: doubles from the first to the last. */
  retryMs?: number;
  maxRetryMs?: number;
  now?: Clock;
  fetch?: typeof fetch;
  log?: { warn(obj: object, msg: string): void };
}

/** No relay served a valid round before the deadline; the match day waits or is voided, never redrawn. */
export class BeaconUnavailableError extends Error {
  constructor(
    readonly round: number,
    readonly failures: Record<string, string>,
  ) {
    super(`drand quicknet round ${round} unavailable: ${JSON.stringify(failures)}`);
    this.name = "BeaconUnavailableError";
  }
}

/** Waits `ms`; an abort rejects with the signal's own reason (a caller's TimeoutError stays one). */
async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  }
}

export function drandBeacon(options: DrandBeaconOptions = {}): Beacon {
  const urls = (options.urls ?? DEFAULT_RELAYS).map((url) => url.replace(/\/+$/, ""));
  if (urls.length === 0) throw new Error("drandBeacon needs at least one relay URL");
  const publishMarginMs = options.publishMarginMs ?? 500;
  const requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? 90_000;
  const retryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 8_000;
  const now = options.now ?? systemClock;
  const fetchRelay = options.fetch ?? fetch;

  async function ask(base: string, round: number, signal?: AbortSignal) {
    const limit = AbortSignal.timeout(requestTimeoutMs);
    try {
      const response = await fetchRelay(`${base}/${QUICKNET.chainHash}/public/${round}`, {
        headers: { accept: "application/json" },
        signal: signal ? AbortSignal.any([signal, limit]) : limit,
      });
      // Relays answer 425 Too Early for a round not yet out; any other status is a relay fault.
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false as const, reason: `HTTP ${response.status}` };
      }
      return verifyQuicknetRound(await response.json(), round);
    } catch (error) {
      signal?.throwIfAborted();
      return { ok: false as const, reason: (error as Error).message };
    }
  }

  return {
    async roundAfter(close: Date, signal?: AbortSignal): Promise<BeaconValue> {
      const round = quicknetRoundAfter(close);
      const dueMs = quicknetRoundTime(round).getTime() + publishMarginMs;
      for (let waitMs = dueMs - now().getTime(); waitMs > 0; waitMs = dueMs - now().getTime()) {
        await sleep(Math.min(waitMs, MAX_TIMER_MS), signal);
      }
      // Counted from when asking starts, not from the round: a round stays on the relays for good,
      // so a restart long after the close still fetches the same value.
      const deadline = now().getTime() + giveUpAfterMs;
      const failures: Record<string, string> = {};
      let pauseMs = retryMs;
      for (;;) {
        for (const base of urls) {
          signal?.throwIfAborted();
          const answer = await ask(base, round, signal);
          if (answer.ok) return answer.value;
          failures[base] = answer.reason;
          options.log?.warn(
            { relay: base, round, reason: answer.reason },
            "drand: a relay's round was refused",
          );
        }
        const leftMs = deadline - now().getTime();
        if (leftMs <= 0) throw new BeaconUnavailableError(round, failures);
        await sleep(Math.min(pauseMs, leftMs), signal);
        pauseMs = Math.min(pauseMs * 2, maxRetryMs);
      }
    },
  };
}
