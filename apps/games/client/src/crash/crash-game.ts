import { LiveClient, type LiveEvent, type LiveStatus } from "@platform/contracts/client";
import type {
  CrashOwnBetView,
  CrashOwnPublication,
  CrashPublication,
  CrashRoundView,
  CrashSnapshot,
} from "@platform/fair/crash";
import { AggregatorError } from "../api.ts";
import { h } from "../dom.ts";
import { formatMinor } from "../format.ts";
import type { PanelContext } from "./bet-panel.ts";
import type { BvCrashVerifier } from "./bv-crash-verifier.ts";
import {
  type CrashClient,
  type CrashHistory,
  type CrashRules,
  type CrashSession,
  liveUrl,
} from "./crash-api.ts";
import type { CrashProblem } from "./crash-errors.ts";
import { formatMultiplier } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import type { CrashMessageKey } from "./crash-messages.ts";
import { CrashPlayer } from "./crash-player.ts";
import { CrashStore, type Phase } from "./crash-store.ts";
import { chainOf } from "./crash-verify.ts";
import { ClockOffset } from "./curve.ts";
import { factsView } from "./facts-view.ts";
import { HistoryStrip } from "./history-strip.ts";
import { LiveList } from "./live-list.ts";
import { MyRounds } from "./my-rounds.ts";
import { type Connection, endOf, StageView } from "./stage-view.ts";
import { TicketRenewal } from "./ticket-renewal.ts";

export interface CrashGameOptions {
  host: HTMLElement;
  url: string;
  operator: string;
  locale: string;
  t: CrashTranslate;
  currencySymbol: string | null;
  loginHref: string;
  client: CrashClient;
  rules: CrashRules;
  snapshot: CrashSnapshot;
  /** Local time the snapshot was received: its server_time is a sample of the server's clock. */
  snapshotAt: number;
  history: CrashHistory | null;
  /** The player's session; null for a visitor (who watches) or when it could not be opened. */
  session: CrashSession | null;
  sessionProblem: CrashProblem | null;
  /** The site rendered the facts itself (slot "facts"): the game does not repeat them. */
  siteFacts: boolean;
}

/** The live client's ping after this much silence (decision 039), its reconnection after twice it. */
const PING_MS = 4_000;
/** Without a frame for this long while a round is on, the page says the connection is lost. */
const SILENCE_MS = 3_500;

/**
 * The crash game on the page, once its rules, state and session are loaded: one WebSocket (the
 * `crash` channel and the player's own), the curve drawn every frame from the round's start and the
 * server's clock, two bet panels, the live list, the last rounds, the player's rounds and the
 * verifier. Nothing here decides a bet: every panel shows what the server answered or published,
 * so after a lost connection the page shows the real outcome and no button waits forever.
 */
export class CrashGame {
  readonly element: HTMLElement;
  private readonly o: CrashGameOptions;
  private readonly store: CrashStore;
  private readonly clock = new ClockOffset();
  private readonly stage: StageView;
  private readonly player: CrashPlayer;
  private readonly liveList: LiveList;
  private readonly strip: HistoryStrip;
  private readonly mine: MyRounds | null;
  private readonly verifier: BvCrashVerifier;
  private live: LiveClient | null = null;
  /** The session's live access, its ticket renewed before it expires; null once the session ended. */
  private access: { path: string; ticket: string } | null;
  private renewal: TicketRenewal | null = null;
  /** The socket reconnected on an expired ticket and was refused the player's channel. */
  private ownRefused = false;
  private frameId = 0;
  private resize: ResizeObserver | null = null;
  private dirty = true;
  private phaseKey = "";
  private connection: Connection = "connecting";
  private status: LiveStatus = "connecting";
  private wasOpen = false;
  /** When the `crash` channel last said anything: it speaks about every second while rounds run. */
  private heardAt = Date.now();
  /** Publications delivered with a resume are history: their server_time says nothing of the clock now. */
  private recovering = false;
  private stopped = false;

  constructor(options: CrashGameOptions) {
    this.o = options;
    const { t, rules, session } = options;
    this.access = session ? { ...session.live } : null;
    this.store = new CrashStore(options.snapshot.growth_rate);
    this.store.applySnapshot(options.snapshot);
    this.clock.add(options.snapshot.server_time, options.snapshotAt);
    if (options.history) this.store.mergeHistory(options.history.rounds);

    this.stage = new StageView({ t, onHowToCheck: () => this.openVerifier(null) });
    this.liveList = new LiveList(t, this.money);
    this.strip = new HistoryStrip(t, (round) => this.openVerifier(round));
    this.player = new CrashPlayer({
      host: options.host,
      operator: options.operator,
      t,
      money: this.money,
      client: options.client,
      rules,
      history: options.history,
      store: this.store,
      session,
      problem: options.sessionProblem,
      loginHref: options.loginHref,
      changed: () => {
        this.dirty = true;
      },
    });
    this.mine = session
      ? new MyRounds({
          t,
          money: this.money,
          onVerify: (bet) =>
            void this.verifier.check(
              { id: bet.round, hash: bet.hash, crashPoint: bet.crash_point },
              { focus: true },
            ),
          onExport: (format) => void this.player.export(format),
        })
      : null;
    this.verifier = document.createElement("bv-crash-verifier") as BvCrashVerifier;
    this.verifier.id = "crash-verify";
    this.verifier.setAttribute("url", options.url);
    this.verifier.setAttribute("operator", options.operator);
    this.verifier.setAttribute("locale", options.locale);

    this.element = h(
      "div",
      { class: "crash" },
      options.siteFacts ? h("slot", { name: "facts" }) : factsView(rules, t, this.money),
      h(
        "div",
        { class: "game" },
        h("div", { class: "main" }, this.stage.element, this.strip.element, this.player.element),
        h("div", { class: "side" }, this.liveList.element),
      ),
      this.mine?.element,
      this.verifier,
    );
  }

  private readonly money = (minor: number): string =>
    formatMinor(minor, this.o.rules.currency, this.o.currencySymbol);

  /** Connects, draws, listens. */
  start(): void {
    const { session, client } = this.o;
    this.connect();
    if (session?.live.channel) {
      this.renewal = new TicketRenewal({
        renew: async () => (await client.session(session.session_id)).live,
        renewed: (ticket) => {
          if (!this.access) return;
          this.access.ticket = ticket;
          if (!this.ownRefused) {
            this.live?.refresh(ticket);
            return;
          }
          // The socket holds no player any more: a new one, on the fresh ticket.
          this.ownRefused = false;
          this.live?.close();
          this.connect();
          this.player.resync();
        },
        // Logged out at the platform: the server closes the socket when the ticket expires.
        ended: () => this.player.sessionEnded(),
        isEnd: (error) => error instanceof AggregatorError && [401, 403, 404].includes(error.status),
      });
      this.renewal.start(session.live.expires_in);
    }
    this.resize = new ResizeObserver(() => this.measure());
    this.resize.observe(this.stage.screenElement);
    this.measure();
    // A phone coming back online: ask for the truth at once rather than wait for the socket.
    globalThis.addEventListener?.("online", this.onOnline);
    const frame = () => {
      if (this.stopped) return;
      this.frame();
      this.frameId = requestAnimationFrame(frame);
    };
    this.frameId = requestAnimationFrame(frame);
  }

  stop(): void {
    this.stopped = true;
    cancelAnimationFrame(this.frameId);
    this.renewal?.stop();
    this.live?.close();
    this.resize?.disconnect();
    globalThis.removeEventListener?.("online", this.onOnline);
    this.player.stop();
  }

  private readonly onOnline = () => this.player.resync();

  /**
   * One socket for `crash` and, with a session's ticket, the player's channel. A reconnection takes
   * the latest (renewed) ticket. Closed because the session ended, the page says so and watches on
   * as a visitor, on a socket without a ticket.
   */
  private connect(): void {
    const { session, url } = this.o;
    const access = this.access;
    this.live = new LiveClient({
      url: () => liveUrl(url, access ? { path: access.path, ticket: access.ticket } : null),
      onStatus: (status) => {
        this.status = status;
        if (status === "open") this.wasOpen = true;
      },
      onEnded: () => {
        this.renewal?.stop();
        this.player.sessionEnded();
        this.access = null;
        if (!this.stopped) this.connect();
      },
      // Sync frames come every second: four of silence and the socket is asked, eight and it is
      // replaced (a phone that changed network keeps a dead socket open).
      pingIntervalMs: PING_MS,
    });
    this.live.subscribe("crash", (event) => this.onCrash(event));
    if (access && session?.live.channel)
      this.live.subscribe(session.live.channel, (event) => this.onOwn(event));
  }

  private measure(): void {
    const box = this.stage.screenElement.getBoundingClientRect();
    this.stage.canvas.theme(this.o.host);
    this.stage.canvas.resize(box.width, box.height);
    this.dirty = true;
  }

  // The live channels.

  /**
   * The connection as the player should read it: lost when the socket is down, the browser is
   * offline, or the channel went silent while a round is on (the curve then is only a guess).
   */
  private watchConnection(phase: Phase): void {
    const silent = phase !== "waiting" && Date.now() - this.heardAt > SILENCE_MS;
    const offline = globalThis.navigator?.onLine === false;
    const next: Connection =
      this.status === "open" && !silent && !offline ? "open" : this.wasOpen ? "lost" : "connecting";
    if (next === this.connection) return;
    this.connection = next;
    this.stage.setConnection(next);
  }

  private onCrash(event: LiveEvent): void {
    this.heardAt = Date.now();
    if (event.type === "subscribed") {
      if (!event.recovered && event.snapshot) {
        const snapshot = event.snapshot as CrashSnapshot;
        this.store.applySnapshot(snapshot);
        this.clock.add(snapshot.server_time, Date.now());
      }
      if (event.resumed) {
        // Back after a drop: whatever was missed is applied (or the snapshot was); the player's
        // bets and balance are asked afresh, so no panel keeps a state from before the drop.
        this.stage.announce(this.o.t("crash.connection.back"));
        this.player.resync();
      }
      // The publications that follow in this same task were missed ones: not clock samples.
      this.recovering = true;
      queueMicrotask(() => {
        this.recovering = false;
      });
      this.dirty = true;
      return;
    }
    if (event.type !== "publication") return;
    const publication = event.data as CrashPublication;
    if ("server_time" in publication && !this.recovering) this.clock.add(publication.server_time, Date.now());
    if (publication.type !== "sync") this.store.apply(publication);
    this.dirty = true;
  }

  private onOwn(event: LiveEvent): void {
    if (event.type === "error" && event.code === "forbidden") {
      // Back after longer than the ticket lasts (offline, asleep): renew it now and reconnect with it.
      this.ownRefused = true;
      this.renewal?.now();
      return;
    }
    if (event.type === "subscribed") {
      const snapshot = event.snapshot as { type?: string; bets?: CrashOwnBetView[] } | undefined;
      if (!event.recovered && snapshot?.type === "own_bets" && snapshot.bets) {
        for (const bet of snapshot.bets) this.player.ownUpdated(bet);
      }
      return;
    }
    if (event.type !== "publication") return;
    const data = event.data as Partial<CrashOwnPublication>;
    if (data.type === "own_bet" && data.bet) this.player.ownPublished(data as CrashOwnPublication);
  }

  private openVerifier(round: CrashRoundView | null): void {
    if (round)
      void this.verifier.check(
        { id: round.id, hash: round.hash, crashPoint: round.crash_point },
        { focus: true },
      );
    else {
      this.verifier.scrollIntoView({ block: "start", behavior: "smooth" });
      this.verifier.shadowRoot?.querySelector<HTMLElement>("h3")?.focus({ preventScroll: true });
    }
  }

  // Drawing.

  private frame(): void {
    const { rules } = this.o;
    const now = this.clock.now(Date.now());
    const display = this.store.display(now, rules.pause_ms);
    this.watchConnection(display.phase);
    const key = `${display.phase}:${display.round?.id ?? ""}`;
    if (key !== this.phaseKey) {
      const first = this.phaseKey === "";
      this.phaseKey = key;
      this.dirty = true;
      if (!first) this.announce(display.phase, display.round);
    }
    const shown = display.betting ?? display.round;
    const chain = shown ? chainOf(shown.id, rules.chains) : null;
    const multiplier = this.stage.frame(
      display,
      now,
      this.store.growthRate,
      rules.betting_ms,
      chain?.terminating_hash ?? null,
    );
    if (this.dirty) {
      this.dirty = false;
      const running = this.store.running() !== null;
      const context = (slot: 1 | 2): PanelContext => ({
        view: this.store.slot(slot),
        roundState: (id) => this.store.roundState(id),
        crashPointOf: (id) => this.store.recent.find((round) => round.id === id)?.crash_point ?? null,
        running,
      });
      for (const panel of this.player.panels) panel.update(context(panel.slot));
      const listed = display.round ?? display.betting;
      this.liveList.render(listed ? this.store.betsOf(listed.id) : [], (id) => this.store.own.has(id));
      this.strip.render(this.store.recent);
      this.mine?.render(this.store.ownBets());
    }
    for (const panel of this.player.panels) panel.tick(multiplier);
  }

  private announce(phase: Phase, round: CrashRoundView | null): void {
    if (!round) return;
    const { t } = this.o;
    const keys: Partial<Record<Phase, CrashMessageKey>> = {
      betting: "crash.announce.betting",
      running: "crash.announce.running",
      crashed: "crash.announce.crashed",
    };
    const key = keys[phase];
    if (!key) return;
    this.stage.announce(
      t(key, { id: round.id, multiplier: formatMultiplier(endOf(round, this.store.growthRate).multiplier) }),
    );
  }
}
