import type { GameDetail, GameSession, Round, Spin } from "@platform/contracts";
import type { AggregatorClient } from "../api.ts";
import { emit, h, replace, wait } from "../dom.ts";
import { formatMinor } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";
import { playError } from "./play-errors.ts";
import { ReelView } from "./reel-view.ts";
import {
  balanceDuringSpin,
  FREE_SPIN_MS,
  freeSpinCount,
  REEL_STAGGER_MS,
  reelStopTimes,
  winningCells,
  winPresentation,
} from "./rules.ts";
import { SeedsPanel } from "./seeds-panel.ts";
import { symbolLooks } from "./symbols.ts";

export interface SlotMachineOptions {
  client: AggregatorClient;
  game: GameDetail;
  session: GameSession;
  t: Translate;
  currencySymbol: string | null;
  verifyHref: string;
  /** Where the machine reports rounds (the game detail element): `bv-round` events. */
  host: EventTarget;
}

/**
 * The slot in the popup: balance, reels, stake, Spin, what the round paid, and the seeds. One spin
 * at a time and only from the button (no autoplay); each lasts at least 2.5 s; free spins play out
 * one by one from the outcome the server already settled.
 */
export class SlotMachine {
  readonly element: HTMLElement;
  /** The spin request under way: closing the popup waits for it, so the balance refresh sees it. */
  pending: Promise<unknown> | null = null;
  private balance: number;
  private readonly reels: ReelView;
  private readonly balanceText = h("strong", { class: "amount", "data-testid": "game-balance" });
  private readonly status = h("p", { class: "status", role: "status" });
  private readonly banner = h("p", { class: "banner", hidden: true });
  private readonly alert = h("div", { class: "alert", role: "alert" });
  private readonly stake: HTMLSelectElement;
  private readonly spinButton: HTMLButtonElement;
  private readonly seeds: SeedsPanel;

  constructor(private readonly options: SlotMachineOptions) {
    const { game, session, t } = options;
    this.balance = session.balance;
    const looks = symbolLooks(game.paytable);
    this.reels = new ReelView(game.reels, game.rows, looks, t);
    this.stake = h(
      "select",
      { class: "input", name: "stake", id: "bv-stake" },
      ...session.bets.map((bet, index) =>
        h("option", { value: bet, selected: index === 0 }, this.money(bet)),
      ),
    );
    this.spinButton = h("button", { type: "button", class: "btn btn--primary spin" }, t("play.spin"));
    this.spinButton.addEventListener("click", () => void this.spin());
    this.seeds = new SeedsPanel({
      client: options.client,
      sessionId: session.session_id,
      seeds: session.seeds,
      t,
      verifyHref: options.verifyHref,
      busy: () => this.pending !== null,
    });
    this.renderBalance(this.balance);
    this.element = h(
      "div",
      { class: "machine" },
      h(
        "div",
        { class: "bar" },
        h(
          "p",
          { class: "balance" },
          h("span", { class: "muted" }, t(session.mode === "fun" ? "play.fun_balance" : "play.balance")),
          " ",
          this.balanceText,
        ),
        session.mode === "fun" && h("span", { class: "badge" }, t("play.fun_badge")),
      ),
      h("div", { class: "stage" }, this.reels.element, this.banner),
      this.status,
      this.alert,
      h(
        "div",
        { class: "controls" },
        h("label", { class: "field stake", for: "bv-stake" }, t("play.stake")),
        this.stake,
        this.spinButton,
      ),
      this.seeds.element,
    );
  }

  private money(amount: number): string {
    return formatMinor(amount, this.options.session.currency, this.options.currencySymbol);
  }

  private renderBalance(amount: number): void {
    this.balanceText.textContent = this.money(amount);
  }

  private setBusy(busy: boolean): void {
    this.spinButton.disabled = busy;
    this.stake.disabled = busy;
    this.spinButton.setAttribute("aria-busy", String(busy));
  }

  /** One paid round: the request and the reels run together; the result waits for both. */
  async spin(): Promise<void> {
    if (this.pending) return;
    const { client, session, t } = this.options;
    const bet = Number(this.stake.value);
    const pressed = performance.now();
    this.setBusy(true);
    replace(this.alert);
    this.banner.hidden = true;
    this.reels.element.dataset.celebrate = "false";
    this.status.textContent = t("play.spinning");
    this.renderBalance(balanceDuringSpin(this.balance, bet));
    this.reels.spin();
    const request = client.spin(session.session_id, bet);
    this.pending = request;
    try {
      const round = await request;
      this.pending = null;
      await this.present(round, pressed);
    } catch (error) {
      this.pending = null;
      this.fail(error);
    } finally {
      this.setBusy(false);
      this.spinButton.focus({ preventScroll: true });
    }
  }

  private async present(round: Round, pressed: number): Promise<void> {
    const { t, host } = this.options;
    const [paid, ...free] = round.outcome.spins;
    if (!paid) throw new Error("a round without spins");
    await this.landSpin(paid, reelStopTimes(performance.now() - pressed, paid.grid.length), pressed);
    let total = paid.win;
    this.status.textContent =
      paid.win > 0 ? t("play.spin_win", { win: this.money(paid.win) }) : t("play.no_win");
    const count = freeSpinCount(round.outcome.spins);
    for (const [index, spin] of free.entries()) {
      this.status.textContent = t("play.free_spin", { spin: index + 1, count });
      const started = performance.now();
      this.reels.spin();
      await this.landSpin(
        spin,
        reelStopTimes(0, spin.grid.length, FREE_SPIN_MS, REEL_STAGGER_MS / 2),
        started,
      );
      total += spin.win;
      this.status.textContent = t("play.free_spin_result", {
        spin: index + 1,
        count,
        win: this.money(spin.win),
        total: this.money(total),
      });
    }
    this.balance = round.balance ?? this.balance - round.bet + round.win;
    this.renderBalance(this.balance);
    this.showResult(round);
    this.seeds.played(round);
    emit(host, "bv-round", {
      round_id: round.round_id,
      bet: round.bet,
      win: round.win,
      balance: this.balance,
    });
  }

  /** Lands each reel at its time (ms after `from`), then marks what paid. */
  private async landSpin(spin: Spin, stops: number[], from: number): Promise<void> {
    for (const [reel, at] of stops.entries()) {
      await wait(from + at - performance.now());
      this.reels.land(reel, spin.grid[reel] ?? []);
    }
    this.reels.mark(spin.grid, winningCells(spin));
  }

  private showResult(round: Round): void {
    const { t } = this.options;
    const look = winPresentation(round.win, round.bet);
    const win = this.money(round.win);
    this.status.textContent =
      look === "none"
        ? t("play.no_win")
        : round.outcome.spins.length > 1
          ? t("play.round_win", { win })
          : t("play.spin_win", { win });
    // RTS 14: a win up to the stake is only stated; only more than the stake gets the banner.
    if (look === "celebrate") {
      this.banner.textContent = t("play.big_win", { win });
      this.banner.hidden = false;
      this.reels.element.dataset.celebrate = "true";
    }
  }

  private fail(error: unknown): void {
    const { t } = this.options;
    const problem = playError(error);
    if (problem.balance !== undefined) this.balance = problem.balance;
    this.renderBalance(this.balance);
    this.reels.restore();
    this.status.textContent = "";
    replace(
      this.alert,
      h(
        "p",
        { class: "notice notice--error" },
        t(problem.key, { balance: this.money(this.balance), detail: problem.detail ?? "" }),
        problem.reload && " ",
        problem.reload &&
          h(
            "button",
            { type: "button", class: "btn btn--small", onclick: () => location.reload() },
            t("play.reload"),
          ),
      ),
    );
  }
}
