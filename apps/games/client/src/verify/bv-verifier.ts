import type { Round, SlotOutcome } from "@platform/contracts";
import type { PublishedSlot } from "@platform/slots";
import { aggregatorClient } from "../api.ts";
import { h, replace } from "../dom.ts";
import { aborted, BvElement } from "../element.ts";
import { formatMinor } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";
import { ReelView } from "../play/reel-view.ts";
import { winningCells } from "../play/rules.ts";
import { symbolLooks } from "../play/symbols.ts";
import { SLOT_GAMES } from "./engines.ts";
import { VERIFIER_CSS } from "./verifier-css.ts";
import { type Comparison, commitmentHolds, compareOutcomes, recompute } from "./verify-round.ts";

let ids = 0;

/**
 * `<bv-verifier url round-id locale currency-symbol>`: recomputes a round in the browser. The round's
 * seeds (the server seed once revealed, or one the player pastes), through WebCrypto HMAC-SHA256 to
 * floats, reel stops and the engine's outcome; then says whether that is the recorded round and
 * whether SHA-256 of the server seed is the hash committed before play. Nothing is sent anywhere.
 */
export class BvVerifier extends BvElement {
  static override attributes = ["url", "round-id", "locale", "currency-symbol"];

  private round: Round | null = null;
  private readonly uid = `bv-verifier-${++ids}`;
  private readonly result = h("div", { class: "result", role: "status", "aria-live": "polite" });
  private fields: Record<
    "round" | "server" | "client" | "nonce" | "game" | "bet",
    HTMLInputElement | HTMLSelectElement
  > | null = null;

  constructor() {
    super(VERIFIER_CSS);
  }

  protected async update(signal: AbortSignal): Promise<void> {
    const t = this.t;
    this.renderForm(t);
    const roundId = this.attr("round-id");
    if (roundId && this.attr("url")) await this.load(roundId, signal);
  }

  private input(name: string, label: string, attrs: Record<string, string | number | boolean> = {}) {
    const id = `${this.uid}-${name}`;
    const input = h("input", {
      id,
      name,
      class: "input mono",
      autocomplete: "off",
      spellcheck: "false",
      ...attrs,
    });
    return { input, field: h("div", { class: "field" }, h("label", { for: id }, label), input) };
  }

  private renderForm(t: Translate): void {
    const round = this.input("round_id", t("verify.round_id"), { value: this.attr("round-id") });
    const server = this.input("server_seed", t("seeds.server_seed"), { required: true });
    const client = this.input("client_seed", t("seeds.client_seed"), { required: true });
    const nonce = this.input("nonce", t("seeds.nonce"), {
      type: "number",
      min: 0,
      step: 1,
      required: true,
      inputmode: "numeric",
    });
    const bet = this.input("bet", t("verify.bet"), {
      type: "number",
      min: 1,
      step: 1,
      required: true,
      inputmode: "numeric",
    });
    const gameId = `${this.uid}-game`;
    const game = h(
      "select",
      { id: gameId, name: "game", class: "input", required: true },
      ...[...SLOT_GAMES.values()].map((slot) =>
        h("option", { value: slot.definition.slug }, slot.definition.name),
      ),
    );
    this.fields = {
      round: round.input,
      server: server.input,
      client: client.input,
      nonce: nonce.input,
      game,
      bet: bet.input,
    };
    const load = h("button", { type: "button", class: "btn btn--small" }, t("verify.load"));
    load.addEventListener("click", () => {
      const id = round.input.value.trim();
      if (id) void this.load(id, this.controller.signal);
    });
    const form = h(
      "form",
      { class: "form panel", novalidate: true },
      h("div", { class: "round-row" }, round.field, load),
      server.field,
      h("p", { class: "muted hint" }, t("verify.server_hint")),
      client.field,
      h(
        "div",
        { class: "pair" },
        nonce.field,
        h("div", { class: "field" }, h("label", { for: gameId }, t("round.game")), game),
      ),
      bet.field,
      h("button", { type: "submit", class: "btn btn--primary" }, t("verify.submit")),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.verify(t);
    });
    replace(this.root, form, this.result);
  }

  /** Fills the form from a recorded round (its seeds, nonce, game and stake). */
  private async load(roundId: string, signal: AbortSignal): Promise<void> {
    const t = this.t;
    const fields = this.fields;
    if (!fields) return;
    replace(this.result, h("p", { class: "muted" }, t("round.loading")));
    try {
      this.round = await aggregatorClient(this.attr("url")).round(roundId, signal);
    } catch (error) {
      if (aborted(error)) return;
      this.round = null;
      replace(this.result, h("p", { class: "notice notice--error" }, t("round.not_found")));
      return;
    }
    const { seeds } = this.round;
    fields.round.value = this.round.round_id;
    fields.server.value = seeds.server_seed ?? "";
    fields.client.value = seeds.client_seed;
    fields.nonce.value = String(seeds.nonce);
    fields.game.value = this.round.game;
    fields.bet.value = String(this.round.bet);
    replace(
      this.result,
      h(
        "p",
        { class: "muted" },
        t(seeds.server_seed ? "verify.loaded" : "verify.not_revealed", { hash: seeds.server_seed_hash }),
      ),
    );
    if (seeds.server_seed) await this.verify(t);
  }

  private async verify(t: Translate): Promise<void> {
    const fields = this.fields;
    if (!fields) return;
    const serverSeed = fields.server.value.trim();
    const clientSeed = fields.client.value.trim();
    const nonce = Number(fields.nonce.value);
    const bet = Number(fields.bet.value);
    const game = SLOT_GAMES.get(fields.game.value);
    if (
      !serverSeed ||
      !clientSeed ||
      !Number.isInteger(nonce) ||
      nonce < 0 ||
      !Number.isInteger(bet) ||
      bet <= 0
    ) {
      replace(this.result, h("p", { class: "notice notice--error" }, t("verify.incomplete")));
      return;
    }
    if (!game) {
      replace(this.result, h("p", { class: "notice notice--error" }, t("verify.unknown_game")));
      return;
    }
    let computed: SlotOutcome;
    try {
      computed = await recompute(game, { serverSeed, clientSeed, nonce, bet });
    } catch {
      replace(this.result, h("p", { class: "notice notice--error" }, t("verify.bad_bet")));
      return;
    }
    const round = this.round?.round_id === fields.round.value.trim() ? this.round : null;
    const hash = round ? await commitmentHolds(serverSeed, round.seeds.server_seed_hash) : null;
    const comparison = round ? compareOutcomes(round.outcome, computed) : null;
    this.renderResult(t, computed, round, hash, comparison, game.definition);
  }

  private renderResult(
    t: Translate,
    computed: SlotOutcome,
    round: Round | null,
    hash: boolean | null,
    comparison: Comparison | null,
    definition: PublishedSlot,
  ): void {
    const currency = round?.currency ?? "";
    const money = (amount: number) =>
      currency ? formatMinor(amount, currency, this.getAttribute("currency-symbol")) : String(amount);
    const verdict = (ok: boolean, yes: string, no: string) =>
      h("p", { class: `verdict ${ok ? "ok" : "bad"}`, "data-ok": String(ok) }, ok ? `✓ ${yes}` : `✗ ${no}`);
    const first = computed.spins[0];
    const reels = first
      ? new ReelView(definition.reels, definition.rows, symbolLooks(definition.paytable), t)
      : null;
    if (reels && first) reels.show(first.grid, winningCells(first));
    replace(
      this.result,
      hash !== null && verdict(hash, t("verify.hash_ok"), t("verify.hash_bad")),
      comparison !== null && verdict(comparison.match, t("verify.match"), t("verify.mismatch")),
      !round && h("p", { class: "muted" }, t("verify.no_round")),
      h("p", null, t("verify.summary", { spins: computed.spins.length, win: money(computed.total_win) })),
      h(
        "div",
        { class: "scroll" },
        h(
          "table",
          { class: "spins" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { scope: "col" }, t("verify.col.spin")),
              h("th", { scope: "col" }, t("verify.col.stops")),
              h("th", { scope: "col" }, t("verify.col.win")),
              comparison && h("th", { scope: "col" }, t("verify.col.recorded")),
            ),
          ),
          h(
            "tbody",
            null,
            ...computed.spins.map((spin, index) => {
              const check = comparison?.spins[index];
              const ok = check ? check.stops && check.grid && check.wins && check.win : null;
              return h(
                "tr",
                null,
                h("td", null, String(index + 1)),
                h("td", { class: "mono" }, spin.stops.join(" ")),
                h("td", null, money(spin.win)),
                comparison &&
                  h(
                    "td",
                    { class: ok ? "ok" : "bad" },
                    ok ? "✓" : `✗ ${check?.recorded ? check.recorded.stops.join(" ") : t("verify.missing")}`,
                  ),
              );
            }),
          ),
        ),
      ),
      reels &&
        h(
          "figure",
          { class: "first" },
          h("figcaption", { class: "muted" }, t("verify.first_spin")),
          reels.element,
        ),
    );
  }
}
