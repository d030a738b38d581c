import type { CrashOwnBetView, CrashOwnPublication } from "@platform/fair/crash";
import { emit, h, replace } from "../dom.ts";
import { isFinal } from "./auto-bet.ts";
import { signalBalanceChange } from "./balance-signal.ts";
import { BetPanel } from "./bet-panel.ts";
import type { CrashClient, CrashHistory, CrashRules, CrashSession } from "./crash-api.ts";
import { type CrashProblem, crashProblem } from "./crash-errors.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import type { CrashStore } from "./crash-store.ts";
import { exportFileName, toCsv, toJson } from "./history-export.ts";
import { PlayerBalance } from "./own-balance.ts";

export interface CrashPlayerOptions {
  host: HTMLElement;
  operator: string;
  t: CrashTranslate;
  money: (minor: number) => string;
  client: CrashClient;
  rules: CrashRules;
  history: CrashHistory | null;
  store: CrashStore;
  /** Null: a visitor, who watches (or a session that could not be opened: `problem`). */
  session: CrashSession | null;
  problem: CrashProblem | null;
  loginHref: string;
  /** Something the page shows changed: draw it on the next frame. */
  changed: () => void;
}

/** Bets of the player fetched for the export (the server's page size). */
const EXPORT_LIMIT = 100;
/** Without a channel, the balance is asked again this much after an answer (once, for a burst of changes). */
const BALANCE_DELAY_MS = 300;

/**
 * The player's side of the game: their session, the two bet panels and what they ask of the server
 * (bets, cancels, cash-outs, the auto-bets' next bets), their bets as the server answers and
 * publishes them, their balance and the export of their history. Every answer, refusal or lost
 * request ends with the bet as the server has it: no panel keeps a guess.
 */
export class CrashPlayer {
  readonly element: HTMLElement;
  readonly panels: BetPanel[] = [];
  private readonly o: CrashPlayerOptions;
  private readonly balanceText = h("strong", { "data-testid": "crash-balance" });
  private readonly notice = h("div", { class: "session-notice" });
  private readonly balance: PlayerBalance;
  private balanceTimer: ReturnType<typeof setTimeout> | null = null;
  private ownTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(options: CrashPlayerOptions) {
    this.o = options;
    const { t, rules, session, store } = options;
    this.balance = new PlayerBalance({
      initial: session?.balance ?? null,
      hearsChannel: Boolean(session?.live.channel),
      changed: (balance) => {
        this.renderBalance();
        emit(this.o.host, "bv-balance", { balance, currency: this.o.rules.currency });
        signalBalanceChange(document);
      },
      ask: () => this.scheduleBalance(),
    });
    if (session) store.applyOwnList(session.bets);
    const limits = {
      min: rules.min_bet,
      max: rules.max_bet,
      minCashOut: rules.min_cash_out,
      maxMultiplier: rules.max_multiplier,
    };
    if (session) {
      for (const slot of [1, 2] as const) {
        this.panels.push(
          new BetPanel({
            slot,
            uid: "crash",
            t,
            currency: rules.currency,
            money: options.money,
            limits,
            actions: {
              bet: (panel, bet) => void this.place(panel, bet),
              cancel: (panel, bet) => void this.cancel(panel, bet),
              cashOut: (panel, bet) => void this.cashOut(panel, bet),
              autoStarted: (panel) => void this.autoPlace(panel),
            },
          }),
        );
      }
      this.renderBalance();
    }
    if (options.problem) this.showProblem(options.problem);
    // The session brought the latest ten bets; My rounds shows more (GET …/bets).
    if (session) this.refreshOwn(0);
    this.element = session
      ? h(
          "div",
          { class: "bets-area" },
          h(
            "div",
            { class: "balance-bar" },
            h("p", { class: "balance" }, t("crash.balance"), " ", this.balanceText),
          ),
          this.notice,
          h("div", { class: "bets" }, ...this.panels.map((panel) => panel.element)),
        )
      : h(
          "div",
          { class: "bets-area" },
          this.notice,
          !options.problem &&
            h(
              "div",
              { class: "panel watch" },
              h("p", null, t("crash.visitor")),
              h("a", { class: "btn btn--primary", href: options.loginHref }, t("crash.login")),
            ),
        );
  }

  stop(): void {
    this.stopped = true;
    if (this.balanceTimer) clearTimeout(this.balanceTimer);
    if (this.ownTimer) clearTimeout(this.ownTimer);
    for (const panel of this.panels) panel.auto.stop();
  }

  /**
   * Back online, or the socket resumed: the bets and the balance as the server has them now. The
   * only time the balance is asked for: publications missed while away may not all be recovered.
   */
  resync(): void {
    this.refreshOwn(0);
    this.scheduleBalance(0);
  }

  /**
   * A publication of the player's channel: the bet, and the balance the wallet answered for the
   * money it moved (taken before the bet, which an earlier HTTP answer may already have applied).
   */
  ownPublished(publication: CrashOwnPublication): void {
    if (publication.balance) this.balance.published(publication.balance);
    this.ownUpdated(publication.bet);
  }

  /**
   * The player's platform session ended (logged out, revoked elsewhere): their channel is closed,
   * so the page says so. The panels stay: a bet in play can still be cashed out by its answer.
   */
  sessionEnded(): void {
    if (this.stopped) return;
    this.stop();
    replace(
      this.notice,
      h(
        "div",
        { class: "notice notice--error", role: "alert", "data-testid": "crash-session-ended" },
        h("p", null, this.o.t("crash.session_ended")),
        h("a", { class: "btn btn--small", href: this.o.loginHref }, this.o.t("crash.login")),
      ),
    );
  }

  /** A bet of the player's, from any source: kept if newer; its money and its panel's auto-bet follow. */
  ownUpdated(bet: CrashOwnBetView): void {
    const { store } = this.o;
    const before = store.own.get(bet.id);
    if (!store.applyOwn(bet)) return;
    const now = store.own.get(bet.id)!;
    this.o.changed();
    // Money moved at the platform (the stake when the bet became active, the win or refund once
    // settled): the player's channel brings the new balance; without one, it is asked for.
    const moved = (now.settled && !before?.settled) || (now.state === "active" && before?.state !== "active");
    if (moved) this.balance.moved();
    const panel = this.panels[now.slot - 1];
    if (panel?.auto.running && isFinal(now)) {
      const input = panel.read();
      const decision = panel.auto.finished(now, "error" in input ? 0 : input.amount);
      if (!decision) return;
      if (decision.next) setTimeout(() => void this.autoPlace(panel), 250);
      else panel.showAuto(decision.reason);
    }
  }

  private async place(
    panel: BetPanel,
    bet: { amount: number; auto_cash_out: number | null },
    auto = false,
  ): Promise<void> {
    const { client, session, t } = this.o;
    if (!session) return;
    panel.setBusy(true);
    try {
      const answer = await client.place(session.session_id, [{ slot: panel.slot, ...bet }]);
      for (const placed of answer.placed) this.ownUpdated(placed);
      const refusal = answer.refused[0];
      if (refusal) {
        panel.showError(refusal.message || t("crash.error.generic"));
        if (auto) this.autoRefused(panel);
      }
    } catch (error) {
      const problem = crashProblem(error);
      panel.showError(this.problemText(problem));
      if (problem.balance !== undefined) this.balance.set(problem.balance);
      if (problem.unknown) this.refreshOwn();
      if (auto) this.autoRefused(panel);
    } finally {
      panel.setBusy(false);
      this.o.changed();
    }
  }

  private async cancel(panel: BetPanel, bet: CrashOwnBetView): Promise<void> {
    await this.request(panel, () => this.o.client.cancel(this.o.session!.session_id, bet.id));
  }

  /** Every cash-out shows its answer: the bet as cashed out, or the reason it was refused. */
  private async cashOut(panel: BetPanel, bet: CrashOwnBetView): Promise<void> {
    await this.request(panel, () => this.o.client.cashOut(this.o.session!.session_id, bet.id));
  }

  /** A request about one bet: its answer is the bet; refused or unanswered, the bet is asked afresh. */
  private async request(panel: BetPanel, send: () => Promise<CrashOwnBetView>): Promise<void> {
    if (!this.o.session) return;
    panel.setBusy(true);
    try {
      this.ownUpdated(await send());
    } catch (error) {
      panel.showError(this.problemText(crashProblem(error)));
      this.refreshOwn(0);
    } finally {
      panel.setBusy(false);
      this.o.changed();
    }
  }

  private async autoPlace(panel: BetPanel): Promise<void> {
    if (!panel.auto.running || this.stopped) return;
    const input = panel.read();
    if ("error" in input) {
      panel.showError(input.error);
      this.autoRefused(panel);
      return;
    }
    panel.auto.placedBet();
    panel.showAuto(null);
    await this.place(panel, input, true);
  }

  private autoRefused(panel: BetPanel): void {
    if (!panel.auto.running) return;
    panel.auto.refused();
    panel.showAuto("refused");
  }

  private problemText(problem: CrashProblem): string {
    return this.o.t(problem.key, {
      detail: problem.detail ?? "",
      balance: problem.balance !== undefined ? this.o.money(problem.balance) : "",
    });
  }

  private showProblem(problem: CrashProblem): void {
    replace(
      this.notice,
      h(
        "div",
        { class: "notice notice--error", role: "alert" },
        h("p", null, this.problemText(problem)),
        problem.reload &&
          h(
            "button",
            { type: "button", class: "btn btn--small", onclick: () => location.reload() },
            this.o.t("crash.reload"),
          ),
      ),
    );
  }

  /** The player's latest bets as the server has them (after a drop, an unanswered request). */
  private refreshOwn(delay = 400): void {
    const { client, session } = this.o;
    if (!session || this.ownTimer || this.stopped) return;
    this.ownTimer = setTimeout(async () => {
      this.ownTimer = null;
      try {
        for (const bet of await client.myBets(session.session_id, { limit: 20 })) this.ownUpdated(bet);
      } catch (error) {
        const problem = crashProblem(error);
        if (problem.reload) this.showProblem(problem);
        // Still offline: the socket's resume or the `online` event asks again.
      }
    }, delay);
  }

  /** The wallet's balance, asked through the session; the site is told to fetch its own again. */
  private scheduleBalance(delay = BALANCE_DELAY_MS): void {
    const { client, session } = this.o;
    if (!session || this.stopped) return;
    if (this.balanceTimer) clearTimeout(this.balanceTimer);
    this.balanceTimer = setTimeout(async () => {
      this.balanceTimer = null;
      try {
        this.balance.set((await client.session(session.session_id)).balance);
      } catch (error) {
        const problem = crashProblem(error);
        if (problem.reload) this.showProblem(problem);
      }
    }, delay);
  }

  private renderBalance(): void {
    const balance = this.balance.value;
    this.balanceText.textContent = balance === null ? "–" : this.o.money(balance);
  }

  /** The player's history with hashes, as a file (the server's latest page of their bets). */
  async export(format: "csv" | "json"): Promise<void> {
    const { client, session, operator, history, rules, store } = this.o;
    if (!session) return;
    let bets: CrashOwnBetView[];
    try {
      bets = await client.myBets(session.session_id, { limit: EXPORT_LIMIT });
    } catch {
      bets = store.ownBets();
    }
    const now = new Date();
    const chains = (history?.chains ?? rules.chains).map((chain) => ({
      id: chain.id,
      first_round: chain.first_round,
      terminating_hash: chain.terminating_hash,
      salt: chain.salt,
    }));
    const text = format === "csv" ? toCsv(bets) : toJson(bets, chains, now);
    const blob = new Blob([text], { type: format === "csv" ? "text/csv;charset=utf-8" : "application/json" });
    const href = URL.createObjectURL(blob);
    const link = h("a", { href, download: exportFileName(operator, now, format), hidden: true });
    this.element.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
