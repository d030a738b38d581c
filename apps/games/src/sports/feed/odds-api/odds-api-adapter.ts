import type { FeedMarket, FeedMessage, FixtureStatus } from "@platform/contracts";
import type { z } from "zod";
import type { Clock } from "../../../shared/clock.ts";
import type { FeedAdapter, FeedHandler } from "../feed-adapter.ts";
import {
  eventUrn,
  finalScore,
  fixtureChange,
  isFootball,
  oddsChange,
  settlement,
  standardLines,
} from "./odds-api-messages.ts";
import { type OddsApiEvent, oddsApiOddsSchema, oddsApiScoresSchema } from "./odds-api-schemas.ts";

/*
 * The Odds API as a feed (issue 19's second adapter; off unless ODDS_API_KEY is set). It polls
 * each football competition's odds and scores, turns them into UOF-shaped messages
 * (odds-api-messages.ts) and says `alive` every few seconds while its last poll is recent: when
 * polls fail (the API down, credits spent), `alive` stops and the watchdog suspends every market
 * of its producer; the next good poll's recovery brings them back. The API is a snapshot, so a
 * recovery is simply a fresh poll followed by `snapshot_complete`.
 */

export interface OddsApiOptions {
  apiKey: string;
  /** The Odds API's sport keys, football only (`soccer_epl`, `soccer_uefa_champs_league`, …). */
  sports: string[];
  baseUrl: string;
  regions: string;
  /** Each poll costs credits per sport: once a minute by default. */
  pollMs: number;
  aliveEveryMs: number;
  margin: number;
  producer: number;
  clock: Clock;
  /** The HTTP client: the platform's fetch; tests give recorded answers through the same call. */
  fetch: (url: string) => Promise<Response>;
  log: { warn(obj: object, msg: string): void };
}

export const ODDS_API_PRODUCER = 3;

export class OddsApiAdapter implements FeedAdapter {
  readonly #o: OddsApiOptions;
  readonly #handlers = new Set<FeedHandler>();
  /** Per event: the last sequence sent (strictly increasing, from the clock) and what it priced. */
  readonly #sequences = new Map<string, number>();
  readonly #markets = new Map<string, FeedMarket[]>();
  readonly #statuses = new Map<string, FixtureStatus>();
  readonly #settled = new Set<string>();
  #lastGoodPoll = 0;
  #timers: NodeJS.Timeout[] = [];
  #polling: Promise<void> | null = null;

  constructor(options: OddsApiOptions) {
    this.#o = options;
  }

  async start(): Promise<void> {
    await this.poll().catch(() => undefined);
    this.#timers = [
      setInterval(() => void this.poll().catch(() => undefined), this.#o.pollMs),
      setInterval(() => void this.alive(), this.#o.aliveEveryMs),
    ];
    for (const timer of this.#timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    await this.#polling?.catch(() => undefined);
  }

  subscribe(handler: FeedHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  async recover(producer: number, _since: Date, requestId: number): Promise<void> {
    if (producer !== this.#o.producer) return;
    await this.poll();
    await this.#emit({
      type: "snapshot_complete",
      producer,
      timestamp: this.#o.clock().toISOString(),
      request_id: requestId,
    });
  }

  /** `alive` while the last good poll is within two poll intervals; silence otherwise. */
  async alive(): Promise<void> {
    const now = this.#o.clock();
    if (now.getTime() - this.#lastGoodPoll > 2 * this.#o.pollMs) return;
    await this.#emit({
      type: "alive",
      producer: this.#o.producer,
      timestamp: now.toISOString(),
      subscribed: true,
    });
  }

  /** One poll of every competition (one at a time: a slow API does not pile polls up). */
  poll(): Promise<void> {
    this.#polling ??= this.#pollAll().finally(() => {
      this.#polling = null;
    });
    return this.#polling;
  }

  async #pollAll(): Promise<void> {
    for (const sport of this.#o.sports.filter(isFootball)) {
      const odds = await this.#get(`/v4/sports/${sport}/odds`, oddsApiOddsSchema, {
        regions: this.#o.regions,
        markets: "h2h,totals,spreads",
        oddsFormat: "decimal",
      });
      const scores = await this.#get(`/v4/sports/${sport}/scores`, oddsApiScoresSchema, { daysFrom: "1" });
      const scoreById = new Map(scores.map((score) => [score.id, score]));
      for (const event of odds) await this.#event(event, scoreById.get(event.id)?.scores != null);
      for (const score of scores) {
        const fullTime = finalScore(score);
        if (score.completed && fullTime) await this.#settle(score, fullTime);
        else if (fullTime && this.#statuses.get(eventUrn(score.id)) !== "live") {
          await this.#emit(fixtureChange(score, "live", this.#stamp(eventUrn(score.id))));
          this.#statuses.set(eventUrn(score.id), "live");
        }
      }
    }
    this.#lastGoodPoll = this.#o.clock().getTime();
  }

  async #event(event: OddsApiEvent, started: boolean): Promise<void> {
    const urn = eventUrn(event.id);
    if (this.#settled.has(urn)) return;
    const status: FixtureStatus = started ? "live" : "not_started";
    if (this.#statuses.get(urn) !== status) {
      await this.#emit(fixtureChange(event, status, this.#stamp(urn)));
      this.#statuses.set(urn, status);
    }
    const change = oddsChange(event, this.#o.margin, this.#stamp(urn));
    if (!change) return;
    // Every line the book ever offered for the event is settled at the end, not only today's.
    const known = new Map((this.#markets.get(urn) ?? []).map((market) => [keyOf(market), market]));
    for (const market of change.markets) known.set(keyOf(market), market);
    this.#markets.set(urn, [...known.values()]);
    await this.#emit(change);
  }

  async #settle(score: Parameters<typeof fixtureChange>[0], fullTime: { home: number; away: number }) {
    const urn = eventUrn(score.id);
    if (this.#settled.has(urn)) return;
    const markets = new Map(
      [...standardLines(), ...(this.#markets.get(urn) ?? [])].map((m) => [keyOf(m), m]),
    );
    await this.#emit(fixtureChange(score, "ended", this.#stamp(urn)));
    const message = settlement(urn, [...markets.values()], fullTime, this.#stamp(urn));
    if (message) await this.#emit(message);
    this.#settled.add(urn);
    this.#statuses.set(urn, "ended");
  }

  /** Sequences from the clock in milliseconds, strictly increasing per event across restarts. */
  #stamp(urn: string) {
    const now = this.#o.clock();
    const sequence = Math.max(now.getTime(), (this.#sequences.get(urn) ?? 0) + 1);
    this.#sequences.set(urn, sequence);
    return { producer: this.#o.producer, sequence, timestamp: now.toISOString() };
  }

  async #get<T>(path: string, schema: z.ZodType<T>, query: Record<string, string>): Promise<T> {
    const params = new URLSearchParams({ ...query, apiKey: this.#o.apiKey });
    const url = `${this.#o.baseUrl.replace(/\/+$/, "")}${path}?${params}`;
    const response = await this.#o.fetch(url);
    if (!response.ok) {
      this.#o.log.warn({ path, status: response.status }, "odds api: a poll failed");
      throw new Error(`The Odds API answered ${response.status} for ${path}`);
    }
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) {
      this.#o.log.warn(
        { path, error: parsed.error.message },
        "odds api: an answer is not the documented shape",
      );
      throw new Error(`The Odds API's answer for ${path} is not the documented shape`);
    }
    return parsed.data;
  }

  async #emit(message: FeedMessage): Promise<void> {
    for (const handler of this.#handlers) await handler(message);
  }
}

function keyOf(market: Pick<FeedMarket, "id" | "specifiers">): string {
  return `${market.id}|${JSON.stringify(market.specifiers)}`;
}
