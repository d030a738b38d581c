import type { GameDetail } from "@platform/contracts";
import type { AggregatorClient } from "../api.ts";
import { emit, h, replace } from "../dom.ts";
import { translator } from "../i18n/translate.ts";
import { adopt, BASE_CSS } from "../styles/base.ts";
import { focusables, trapTab } from "./focus-trap.ts";
import { playError } from "./play-errors.ts";
import { POPUP_CSS } from "./popup-css.ts";
import { SlotMachine } from "./slot-machine.ts";

/** Spec §4: the game's popup is the element with this id; the site refreshes the balance when it leaves. */
export const POPUP_ID = "bvpopup";

export interface OpenGameOptions {
  /** The element that opened the game: it hears `bv-game-open`, `bv-round`, `bv-game-close`. */
  host: HTMLElement;
  /** Focus returns here when the popup closes. */
  opener: HTMLElement;
  client: AggregatorClient;
  operator: string;
  token: string | null;
  locale: string;
  currencySymbol: string | null;
  verifyHref: string;
  game: GameDetail;
}

/**
 * `<bv-game-popup id="bvpopup">`, appended to document.body: a modal dialog (focus kept inside,
 * Escape or the close button closes it) holding the game. Closing removes the element, which is
 * the site's signal to fetch the balance again; a spin still in flight is waited for first.
 */
export class BvGamePopup extends HTMLElement {
  options: OpenGameOptions | null = null;
  private readonly dialog: HTMLDialogElement;
  private readonly body = h("div", { class: "body" });
  private machine: SlotMachine | null = null;
  private closing = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    adopt(root, BASE_CSS, POPUP_CSS);
    this.dialog = h("dialog", { "aria-labelledby": "bv-title" });
    root.append(this.dialog);
    this.dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      void this.close();
    });
    this.dialog.addEventListener("keydown", (event) => trapTab(event, focusables(this.dialog)));
  }

  connectedCallback(): void {
    const options = this.options;
    if (!options || this.dialog.open) return;
    const t = translator(options.locale);
    const close = h("button", { type: "button", class: "close", "aria-label": t("play.close") }, "×");
    close.addEventListener("click", () => void this.close());
    replace(
      this.dialog,
      h(
        "div",
        { class: "frame" },
        h("header", { class: "head" }, h("h2", { id: "bv-title", part: "title" }, options.game.name), close),
        this.body,
      ),
    );
    replace(this.body, h("p", { class: "starting", role: "status" }, t("play.starting")));
    this.dialog.showModal();
    close.focus();
    emit(options.host, "bv-game-open", { slug: options.game.slug, mode: options.token ? "real" : "fun" });
    void this.start(options);
  }

  private async start(options: OpenGameOptions): Promise<void> {
    const t = translator(options.locale);
    try {
      const session = await options.client.openSession({
        operator: options.operator,
        game: options.game.slug,
        token: options.token,
        locale: options.locale,
      });
      if (!this.isConnected) return;
      this.machine = new SlotMachine({
        client: options.client,
        game: options.game,
        session,
        t,
        currencySymbol: options.currencySymbol,
        verifyHref: options.verifyHref,
        host: options.host,
      });
      replace(this.body, this.machine.element);
      this.machine.element.querySelector<HTMLButtonElement>(".spin")?.focus();
    } catch (error) {
      if (!this.isConnected) return;
      const problem = playError(error);
      replace(
        this.body,
        h(
          "div",
          { class: "notice notice--error", role: "alert" },
          h("p", null, t(problem.key, { detail: problem.detail ?? "", balance: "" })),
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

  /** Closes once the spin under way (if any) has its answer, so the site's balance fetch sees it. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.machine?.pending?.catch(() => undefined);
    this.dialog.close();
    this.remove();
    const options = this.options;
    if (!options) return;
    emit(options.host, "bv-game-close", { slug: options.game.slug });
    if (options.opener.isConnected) options.opener.focus();
  }
}

/** Opens a game in the page's one popup (closing one already open). */
export function openGame(options: OpenGameOptions): BvGamePopup {
  const open = document.getElementById(POPUP_ID);
  if (open instanceof BvGamePopup) void open.close();
  else open?.remove();
  const popup = document.createElement("bv-game-popup") as BvGamePopup;
  popup.id = POPUP_ID;
  popup.options = options;
  document.body.append(popup);
  return popup;
}
