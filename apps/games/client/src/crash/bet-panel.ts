import type { CrashOwnBetView } from "@platform/fair/crash";
import { h } from "../dom.ts";
import { AutoBet, type AutoBetConfig, type AutoBetStop } from "./auto-bet.ts";
import { AutoBetView } from "./auto-bet-view.ts";
import { type PanelContext, slotStatus } from "./bet-status.ts";
import { amountInputValue, parseAmount, parseMultiplier, stepAmount } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import { payoutAt } from "./curve.ts";

export type { PanelContext } from "./bet-status.ts";

export interface BetPanelOptions {
  slot: 1 | 2;
  uid: string;
  t: CrashTranslate;
  currency: string;
  money: (minor: number) => string;
  limits: { min: number; max: number; minCashOut: number; maxMultiplier: number };
  /** What the panel asks of the game; each answer comes back through `update`. */
  actions: {
    bet(panel: BetPanel, bet: { amount: number; auto_cash_out: number | null }): void;
    cancel(panel: BetPanel, bet: CrashOwnBetView): void;
    cashOut(panel: BetPanel, bet: CrashOwnBetView): void;
    /** The auto-bet was started: place its first bet. */
    autoStarted(panel: BetPanel): void;
  };
}

export type BetInput = { amount: number; auto_cash_out: number | null } | { error: string };

let panels = 0;

/** How long the button rests after its bet ended (see guardUntil). */
const GUARD_MS = 800;

/**
 * One of the two bet panels (slots 1 and 2): amount, optional auto cash-out, the one button (Bet,
 * Cancel for a bet not started, Cash out with the payout while it runs), what happened to its last
 * bet, and its auto-bet. It never decides a bet's state: it shows the game's view of its slot.
 */
export class BetPanel {
  readonly slot: 1 | 2;
  readonly element: HTMLElement;
  readonly auto = new AutoBet();
  private readonly o: BetPanelOptions;
  private readonly autoView: AutoBetView;
  private readonly amount: HTMLInputElement;
  private readonly halve: HTMLButtonElement;
  private readonly double: HTMLButtonElement;
  private readonly autoEnabled: HTMLInputElement;
  private readonly autoAt: HTMLInputElement;
  private readonly action: HTMLButtonElement;
  private readonly status = h("p", { class: "bet-status", role: "status" });
  private readonly error = h("p", { class: "bet-error", role: "alert" });
  private context: PanelContext | null = null;
  /** A request of this panel is on its way: its button waits for the answer. */
  private busy = false;
  private lastLabel = "";
  private lastMode: PanelContext["view"]["mode"] = "idle";
  /**
   * Until then the button takes no click: a Cash out pressed just as the round crashed must not land
   * on the Bet that takes its place and stake the next round.
   */
  private guardUntil = 0;

  constructor(options: BetPanelOptions) {
    this.o = options;
    this.slot = options.slot;
    const { t, slot, limits, currency, money } = options;
    const id = `${options.uid}-bet${slot}-${++panels}`;
    this.amount = h("input", {
      id: `${id}-amount`,
      class: "input amount-input",
      inputmode: "decimal",
      autocomplete: "off",
      "aria-describedby": `${id}-hint`,
      value: amountInputValue(limits.min * 10 <= limits.max ? limits.min * 10 : limits.min, currency),
    });
    // The visible "½" and "2×" begin their accessible names (WCAG 2.5.3).
    this.halve = h("button", { type: "button", class: "btn btn--small step" }, "½", hidden(t("crash.halve")));
    this.double = h(
      "button",
      { type: "button", class: "btn btn--small step" },
      "2×",
      hidden(t("crash.double")),
    );
    this.halve.addEventListener("click", () => this.step(0.5));
    this.double.addEventListener("click", () => this.step(2));
    this.autoEnabled = h("input", { type: "checkbox", id: `${id}-auto-on` });
    this.autoEnabled.addEventListener("change", () => this.syncInputs());
    this.autoAt = h("input", {
      id: `${id}-auto-at`,
      class: "input",
      inputmode: "decimal",
      autocomplete: "off",
      value: "2.00",
    });
    this.action = h("button", { type: "button", class: "btn action", "data-slot": slot });
    this.action.addEventListener("click", () => this.press());
    this.autoView = new AutoBetView({
      id,
      t,
      currency,
      money,
      auto: this.auto,
      onStart: (config) => this.startAuto(config),
      onStop: () => {
        this.auto.stop();
        this.showAuto("stopped");
      },
    });

    this.element = h(
      "section",
      { class: "panel bet", "aria-labelledby": `${id}-title`, "data-slot": slot },
      h(
        "div",
        { class: "bet-head" },
        h("h3", { id: `${id}-title` }, t("crash.panel", { slot })),
        this.autoView.badge,
      ),
      h(
        "div",
        { class: "bet-fields" },
        h(
          "div",
          { class: "field" },
          h("label", { for: this.amount.id }, t("crash.amount", { currency })),
          h("div", { class: "amount-row" }, this.amount, this.halve, this.double),
          h(
            "p",
            { class: "hint muted", id: `${id}-hint` },
            t("crash.amount_hint", { min: money(limits.min), max: money(limits.max) }),
          ),
        ),
        h(
          "div",
          { class: "field auto" },
          h(
            "label",
            { class: "check", for: this.autoEnabled.id },
            this.autoEnabled,
            t("crash.auto_cash_out"),
          ),
          h("label", { class: "vh", for: this.autoAt.id }, t("crash.auto_cash_out_at")),
          h(
            "div",
            { class: "auto-row" },
            this.autoAt,
            h("span", { class: "unit", "aria-hidden": "true" }, "×"),
          ),
        ),
      ),
      this.action,
      this.status,
      this.error,
      this.autoView.element,
    );
    this.syncInputs();
  }

  /** The amount and auto cash-out as typed, or what is wrong with them. */
  read(): BetInput {
    const { t, limits, money, currency } = this.o;
    const amount = parseAmount(this.amount.value, currency);
    if (amount === null || amount < limits.min || amount > limits.max)
      return { error: t("crash.error.amount", { min: money(limits.min), max: money(limits.max) }) };
    if (!this.autoEnabled.checked) return { amount, auto_cash_out: null };
    const at = parseMultiplier(this.autoAt.value);
    if (at === null || at < limits.minCashOut || at > limits.maxMultiplier)
      return { error: t("crash.error.auto") };
    return { amount, auto_cash_out: at };
  }

  setBusy(busy: boolean): void {
    this.busy = busy;
    this.render();
  }

  showError(text: string | null): void {
    this.error.textContent = text ?? "";
  }

  update(context: PanelContext): void {
    this.context = context;
    this.render();
  }

  /** Every frame while a bet of this panel runs: what cashing out now would pay. */
  tick(multiplier: number | null): void {
    const bet = this.context?.view.bet;
    if (!bet || this.context?.view.mode !== "playing" || this.busy || multiplier === null) return;
    const label = this.o.t("crash.cash_out", { amount: this.o.money(payoutAt(bet.amount, multiplier)) });
    if (label !== this.lastLabel) {
      this.lastLabel = label;
      this.action.textContent = label;
    }
  }

  /** Auto-bet's line: how far it is, or why it stopped. */
  showAuto(stop: AutoBetStop | null): void {
    this.autoView.show(stop);
    this.syncInputs();
  }

  private press(): void {
    const context = this.context;
    if (!context || this.busy) return;
    const { view } = context;
    this.showError(null);
    if (view.mode === "playing" && view.bet) this.o.actions.cashOut(this, view.bet);
    else if (view.mode === "waiting" && view.bet) {
      // A bet taken back ends the auto-bet that placed it.
      if (this.auto.running) {
        this.auto.stop();
        this.showAuto("cancelled");
      }
      this.o.actions.cancel(this, view.bet);
    } else {
      const input = this.read();
      if ("error" in input) this.showError(input.error);
      else this.o.actions.bet(this, input);
    }
  }

  private step(factor: 0.5 | 2): void {
    const { limits, currency } = this.o;
    const current = parseAmount(this.amount.value, currency) ?? limits.min;
    this.amount.value = amountInputValue(stepAmount(current, factor, limits), currency);
  }

  private startAuto(config: AutoBetConfig): void {
    const input = this.read();
    if ("error" in input) {
      this.showError(input.error);
      return;
    }
    this.auto.start(config);
    const first = this.auto.check(input.amount);
    if (!first.next) {
      this.auto.stop();
      this.showAuto(first.reason);
      return;
    }
    this.showAuto(null);
    this.o.actions.autoStarted(this);
  }

  /** The bet's fields are locked while an auto-bet places the bets with them. */
  private syncInputs(): void {
    const locked = this.auto.running;
    for (const control of [this.amount, this.halve, this.double, this.autoEnabled]) control.disabled = locked;
    this.autoAt.disabled = locked || !this.autoEnabled.checked;
    this.autoView.sync(this.context?.view.mode === "idle");
  }

  private render(): void {
    const context = this.context;
    if (!context) return;
    const { t, money } = this.o;
    const { view } = context;
    const button = this.action;
    if (this.lastMode !== "idle" && view.mode === "idle") {
      this.guardUntil = performance.now() + GUARD_MS;
      setTimeout(() => this.render(), GUARD_MS + 10);
    }
    this.lastMode = view.mode;
    button.classList.remove("btn--primary", "cash", "cancel");
    this.lastLabel = "";
    if (view.mode === "playing" && view.bet) {
      button.classList.add("cash");
      button.textContent = t("crash.cash_out", { amount: money(view.bet.amount) });
      button.dataset.mode = "cash-out";
    } else if (view.mode === "waiting" && view.bet) {
      button.classList.add("cancel");
      button.textContent = t("crash.cancel");
      button.dataset.mode = "cancel";
    } else {
      button.classList.add("btn--primary");
      button.textContent = t(context.running ? "crash.bet_next" : "crash.bet");
      button.dataset.mode = "bet";
    }
    // Not while a request is out, nor for a bet still being placed (it cannot be cancelled yet), nor
    // by hand while an auto-bet places the bets.
    button.disabled =
      this.busy ||
      performance.now() < this.guardUntil ||
      (view.mode === "waiting" && view.bet?.state === "placing") ||
      (view.mode === "idle" && this.auto.running);
    button.setAttribute("aria-busy", String(this.busy));
    if (this.busy) button.textContent = t("crash.busy");
    this.status.textContent = slotStatus(context, t, money);
    this.syncInputs();
  }
}

function hidden(text: string): HTMLElement {
  return h("span", { class: "vh" }, ` ${text}`);
}
