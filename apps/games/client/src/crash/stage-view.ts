import type { CrashRoundView } from "@platform/fair/crash";
import { elapsedFor, multiplierAt } from "@platform/fair/crash";
import { h } from "../dom.ts";
import { CrashCanvas } from "./crash-canvas.ts";
import { formatMultiplier, shortHash } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import type { Display } from "./crash-store.ts";
import { displayedMultiplier, secondsLeft } from "./curve.ts";

export type Connection = "connecting" | "open" | "lost";

export interface StageOptions {
  t: CrashTranslate;
  /** The "how to check it afterwards" link: opens the verifier. */
  onHowToCheck: () => void;
}

/**
 * The round on screen: its number and state, the curve on a canvas, the multiplier in big figures
 * (read on demand; the polite live region only announces state changes, never every frame), the
 * countdown, and during betting the line that the outcome is already fixed.
 */
export class StageView {
  readonly element: HTMLElement;
  readonly canvas: CrashCanvas;
  private readonly o: StageOptions;
  private readonly roundLabel = h("span", { class: "round-id", "data-testid": "crash-round" });
  private readonly stateLabel = h("span", { class: "pill state" });
  private readonly connection = h("span", { class: "connection", "data-state": "connecting" });
  private readonly kicker = h("p", { class: "kicker" });
  private readonly multiplier = h("p", { class: "multiplier", "data-testid": "crash-multiplier" });
  private readonly sub = h("p", { class: "sub" });
  /** What is left of the betting window, draining. */
  private readonly timer = h("span", { class: "timer-fill" });
  private readonly announcer = h("p", { class: "vh", role: "status", "aria-live": "polite" });
  private readonly fixedText = h("span", null);
  private readonly fixed: HTMLElement;
  private readonly screen: HTMLElement;
  private readonly notice = h("p", { class: "stage-notice", hidden: true });
  private key = "";
  private readonly texts = new Map<HTMLElement, string>();

  constructor(options: StageOptions) {
    this.o = options;
    const { t } = options;
    this.canvas = new CrashCanvas(t("crash.canvas_label"));
    const link = h("a", { href: "#crash-verify", class: "fixed-link" }, t("crash.fixed_link"));
    link.addEventListener("click", (event) => {
      event.preventDefault();
      options.onHowToCheck();
    });
    this.fixed = h(
      "p",
      { class: "fixed", "data-testid": "crash-fixed" },
      lockIcon(),
      h("span", null, this.fixedText, " ", link),
    );
    this.screen = h(
      "div",
      { class: "screen", "data-phase": "waiting" },
      this.canvas.element,
      h(
        "div",
        { class: "readout" },
        this.kicker,
        h("span", { class: "vh" }, t("crash.multiplier_label")),
        this.multiplier,
        this.sub,
      ),
      h("span", { class: "timer", "aria-hidden": "true" }, this.timer),
      this.notice,
    );
    this.element = h(
      "section",
      { class: "stage", "aria-labelledby": "crash-round-heading" },
      h(
        "div",
        { class: "stage-head" },
        h("h3", { id: "crash-round-heading", class: "round" }, this.roundLabel),
        this.stateLabel,
        this.connection,
      ),
      this.screen,
      this.fixed,
      this.announcer,
    );
  }

  /** The live socket's state: a lost connection is said, and said again when it is back. */
  setConnection(state: Connection): void {
    const { t } = this.o;
    this.connection.dataset.state = state;
    // The curve drawn meanwhile is the page's guess, not the round: it is dimmed under the notice.
    this.screen.dataset.connection = state;
    this.connection.textContent = state === "connecting" ? t("crash.connection.connecting") : "";
    this.notice.hidden = state !== "lost";
    this.notice.textContent = state === "lost" ? t("crash.connection.lost") : "";
  }

  announce(text: string): void {
    this.announcer.textContent = text;
  }

  /**
   * Draws one frame: the round on screen at the server's time `now`. Texts are set only when they
   * change, so a frame costs a canvas draw. Returns the multiplier shown while a round runs.
   */
  frame(
    display: Display,
    now: number,
    rate: number,
    bettingMs: number,
    terminatingHash: string | null,
  ): number | null {
    const { t } = this.o;
    const round = display.round;
    const key = `${display.phase}:${round?.id ?? ""}`;
    if (key !== this.key) {
      this.key = key;
      this.screen.dataset.phase = display.phase;
      this.roundLabel.textContent = round ? t("crash.round", { id: round.id }) : "";
      const interrupted = display.phase === "crashed" && round?.interrupted;
      this.stateLabel.textContent = t(
        interrupted ? "crash.state.interrupted" : `crash.state.${display.phase}`,
      );
      this.stateLabel.dataset.phase = display.phase;
    }
    // The round taking bets, and the one running, were fixed before their first bet: said throughout.
    this.fixed.dataset.phase = display.phase;
    this.text(this.fixedText, t("crash.fixed", { hash: terminatingHash ? shortHash(terminatingHash) : "…" }));

    let multiplier: number | null = null;
    let kicker = "";
    let big = "—";
    let sub = "";
    let left = 0;
    if (display.phase === "running" && round?.started_at) {
      multiplier = displayedMultiplier(round.started_at, now, rate);
      big = formatMultiplier(multiplier);
      this.canvas.draw({
        running: true,
        elapsedMs: now - Date.parse(round.started_at),
        rate,
        crashed: false,
      });
    } else if (display.phase === "crashed" && round) {
      const ended = endOf(round, rate);
      kicker = t(round.interrupted ? "crash.state.interrupted" : "crash.state.crashed");
      big = formatMultiplier(ended.multiplier);
      const next = display.betting?.betting_ends_at;
      if (next) sub = t("crash.next_in", { seconds: secondsLeft(next, now).toFixed(1) });
      this.canvas.draw({ running: true, elapsedMs: ended.ms, rate, crashed: true });
    } else if (display.phase === "betting" && round?.betting_ends_at) {
      const seconds = secondsLeft(round.betting_ends_at, now);
      kicker = t("crash.place_bets", { id: round.id });
      big = `${seconds.toFixed(1)}s`;
      left = Math.min(1, (seconds * 1000) / bettingMs);
      this.canvas.draw({ running: false, elapsedMs: 0, rate, crashed: false });
    } else {
      sub = t("crash.waiting");
      this.canvas.draw({ running: false, elapsedMs: 0, rate, crashed: false });
    }
    this.text(this.kicker, kicker);
    this.text(this.multiplier, big);
    this.text(this.sub, sub);
    this.timer.style.transform = `scaleX(${left})`;
    return multiplier;
  }

  /** The screen's box, for the canvas (the game measures it on resize). */
  get screenElement(): HTMLElement {
    return this.screen;
  }

  private text(element: HTMLElement, text: string): void {
    if (this.texts.get(element) === text) return;
    this.texts.set(element, text);
    element.textContent = text;
  }
}

/**
 * Where a round that ended stopped: at its crash point (the curve's time of it), or, for a round
 * interrupted by a change of runner before its crash point, where the curve was at the takeover.
 */
export function endOf(round: CrashRoundView, rate: number): { multiplier: number; ms: number } {
  const point = round.crash_point ?? 100;
  if (round.interrupted && round.started_at && round.ended_at) {
    const ms = Math.max(0, Date.parse(round.ended_at) - Date.parse(round.started_at));
    const reached = multiplierAt(ms, rate);
    if (reached < point) return { multiplier: reached, ms };
  }
  return { multiplier: point, ms: elapsedFor(point, rate) };
}

function lockIcon(): SVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "icon");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute(
    "d",
    "M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z",
  );
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}
