import { h, replace } from "../dom.ts";
import { aborted } from "../element.ts";
import { type CrashSession, crashClient } from "./crash-api.ts";
import { CRASH_CSS } from "./crash-css.ts";
import { CrashElement } from "./crash-element.ts";
import { type CrashProblem, crashProblem } from "./crash-errors.ts";
import { CrashGame } from "./crash-game.ts";

/**
 * `<bv-crash url operator locale currency-symbol token login-href>`: the multiplayer crash game
 * (docs/decisions/040). Loads the rules and the state, opens a crash session with the launch token
 * (`token`; a visitor has none and watches), then plays over one WebSocket. The site may render the
 * facts shown before every round itself, as `[slot="facts"]` inside the element (its server page):
 * the element then shows those rather than its own.
 */
export class BvCrash extends CrashElement {
  static override attributes = ["url", "operator", "locale", "currency-symbol", "token", "login-href"];

  private game: CrashGame | null = null;

  constructor() {
    super(CRASH_CSS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.game?.stop();
    this.game = null;
  }

  protected async update(signal: AbortSignal): Promise<void> {
    const url = this.attr("url");
    const operator = this.attr("operator");
    if (!url || !operator) return;
    const t = this.t;
    this.game?.stop();
    this.game = null;
    const siteFacts = this.querySelector(':scope > [slot="facts"]') !== null;
    // Laid out as the game will be (and as the site's placeholder is): nothing moves when it comes.
    replace(
      this.root,
      h(
        "div",
        { class: "crash" },
        siteFacts && h("slot", { name: "facts" }),
        h(
          "div",
          { class: "game" },
          h(
            "div",
            { class: "main" },
            h(
              "div",
              { class: "stage" },
              h("div", { class: "stage-head" }),
              h("div", { class: "screen" }, h("p", { class: "loading", role: "status" }, t("crash.loading"))),
            ),
          ),
          h("div", { class: "side" }),
        ),
      ),
    );
    const token = this.attr("token") || null;
    const client = crashClient(url, token);
    try {
      const opening: Promise<CrashSession | CrashProblem | null> = token
        ? client.openSession(operator, token).catch((error: unknown) => crashProblem(error))
        : Promise.resolve(null);
      const [rules, { snapshot, snapshotAt }, history, session] = await Promise.all([
        client.rules(operator, signal, this.attr("locale") || undefined),
        // Its server_time is a sample of the server's clock, taken when it arrives.
        client.state(signal).then((snapshot) => ({ snapshot, snapshotAt: Date.now() })),
        // The strip's 100 rounds; the snapshot's 20 do when it fails.
        client.history(100, signal).catch(() => null),
        opening,
      ]);
      if (signal.aborted) return;
      const problem = session && "key" in session ? session : null;
      this.game = new CrashGame({
        host: this,
        url,
        operator,
        locale: this.attr("locale") || "en",
        t,
        currencySymbol: this.getAttribute("currency-symbol"),
        loginHref: this.attr("login-href") || "/login",
        client,
        rules,
        snapshot,
        snapshotAt,
        history,
        session: session && !("key" in session) ? session : null,
        sessionProblem: problem,
        siteFacts,
      });
      replace(this.root, this.game.element);
      this.game.start();
    } catch (error) {
      if (aborted(error) || signal.aborted) return;
      replace(
        this.root,
        h(
          "div",
          { class: "crash" },
          siteFacts && h("slot", { name: "facts" }),
          h(
            "div",
            { class: "notice notice--error", role: "alert" },
            h("p", null, t("crash.unavailable")),
            h(
              "button",
              { class: "btn btn--small", type: "button", onclick: () => this.schedule() },
              t("crash.retry"),
            ),
          ),
        ),
      );
    }
  }
}
