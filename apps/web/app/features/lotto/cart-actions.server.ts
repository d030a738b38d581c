import { type CartLineInput, cartLineInputSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { type Translator, translatorFor } from "../../shell/translator.ts";
import { moneyFormatter } from "../../shell/wallet/format-money.ts";
import { addCartLine, formText, lineIdSchema, removeCartLine } from "./cart-api.server.ts";
import { hintText } from "./lotto-hint.ts";
import type { Hint } from "./number-picker-state.ts";

type Context = Readonly<RouterContextProvider>;

/** What adding or removing a line answered; `at` tells two identical answers apart. */
export type CartLineResult =
  | { ok: true; intent: "add" | "remove"; notice?: string; at: number }
  | (FormFailure & { intent: string });

/** Builds the line a form posted, or says what is wrong with it (a hint of the picker's). */
export type LineBuilder = (form: FormData) => CartLineInput | Hint;

function failure(intent: string, message: string): CartLineResult {
  return { ok: false, intent, message, errors: [], fieldErrors: {} };
}

/**
 * The play pages' form posts: `add` a line to the logged-in player's cart, `remove` one of its
 * lines. A visitor's cart is in the browser, so a visitor reaches `add` here only without
 * JavaScript, and is told to log in.
 */
export async function cartLineAction(
  request: Request,
  url: URL,
  context: Context,
  build: LineBuilder,
): Promise<CartLineResult> {
  assertSameOrigin(request, url);
  const t: Translator = translatorFor(context.get(shellContext));
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (!context.get(sessionContext)) return failure(intent, t("lotto.login_to_keep_cart"));
  try {
    if (intent === "remove") {
      const id = lineIdSchema.safeParse(formText(form, "line_id"));
      if (!id.success) return failure(intent, t("cart.line_missing"));
      await removeCartLine(context, id.data);
      return { ok: true, intent, at: Date.now() };
    }
    const built = build(form);
    if ("key" in built)
      return failure("add", hintText(built, t, moneyFormatter(context.get(shellContext).settings)));
    // The same schema the API checks: a tampered field (the consent among them) goes no further.
    const line = cartLineInputSchema.safeParse(built);
    if (!line.success) {
      const stake = line.error.issues.every((issue) => issue.path[0] === "stake_per_line");
      return failure("add", t(stake ? "lotto.hint.stake_invalid" : "lotto.line_invalid"));
    }
    await addCartLine(context, line.data);
    return { ok: true, intent: "add", notice: t("lotto.added"), at: Date.now() };
  } catch (error) {
    return { ...apiFailure(error, t), intent };
  }
}
