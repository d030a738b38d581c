import { h, replace } from "../dom.ts";
import { type CrashChainRules, type CrashHistory, crashClient } from "./crash-api.ts";
import { VERIFIER_CRASH_CSS } from "./crash-css.ts";
import { CrashElement } from "./crash-element.ts";
import { formatMultiplier } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import { type ChainRef, chainOf, readInput, type VerifyResult, verify } from "./crash-verify.ts";

/** Without the rules' chain lengths: as far as a production chain goes. */
const DEFAULT_MAX_STEPS = 10_000_000;

let ids = 0;

/** 1000000 → "1,000,000": counts of links read at a glance. */
const count = (value: number) => value.toLocaleString("en");

/** A round to check: its number, and what is known of it already (a bet of the player's own). */
export interface RoundToCheck {
  id: number;
  hash?: string | null;
  crashPoint?: number | null;
}

/**
 * `<bv-crash-verifier url operator locale round-id>`: recomputes a crash round in the browser. The
 * round's revealed hash and the chain's salt give its crash point (compared with the one shown);
 * the hash hashed with SHA-256 (round − first round + 1) times must give the chain's published
 * terminating hash. 10^6 links take about a second, in slices that let the page paint its
 * progress. The fields are filled from GET /v1/crash/history (the last 100 rounds and their
 * chains) and the rules (chain lengths); any hash may be pasted. Nothing is sent anywhere.
 */
export class BvCrashVerifier extends CrashElement {
  static override attributes = ["url", "operator", "locale", "round-id"];

  private readonly uid = `bv-crash-verifier-${++ids}`;
  private history: CrashHistory | null = null;
  private chains: CrashChainRules[] = [];
  private loaded: Promise<void> = Promise.resolve();
  private run = 0;
  private fields: {
    round: HTMLInputElement;
    hash: HTMLInputElement;
    salt: HTMLInputElement;
    terminating: HTMLInputElement;
  } | null = null;
  private heading: HTMLElement | null = null;
  private readonly progress = h("progress", { max: 1, value: 0 });
  private readonly progressText = h("span", { class: "muted" });
  private progressRow: HTMLElement | null = null;
  private readonly result = h("div", { class: "result", role: "status", "aria-live": "polite" });

  constructor() {
    super(VERIFIER_CRASH_CSS);
  }

  protected async update(signal: AbortSignal): Promise<void> {
    this.renderForm(this.t);
    if (!this.attr("url")) return;
    this.loaded = this.load(signal);
    await this.loaded;
    const roundId = Number(this.attr("round-id"));
    if (Number.isInteger(roundId) && roundId > 0) await this.check({ id: roundId });
  }

  /** Fills the form for a round and verifies it; moves focus to the verifier (it was asked for). */
  async check(round: RoundToCheck, options: { focus?: boolean } = {}): Promise<void> {
    await this.loaded;
    const fields = this.fields;
    if (!fields) return;
    if (options.focus) {
      this.scrollIntoView({ block: "start", behavior: "smooth" });
      this.heading?.focus({ preventScroll: true });
    }
    const t = this.t;
    fields.round.value = String(round.id);
    let known = this.history?.rounds.find((candidate) => candidate.id === round.id) ?? null;
    if (!known && !round.hash) {
      // Ended since the history was read: read it again once.
      await this.load(this.controller.signal);
      known = this.history?.rounds.find((candidate) => candidate.id === round.id) ?? null;
    }
    const hash = round.hash ?? known?.hash ?? null;
    const chain = this.chainFor(round.id);
    fields.salt.value = chain?.salt ?? "";
    fields.terminating.value = chain?.terminating_hash ?? "";
    if (!hash) {
      fields.hash.value = "";
      const live = known === null && (this.history?.rounds[0]?.id ?? 0) < round.id;
      replace(
        this.result,
        h(
          "p",
          { class: "notice" },
          t(live ? "crash.verify.not_revealed" : "crash.verify.not_found", { id: round.id }),
        ),
      );
      return;
    }
    fields.hash.value = hash;
    await this.verifyFields(round.crashPoint ?? known?.crash_point ?? null);
  }

  private async load(signal: AbortSignal): Promise<void> {
    const client = crashClient(this.attr("url"));
    const operator = this.attr("operator");
    const [history, rules] = await Promise.all([
      // Either may fail: the fields can still be filled by hand.
      client.history(100, signal).catch(() => null),
      operator ? client.rules(operator, signal).catch(() => null) : Promise.resolve(null),
    ]);
    if (history) this.history = history;
    if (rules) this.chains = rules.chains;
  }

  /** The chain of a round: the history's (with its salt), else the rules'. */
  private chainFor(roundId: number): (ChainRef & { length?: number }) | null {
    const chains: ChainRef[] = [
      ...(this.history?.chains ?? []),
      ...this.chains.filter((chain) => !this.history?.chains.some((known) => known.id === chain.id)),
    ];
    const chain = chainOf(roundId, chains);
    if (!chain) return null;
    const length = this.chains.find((rules) => rules.id === chain.id)?.length;
    return { ...chain, ...(length ? { length } : {}) };
  }

  private input(name: string, label: string, mono = true) {
    const id = `${this.uid}-${name}`;
    const input = h("input", {
      id,
      name,
      class: `input${mono ? " mono" : ""}`,
      autocomplete: "off",
      spellcheck: "false",
      autocapitalize: "off",
    });
    return { input, field: h("div", { class: "field" }, h("label", { for: id }, label), input) };
  }

  private renderForm(t: CrashTranslate): void {
    const round = this.input("round", t("crash.verify.round"), false);
    round.input.inputMode = "numeric";
    const hash = this.input("hash", t("crash.verify.hash"));
    const salt = this.input("salt", t("crash.verify.salt"));
    const terminating = this.input("terminating", t("crash.verify.terminating"));
    this.fields = { round: round.input, hash: hash.input, salt: salt.input, terminating: terminating.input };
    const fill = h("button", { type: "button", class: "btn btn--small" }, t("crash.verify.fill"));
    fill.addEventListener("click", () => {
      const id = Number(round.input.value.trim());
      if (Number.isInteger(id) && id > 0) void this.check({ id });
    });
    const form = h(
      "form",
      { class: "form", novalidate: true },
      h("div", { class: "round-row" }, round.field, fill),
      hash.field,
      salt.field,
      terminating.field,
      h("button", { type: "submit", class: "btn btn--primary" }, t("crash.verify.submit")),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const id = Number(round.input.value.trim());
      const shown = Number.isInteger(id)
        ? (this.history?.rounds.find((known) => known.id === id)?.crash_point ?? null)
        : null;
      void this.verifyFields(shown);
    });
    const progressId = `${this.uid}-progress`;
    this.progress.id = progressId;
    this.progressRow = h(
      "div",
      { class: "progress-row", hidden: true },
      h("label", { for: progressId }, t("crash.verify.progress")),
      this.progress,
      this.progressText,
    );
    this.heading = h("h3", { id: `${this.uid}-title`, tabindex: "-1" }, t("crash.verify.title"));
    replace(
      this.root,
      h(
        "section",
        { class: "panel verifier", "aria-labelledby": `${this.uid}-title` },
        this.heading,
        h("p", { class: "muted intro" }, t("crash.verify.intro")),
        form,
        this.progressRow,
        this.result,
      ),
    );
  }

  private async verifyFields(shownCrashPoint: number | null): Promise<void> {
    const fields = this.fields;
    if (!fields) return;
    const t = this.t;
    const input = readInput({
      hash: fields.hash.value,
      salt: fields.salt.value,
      terminatingHash: fields.terminating.value,
    });
    if (!input) {
      replace(this.result, h("p", { class: "notice notice--error" }, t("crash.verify.incomplete")));
      return;
    }
    const roundText = fields.round.value.trim();
    const roundId = /^\d{1,12}$/.test(roundText) ? Number(roundText) : null;
    // The chain: the round's, else the one whose terminating hash was pasted.
    const chain =
      (roundId !== null ? this.chainFor(roundId) : null) ??
      this.chainsKnown().find((known) => known.terminating_hash === input.terminatingHash) ??
      null;
    const sameChain = chain?.terminating_hash === input.terminatingHash;
    const run = ++this.run;
    const started = performance.now();
    replace(this.result);
    if (this.progressRow) this.progressRow.hidden = false;
    this.progress.value = 0;
    this.progressText.textContent = "";
    const result = await verify(
      {
        ...input,
        firstRound: sameChain ? chain.first_round : null,
        round: roundId !== null && sameChain ? { id: roundId, shownCrashPoint } : null,
        maxSteps: (sameChain ? chain.length : undefined) ?? DEFAULT_MAX_STEPS,
      },
      ({ done, total }) => {
        if (run !== this.run) return;
        this.progress.max = total;
        this.progress.value = done;
        this.progressText.textContent = t("crash.verify.walking", {
          done: count(done),
          total: count(total),
        });
      },
    );
    if (run !== this.run) return;
    this.progress.max = 1;
    this.progress.value = 1;
    this.progressText.textContent = "";
    if (this.progressRow) this.progressRow.hidden = true;
    this.renderResult(t, result, roundId, shownCrashPoint, (performance.now() - started) / 1000);
  }

  private chainsKnown(): (ChainRef & { length?: number })[] {
    const known: ChainRef[] = [...(this.history?.chains ?? []), ...this.chains];
    return known.map((chain) => {
      const length = this.chains.find((rules) => rules.id === chain.id)?.length;
      return { ...chain, ...(length ? { length } : {}) };
    });
  }

  private renderResult(
    t: CrashTranslate,
    result: VerifyResult,
    roundId: number | null,
    shown: number | null,
    seconds: number,
  ): void {
    const verdict = (ok: boolean, text: string, name: string) =>
      h(
        "p",
        { class: `verdict ${ok ? "ok" : "bad"}`, "data-ok": String(ok), "data-check": name },
        `${ok ? "✓" : "✗"} ${text}`,
      );
    const point = formatMultiplier(result.crashPoint);
    const chainText = result.chainHolds
      ? result.roundAtPosition !== null
        ? t("crash.verify.chain_ok", { steps: count(result.position ?? 0), round: result.roundAtPosition })
        : t("crash.verify.chain_ok_position", { steps: count(result.position ?? 0) })
      : t("crash.verify.chain_bad", { steps: count(result.steps) });
    replace(
      this.result,
      h(
        "p",
        { class: "point", "data-point": result.crashPoint },
        t("crash.verify.point", { multiplier: point }),
      ),
      result.pointMatches !== null &&
        roundId !== null &&
        shown !== null &&
        verdict(
          result.pointMatches,
          t(result.pointMatches ? "crash.verify.point_match" : "crash.verify.point_mismatch", {
            round: roundId,
            shown: formatMultiplier(shown),
          }),
          "point",
        ),
      verdict(result.chainHolds, chainText, "chain"),
      h(
        "p",
        { class: "muted" },
        t("crash.verify.time", {
          steps: count(result.position ?? result.steps),
          seconds: seconds.toFixed(2),
        }),
      ),
    );
  }
}
