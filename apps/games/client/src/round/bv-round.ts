import type { GameDetail, Round, Spin } from "@platform/contracts";
import { aggregatorClient } from "../api.ts";
import { h, replace, wait } from "../dom.ts";
import { aborted, BvElement } from "../element.ts";
import { fillTemplate, formatMinor } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";
import { ReelView } from "../play/reel-view.ts";
import { winningCells } from "../play/rules.ts";
import { lookOf, type SymbolLook, symbolLooks } from "../play/symbols.ts";
import { ROUND_CSS } from "./round-css.ts";
import { playedAt, replayFrames, winLine } from "./round-replay.ts";

/**
 * `<bv-round url round-id operator locale currency-symbol time-zone verify-href>`: game recall. The round
 * exactly as it landed (GET {url}/v1/rounds/:id): every spin's grid and wins, the stake, the win,
 * the time and its seeds; Replay plays the spins back in order.
 */
export class BvRound extends BvElement {
  static override attributes = [
    "url",
    "round-id",
    "operator",
    "locale",
    "currency-symbol",
    "time-zone",
    "verify-href",
  ];

  private round: Round | null = null;
  private game: GameDetail | null = null;
  private reels: ReelView | null = null;
  private index = 0;
  private replaying = false;
  private readonly stepText = h("p", { class: "step", role: "status" });
  private readonly wins = h("ul", { class: "wins" });
  private readonly prev = h("button", { type: "button", class: "btn btn--small" });
  private readonly next = h("button", { type: "button", class: "btn btn--small" });

  constructor() {
    super(ROUND_CSS);
    this.prev.addEventListener("click", () => this.go(this.index - 1));
    this.next.addEventListener("click", () => this.go(this.index + 1));
  }

  protected async update(signal: AbortSignal): Promise<void> {
    const url = this.attr("url");
    const roundId = this.attr("round-id");
    if (!url || !roundId) return;
    const t = this.t;
    replace(this.root, h("p", { class: "loading", role: "status" }, t("round.loading")));
    const client = aggregatorClient(url);
    try {
      this.round = await client.round(roundId, signal);
    } catch (error) {
      if (aborted(error)) return;
      const missing = error instanceof Error && "status" in error && error.status === 404;
      replace(
        this.root,
        h(
          "p",
          { class: "notice notice--error", role: "alert" },
          t(missing ? "round.not_found" : "round.unavailable"),
        ),
      );
      return;
    }
    const operator = this.attr("operator");
    // The paytable names the symbols and the strips make the replay's motion; the round stands without.
    this.game = operator
      ? await client.game(this.round.game, operator, this.attr("locale") || "en", signal).catch(() => null)
      : null;
    if (signal.aborted) return;
    this.render(this.round, t);
  }

  private money(amount: number): string {
    return formatMinor(amount, this.round?.currency ?? "USD", this.getAttribute("currency-symbol"));
  }

  private render(round: Round, t: Translate): void {
    const looks = symbolLooks(this.game?.paytable ?? []);
    const first = round.outcome.spins[0];
    const strips = this.game?.reels.length ? this.game.reels : (first?.grid ?? []);
    const rows = this.game?.rows || first?.grid[0]?.length || 3;
    this.reels = new ReelView(strips, rows, looks, t);
    this.index = 0;
    const facts: [string, string][] = [
      [t("round.game"), this.game?.name ?? round.game],
      [t("round.time"), playedAt(round.created_at, this.attr("locale") || "en", this.attr("time-zone"))],
      [t("round.stake"), this.money(round.bet)],
      [t("round.win"), this.money(round.win)],
      [t("round.status"), t(`round.status.${round.status}`)],
    ];
    if (round.mode === "fun") facts.push([t("round.mode"), t("play.fun_badge")]);
    const replay = h(
      "button",
      { type: "button", class: "btn btn--primary btn--small replay" },
      t("round.replay"),
    );
    replay.addEventListener("click", () => void this.replay(replay, looks));
    replace(
      this.root,
      h(
        "article",
        { class: "round", "data-round-id": round.round_id },
        h(
          "dl",
          { class: "facts" },
          ...facts.map(([label, value]) => h("div", null, h("dt", null, label), h("dd", null, value))),
        ),
        this.reels.element,
        h("div", { class: "stepper" }, this.prev, this.stepText, this.next),
        this.wins,
        h("div", { class: "actions" }, replay),
        this.seeds(round, t),
      ),
    );
    this.prev.textContent = t("round.previous");
    this.next.textContent = t("round.next");
    this.go(0, looks);
  }

  /** Shows spin `index` as it landed. */
  private go(index: number, looks?: Map<string, SymbolLook>): void {
    const spins = this.round?.outcome.spins ?? [];
    const spin = spins[index];
    if (!spin || !this.reels) return;
    this.index = index;
    this.reels.show(spin.grid, winningCells(spin));
    this.describe(spin, index, spins.length, looks ?? symbolLooks(this.game?.paytable ?? []));
  }

  private describe(spin: Spin, index: number, count: number, looks: Map<string, SymbolLook>): void {
    const t = this.t;
    this.prev.disabled = this.replaying || index === 0;
    this.next.disabled = this.replaying || index >= count - 1;
    this.stepText.textContent =
      index === 0
        ? t("round.paid_spin")
        : t("round.free_spin", { spin: index, count: count - 1, multiplier: spin.multiplier ?? 1 });
    const name = (symbol: string) => lookOf(symbol, looks).name;
    replace(
      this.wins,
      spin.wins.length
        ? spin.wins.map((win) =>
            h("li", null, winLine(win, name, t), ": ", h("strong", null, this.money(win.amount))),
          )
        : h("li", { class: "muted" }, t("round.no_win")),
      spin.awarded_free_spins ? h("li", null, t("round.awarded", { count: spin.awarded_free_spins })) : null,
    );
  }

  /** Plays the round back spin by spin, the reels spinning between (no money, no minimum time). */
  private async replay(button: HTMLButtonElement, looks: Map<string, SymbolLook>): Promise<void> {
    const spins = this.round?.outcome.spins ?? [];
    if (this.replaying || !this.reels) return;
    this.replaying = true;
    button.disabled = true;
    for (const frame of replayFrames(spins.length)) {
      if (!this.isConnected) break;
      this.describe(spins[frame.index]!, frame.index, spins.length, looks);
      this.reels.spin();
      await wait(frame.spinMs);
      this.go(frame.index, looks);
      await wait(frame.holdMs);
    }
    this.replaying = false;
    button.disabled = false;
    this.go(this.index, looks);
  }

  private seeds(round: Round, t: Translate): HTMLElement {
    const verify = fillTemplate(this.attr("verify-href") || "/provably-fair?round_id={round}", {
      round: round.round_id,
    });
    return h(
      "details",
      { class: "seeds" },
      h("summary", null, t("seeds.title")),
      h(
        "dl",
        null,
        h("dt", null, t("round.id")),
        h("dd", { class: "mono" }, round.round_id),
        h("dt", null, t("seeds.server_hash")),
        h("dd", { class: "mono" }, round.seeds.server_seed_hash),
        h("dt", null, t("seeds.server_seed")),
        h("dd", { class: "mono" }, round.seeds.server_seed ?? t("seeds.not_revealed")),
        h("dt", null, t("seeds.client_seed")),
        h("dd", { class: "mono" }, round.seeds.client_seed),
        h("dt", null, t("seeds.nonce")),
        h("dd", { class: "mono" }, String(round.seeds.nonce)),
      ),
      h("a", { class: "btn btn--small", href: verify }, t("seeds.verify")),
    );
  }
}
