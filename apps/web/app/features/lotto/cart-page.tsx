import type { CartResponse } from "@platform/contracts";
import { isProductEnabled } from "@platform/contracts/client";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { isFailure } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { usePublishCartCount } from "./cart-count.ts";
import { useCartLines } from "./cart-lines.ts";
import type { CartPageResult } from "./cart-page.server.ts";
import { CartReceipt } from "./cart-receipt.tsx";
import { LineItem } from "./line-list.tsx";
import { LottoSubNav } from "./lotto-sub-nav.tsx";

export interface CartPageData {
  cart: CartResponse | null;
  clock: { server_time: string; max_cart_lines: number };
  idempotencyKey: string;
}

/**
 * Spec §1/§2 /cart (base4's cart, the default theme's betslip): every draw game's lines with their
 * draw, selection, lines, stake, total and whether the draw still sells; remove; the total; and
 * "Check out", whose idempotency key was made with this view of the cart, so a double click or a
 * replayed post buys once. A refused line says why next to itself. A visitor's cart is the
 * browser's and checks out after login.
 */
export function CartPage({ data, result }: { data: CartPageData; result: CartPageResult | undefined }) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  const clock = useServerClock(data.clock.server_time);
  const playPath =
    isProductEnabled(settings, "number") && !settings.products_allow.some((entry) => entry.includes("5-90-"))
      ? "/lucky-number"
      : "/lotto";
  const cart = useCartLines(data.cart, clock);
  usePublishCartCount(cart.count);
  const receipt = result?.ok && result.intent === "checkout" ? result.receipt : null;
  const failure = isFailure(result) ? result : null;
  const lineErrors = failure?.lineErrors ?? {};
  const receiptRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (receipt) receiptRef.current?.querySelector("h2")?.focus();
  }, [receipt]);

  return (
    <div className="lotto-page cart-page">
      <LottoSubNav />
      <div ref={receiptRef}>{receipt && <CartReceipt receipt={receipt} />}</div>
      <section className="cart" aria-labelledby="cart-title">
        <h2 id="cart-title" className="lotto-section__title">
          {t("cart.title")}
        </h2>
        {failure && <FormAlert result={failure} />}
        {cart.lines.length === 0 ? (
          <div className="cart__empty">
            <p>{t("cart.empty")}</p>
            <Link to={playPath} className="btn btn--primary">
              {t("cart.play")}
            </Link>
          </div>
        ) : (
          <>
            <ul className="cart__lines line-list__items">
              {cart.lines.map((line) => (
                <LineItem key={line.id} line={line} server={cart.server}>
                  {lineErrors[line.id] && (
                    <p className="line-item__error" role="alert">
                      {/* A line that would move was refused only because no next draw sells yet. */}
                      {line.next_draw_if_closed ? t("cart.line_waits") : lineErrors[line.id]}
                    </p>
                  )}
                </LineItem>
              ))}
            </ul>
            <div className="cart__checkout">
              <p className="cart__total">
                {t("cart.total")} <strong data-testid="cart-total">{format(cart.total)}</strong>
              </p>
              {cart.server ? (
                <Form method="post" className="cart__form">
                  <input type="hidden" name="idempotency_key" value={data.idempotencyKey} />
                  <SubmitButton intent="checkout" pendingLabel={t("cart.checking_out")}>
                    {t("cart.checkout")}
                  </SubmitButton>
                </Form>
              ) : (
                <div className="cart__login">
                  <p>{t("cart.login_to_checkout")}</p>
                  <Link to="/login" className="btn btn--primary">
                    {t("header.login")}
                  </Link>
                  <Link to="/register" className="btn btn--ghost">
                    {t("header.register")}
                  </Link>
                </div>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
