import type { GameSession, Round } from "@platform/contracts";
import type { AggregatorClient, RotatedSeeds } from "../api.ts";
import { h, replace } from "../dom.ts";
import { fillTemplate } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";
import { playError } from "./play-errors.ts";

/** Stake's rule for a client seed: 1 to 64 visible ASCII characters (contracts rotateSeedsRequestSchema). */
export const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

interface SeedsPanelOptions {
  client: AggregatorClient;
  sessionId: string;
  seeds: GameSession["seeds"];
  t: Translate;
  verifyHref: string;
  /** True while a spin is under way: seeds do not change in the middle of a round. */
  busy: () => boolean;
}

/**
 * Provably fair, in the game (Stake standard): the committed server seed's hash, the player's
 * client seed (theirs to set, which rotates the pair and reveals the old server seed), the nonce
 * of the next round, and a link to verify the last round.
 */
export class SeedsPanel {
  readonly element: HTMLDetailsElement;
  private seeds: GameSession["seeds"];
  private lastRound: string | null = null;
  private readonly hash = h("dd", { class: "mono", "data-testid": "server-seed-hash" });
  private readonly nonce = h("dd", { class: "mono", "data-testid": "nonce" });
  private readonly input: HTMLInputElement;
  private readonly message = h("div", { class: "seed-message", role: "status" });
  private readonly last = h("p", { class: "last-round" });

  constructor(private readonly options: SeedsPanelOptions) {
    const { t } = options;
    this.seeds = options.seeds;
    this.input = h("input", {
      id: "bv-client-seed",
      class: "input mono",
      name: "client_seed",
      autocomplete: "off",
      spellcheck: "false",
      maxlength: 64,
      required: true,
    });
    const form = h(
      "form",
      { class: "rotate" },
      h("label", { class: "field", for: "bv-client-seed" }, t("seeds.client_seed")),
      h(
        "div",
        { class: "row" },
        this.input,
        h("button", { type: "submit", class: "btn btn--small" }, t("seeds.rotate")),
      ),
      h("p", { class: "muted hint" }, t("seeds.rotate_hint")),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.rotate();
    });
    this.element = h(
      "details",
      { class: "seeds" },
      h("summary", null, t("seeds.title")),
      h(
        "div",
        { class: "seeds-body" },
        h(
          "dl",
          null,
          h("dt", null, t("seeds.server_hash")),
          this.hash,
          h("dt", null, t("seeds.nonce")),
          this.nonce,
        ),
        form,
        this.message,
        this.last,
      ),
    );
    this.render();
  }

  /** A round was played with the current pair: the nonce moved on. */
  played(round: Round): void {
    this.seeds = { ...this.seeds, nonce: round.seeds.nonce + 1 };
    this.lastRound = round.round_id;
    this.render();
  }

  private render(): void {
    const { t, verifyHref } = this.options;
    this.hash.textContent = this.seeds.server_seed_hash;
    this.nonce.textContent = String(this.seeds.nonce);
    const root = this.input.getRootNode() as Document | ShadowRoot;
    if (root.activeElement !== this.input) this.input.value = this.seeds.client_seed;
    replace(
      this.last,
      this.lastRound && [
        `${t("seeds.last_round")} `,
        h("span", { class: "mono" }, this.lastRound),
        " ",
        h(
          "a",
          { href: fillTemplate(verifyHref, { round: this.lastRound }), target: "_blank", rel: "noopener" },
          t("seeds.verify"),
        ),
      ],
    );
  }

  private async rotate(): Promise<void> {
    const { client, sessionId, t } = this.options;
    const clientSeed = this.input.value.trim();
    if (!CLIENT_SEED.test(clientSeed)) {
      replace(this.message, h("p", { class: "bad" }, t("seeds.invalid")));
      return;
    }
    if (this.options.busy()) {
      replace(this.message, h("p", { class: "bad" }, t("seeds.wait")));
      return;
    }
    let rotated: RotatedSeeds;
    try {
      rotated = await client.rotateSeeds(sessionId, clientSeed);
    } catch (error) {
      const problem = playError(error);
      replace(
        this.message,
        h("p", { class: "bad" }, t(problem.key, { detail: problem.detail ?? "", balance: "" })),
      );
      return;
    }
    this.seeds = rotated.current;
    this.input.value = rotated.current.client_seed;
    const { previous } = rotated;
    replace(
      this.message,
      h("p", { class: "ok" }, t("seeds.rotated")),
      h(
        "dl",
        { class: "revealed" },
        h("dt", null, t("seeds.revealed_seed")),
        h("dd", { class: "mono", "data-testid": "revealed-server-seed" }, previous.server_seed),
        h("dt", null, t("seeds.revealed_hash")),
        h("dd", { class: "mono" }, previous.server_seed_hash),
        h("dt", null, t("seeds.revealed_rounds")),
        h(
          "dd",
          null,
          previous.next_nonce > 0
            ? t("seeds.nonce_range", { last: previous.next_nonce - 1, client: previous.client_seed })
            : t("seeds.no_rounds"),
        ),
      ),
    );
    this.render();
  }
}

export const SEEDS_CSS = `
.seeds { border-top: 1px solid var(--border, #ddd); padding-top: 0.5rem; }
.seeds summary { cursor: pointer; font-weight: 700; min-height: 2.75rem; display: flex; align-items: center; }
.seeds-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; font-size: 0.88rem; }
.seeds dl { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.15rem; }
.seeds dt { color: var(--muted, #666); font-size: 0.8rem; margin-top: 0.35rem; }
.rotate { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.3rem; }
.rotate .row { display: flex; gap: 0.5rem; }
.rotate .input { min-width: 0; flex: 1; }
.hint { font-size: 0.8rem; }
`;
