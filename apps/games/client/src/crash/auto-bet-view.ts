import { h } from "../dom.ts";
import { type AutoBet, type AutoBetConfig, type AutoBetStop, readAutoBetConfig } from "./auto-bet.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import type { CrashMessageKey } from "./crash-messages.ts";

export interface AutoBetViewOptions {
  id: string;
  t: CrashTranslate;
  currency: string;
  money: (minor: number) => string;
  auto: AutoBet;
  /** Start was pressed with these settings (valid); the panel checks its bet and starts. */
  onStart: (config: AutoBetConfig) => void;
  onStop: () => void;
}

/**
 * A panel's auto-bet, behind a disclosure: how many bets, stop on profit, stop on loss, Start/Stop,
 * and a line saying how far it is or why it stopped. The badge in the panel's head shows it runs.
 */
export class AutoBetView {
  readonly element: HTMLDetailsElement;
  readonly badge: HTMLElement;
  private readonly o: AutoBetViewOptions;
  private readonly rounds: HTMLInputElement;
  private readonly profit: HTMLInputElement;
  private readonly loss: HTMLInputElement;
  private readonly button: HTMLButtonElement;
  private readonly status = h("p", { class: "auto-status muted", role: "status" });

  constructor(options: AutoBetViewOptions) {
    this.o = options;
    const { id, t, currency } = options;
    const money = { class: "input", inputmode: "decimal", autocomplete: "off" };
    this.rounds = h("input", {
      id: `${id}-rounds`,
      class: "input",
      type: "number",
      min: 1,
      max: 1000,
      step: 1,
      inputmode: "numeric",
      value: 10,
    });
    this.profit = h("input", { id: `${id}-profit`, ...money });
    this.loss = h("input", { id: `${id}-loss`, ...money });
    this.button = h(
      "button",
      { type: "button", class: "btn btn--small auto-toggle" },
      t("crash.autobet.start"),
    );
    this.button.addEventListener("click", () => this.toggle());
    this.badge = h("span", { class: "badge auto-badge", hidden: true }, t("crash.autobet"));
    const field = (input: HTMLInputElement, label: string) =>
      h("div", { class: "field" }, h("label", { for: input.id }, label), input);
    this.element = h(
      "details",
      { class: "autobet" },
      h("summary", null, t("crash.autobet")),
      h(
        "div",
        { class: "autobet-fields" },
        field(this.rounds, t("crash.autobet.rounds")),
        field(this.profit, t("crash.autobet.profit", { currency })),
        field(this.loss, t("crash.autobet.loss", { currency })),
      ),
      this.button,
      this.status,
    );
  }

  /** How far it is, or why it stopped. */
  show(stop: AutoBetStop | null): void {
    const { t, money, auto } = this.o;
    const net = money(auto.net);
    if (stop)
      this.status.textContent = t(`crash.autobet.stopped.${stop}` as CrashMessageKey, {
        placed: auto.placed,
        net,
      });
    else if (auto.config)
      this.status.textContent = t("crash.autobet.progress", {
        placed: auto.placed,
        rounds: auto.config.rounds,
        net,
      });
  }

  /** Locked while it runs; Start only while the panel has no bet open. */
  sync(panelIdle: boolean): void {
    const running = this.o.auto.running;
    for (const input of [this.rounds, this.profit, this.loss]) input.disabled = running;
    this.button.textContent = this.o.t(running ? "crash.autobet.stop" : "crash.autobet.start");
    this.button.setAttribute("aria-pressed", String(running));
    this.button.disabled = !running && !panelIdle;
    this.badge.hidden = !running;
  }

  private toggle(): void {
    if (this.o.auto.running) {
      this.o.onStop();
      return;
    }
    const config = readAutoBetConfig(
      { rounds: this.rounds.value, profit: this.profit.value, loss: this.loss.value },
      this.o.currency,
    );
    if (!config) this.status.textContent = this.o.t("crash.autobet.invalid");
    else this.o.onStart(config);
  }
}
