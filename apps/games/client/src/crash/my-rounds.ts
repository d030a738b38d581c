import type { CrashOwnBetView } from "@platform/fair/crash";
import { h, replace } from "../dom.ts";
import { formatMultiplier } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";

export interface MyRoundsOptions {
  t: CrashTranslate;
  money: (minor: number) => string;
  onVerify: (bet: CrashOwnBetView) => void;
  onExport: (format: "csv" | "json") => void;
}

/** Bets shown; the export takes up to its own limit, fetched afresh. */
const SHOWN = 20;

/**
 * The player's own rounds (GET …/bets and their channel): each bet with its round's crash point,
 * a button that verifies it, and the export of the history with hashes.
 */
export class MyRounds {
  readonly element: HTMLElement;
  private readonly body = h("div", { class: "mine-body" });
  private key: string | null = null;

  constructor(private readonly o: MyRoundsOptions) {
    const { t } = o;
    const csv = h("button", { type: "button", class: "btn btn--small" }, t("crash.export.csv"));
    const json = h("button", { type: "button", class: "btn btn--small" }, t("crash.export.json"));
    csv.addEventListener("click", () => o.onExport("csv"));
    json.addEventListener("click", () => o.onExport("json"));
    this.element = h(
      "section",
      { class: "panel mine", "aria-labelledby": "crash-mine-title" },
      h("h3", { id: "crash-mine-title" }, t("crash.mine.title")),
      this.body,
      h(
        "div",
        { class: "export" },
        h("p", { class: "muted" }, t("crash.export.hint")),
        h("div", { class: "export-buttons" }, csv, json),
      ),
    );
  }

  render(bets: CrashOwnBetView[]): void {
    const shown = bets.filter((bet) => bet.state !== "refused" && bet.state !== "placing").slice(0, SHOWN);
    const key = shown
      .map((bet) => `${bet.id}:${bet.state}:${bet.crash_point ?? ""}:${bet.settled}`)
      .join("|");
    if (key === this.key) return;
    this.key = key;
    const { t, money } = this.o;
    if (shown.length === 0) {
      replace(this.body, h("p", { class: "muted empty" }, t("crash.mine.empty")));
      return;
    }
    replace(
      this.body,
      h(
        "div",
        { class: "scroll" },
        h(
          "table",
          { class: "bets-table mine-table" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { scope: "col" }, t("crash.mine.round")),
              h("th", { scope: "col", class: "num" }, t("crash.mine.stake")),
              h("th", { scope: "col", class: "num" }, t("crash.mine.cashed")),
              h("th", { scope: "col", class: "num" }, t("crash.mine.win")),
              h("th", { scope: "col", class: "num" }, t("crash.mine.crash")),
              h("th", { scope: "col" }, h("span", { class: "vh" }, t("crash.mine.check"))),
            ),
          ),
          h(
            "tbody",
            null,
            ...shown.map((bet) => {
              const verify =
                bet.hash !== null
                  ? h(
                      "button",
                      {
                        type: "button",
                        class: "btn btn--small",
                        "aria-label": t("crash.mine.verify", { id: bet.round }),
                      },
                      t("crash.mine.check"),
                    )
                  : null;
              verify?.addEventListener("click", () => this.o.onVerify(bet));
              return h(
                "tr",
                { "data-bet-id": bet.id, "data-state": bet.state, "data-round": bet.round },
                h("td", null, `#${bet.round}`),
                h("td", { class: "num" }, money(bet.amount)),
                h(
                  "td",
                  { class: "num" },
                  bet.cash_out_multiplier !== null ? formatMultiplier(bet.cash_out_multiplier) : "–",
                ),
                h(
                  "td",
                  { class: "num" },
                  bet.state === "refunded" ? t("crash.live.refunded") : money(bet.payout ?? 0),
                ),
                h(
                  "td",
                  { class: "num" },
                  bet.crash_point !== null ? formatMultiplier(bet.crash_point) : t("crash.mine.pending"),
                ),
                h("td", null, verify),
              );
            }),
          ),
        ),
      ),
    );
  }
}
