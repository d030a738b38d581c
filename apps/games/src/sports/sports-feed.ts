import type { Leadership } from "@platform/server/advisory-lock";
import { type LiveBus, MemoryBus } from "@platform/server/live";
import type { GamesDatabase } from "../db/database.ts";
import type { Clock } from "../shared/clock.ts";
import { compositeAdapter } from "../virtual/composite-adapter.ts";
import { RACING_PRODUCER, raceOptions } from "../virtual/racing/race-config.ts";
import { RaceDesk } from "../virtual/racing/race-desk.ts";
import { VIRTUAL_PRODUCER, virtualOptions } from "../virtual/virtual-config.ts";
import { VirtualDesk } from "../virtual/virtual-desk.ts";
import { sportsPricer } from "./feed/desk/pricer.ts";
import { SimulatedDesk } from "./feed/desk/simulated-desk.ts";
import type { FeedAdapter } from "./feed/feed-adapter.ts";
import { FeedProcessor } from "./feed/feed-processor.ts";
import { FeedPublisher } from "./feed/feed-publisher.ts";
import { createOddsApiAdapter } from "./feed/odds-api/odds-api-config.ts";
import { ProducerWatchdog } from "./feed/producer-watchdog.ts";
import {
  DEFAULT_DESK,
  DEFAULT_WATCHDOG,
  DESK_PRODUCER,
  type DeskOptions,
  type SportsOptions,
  type WatchdogTiming,
} from "./sports-config.ts";

/*
 * The sportsbook's feed on one aggregator node (docs/decisions/045-sports-feed.md): the adapter
 * (the simulated desk unless a real one is given), the processor that applies its messages to the
 * book and publishes them, and the producers' watchdog. The desk's steps run only on the node
 * holding its lock; the processor subscribes in-process, so it runs where the desk's messages are.
 */

export interface SportsFeedDeps {
  db: GamesDatabase;
  clock: Clock;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  options: SportsOptions;
}

/** Every node: one process's leadership is simply taken (PGlite, tests). */
const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };

export class SportsFeed {
  readonly desk: SimulatedDesk | null;
  /** Virtual football's desk (docs/decisions/048), when on: a second producer on the same processor. */
  readonly virtual: VirtualDesk | null;
  /** Virtual greyhounds' desk, when on: a third producer on the same processor. */
  readonly racing: RaceDesk | null;
  readonly adapter: FeedAdapter;
  readonly processor: FeedProcessor;
  readonly publisher: FeedPublisher;
  readonly watchdog: ProducerWatchdog;
  readonly deskOptions: DeskOptions;
  readonly watchdogTiming: WatchdogTiming;
  readonly bus: LiveBus;
  readonly #deps: SportsFeedDeps;
  readonly #ownBus: boolean;

  constructor(deps: SportsFeedDeps) {
    this.#deps = deps;
    const { db, clock, log, options } = deps;
    this.deskOptions = { ...DEFAULT_DESK, ...options.desk };
    this.watchdogTiming = { ...DEFAULT_WATCHDOG, ...options.watchdog };
    this.#ownBus = !options.bus;
    this.bus = options.bus ?? new MemoryBus();
    this.publisher = new FeedPublisher(this.bus, log);
    const oddsApi =
      !options.adapter && options.feed === "odds-api" && options.oddsApi
        ? createOddsApiAdapter(options.oddsApi, clock, log)
        : null;
    const external = options.adapter ?? oddsApi;
    this.desk = external
      ? null
      : new SimulatedDesk({
          db,
          clock,
          log,
          leadership: options.leadership ?? alwaysLeader,
          producer: DESK_PRODUCER,
          pricer: sportsPricer(this.deskOptions.margin),
          options: this.deskOptions,
        });
    this.virtual = options.virtual
      ? new VirtualDesk({
          db,
          clock,
          log,
          leadership: options.virtualLeadership ?? alwaysLeader,
          producer: VIRTUAL_PRODUCER,
          options: virtualOptions(options.virtual),
        })
      : null;
    this.racing = options.racing
      ? new RaceDesk({
          db,
          clock,
          log,
          leadership: options.racingLeadership ?? alwaysLeader,
          producer: RACING_PRODUCER,
          options: raceOptions(options.racing),
        })
      : null;
    const adapter = external ?? this.desk!;
    const withFootball = this.virtual
      ? compositeAdapter(adapter, { adapter: this.virtual, producer: VIRTUAL_PRODUCER })
      : adapter;
    this.adapter = this.racing
      ? compositeAdapter(withFootball, { adapter: this.racing, producer: RACING_PRODUCER })
      : withFootball;
    this.processor = new FeedProcessor({
      db,
      adapter: this.adapter,
      publisher: this.publisher,
      clock,
      log,
      silenceLimitMs: this.watchdogTiming.silenceLimitMs,
    });
    this.watchdog = new ProducerWatchdog(this.processor, this.watchdogTiming.checkEveryMs);
  }

  /** Subscribes the processor; starts the adapter and the watchdog unless the options hold them back. */
  async start(): Promise<void> {
    this.processor.start();
    if (this.#deps.options.start === false) return;
    await this.adapter.start();
    this.watchdog.start();
  }

  async stop(): Promise<void> {
    this.watchdog.stop();
    await this.adapter.stop();
    await this.processor.stop();
    if (this.#ownBus) await this.bus.close();
  }
}
