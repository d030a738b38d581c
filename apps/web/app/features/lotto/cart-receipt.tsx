import type { CheckoutLeftOut } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import type { Receipt } from "./cart-api.server.ts";
import { selectionText } from "./lotto-selection-text.ts";

/**
 * After checkout: the tickets bought, each linking to its page (a ticket moved to the next draw
 * says so), the total staked, and the lines left out with why (they stay in the cart).
 */
export function CartReceipt({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const format = useFormatMoney();
  return (
    <section className="cart-receipt" aria-labelledby="cart-receipt-title" data-testid="cart-receipt">
      <h2 id="cart-receipt-title" className="cart-receipt__title" tabIndex={-1}>
        {t("cart.receipt.title")}
      </h2>
      <p className="cart-receipt__summary" role="status">
        {t(receipt.tickets.length === 1 ? "cart.receipt.summary_one" : "cart.receipt.summary", {
          count: receipt.tickets.length,
          total: format(receipt.total_stake),
        })}
      </p>
      <ul className="cart-receipt__tickets">
        {receipt.tickets.map((ticket) => (
          <li key={ticket.id} className="cart-receipt__ticket">
            <Link to={`/users/ticket?bet_id=${encodeURIComponent(ticket.id)}`} className="cart-receipt__id">
              {t("cart.receipt.ticket", { id: ticket.id })}
            </Link>
            <span>
              {t(`lotto.game.${ticket.draw.game}`)} ·{" "}
              {t("lotto.draw_number", { number: ticket.draw.sequence })}
            </span>
            <span className="cart-receipt__selection">{selectionText(ticket.selection, t)}</span>
            <span className="cart-receipt__stake">{format(ticket.total_stake)}</span>
            {ticket.moved_from_draw && (
              <p className="cart-receipt__note" data-testid="ticket-moved">
                {t("lotto.moved_draw", { to: ticket.draw.sequence, from: ticket.moved_from_draw.sequence })}
              </p>
            )}
          </li>
        ))}
      </ul>
      {receipt.left_out.length > 0 && <LeftOut lines={receipt.left_out} />}
      <Link to="/users/ticket" className="btn btn--ghost cart-receipt__all">
        {t("cart.receipt.my_tickets")}
      </Link>
    </section>
  );
}

/** The lines checkout did not buy, each with why in the player's language. */
function LeftOut({ lines }: { lines: readonly CheckoutLeftOut[] }) {
  const t = useT();
  return (
    <section className="cart-receipt__left-out" aria-labelledby="cart-left-out-title" data-testid="left-out">
      <h3 id="cart-left-out-title">{t("cart.left_out.title")}</h3>
      <p role="status">
        {t(lines.length === 1 ? "cart.left_out.summary_one" : "cart.left_out.summary", {
          count: lines.length,
        })}
      </p>
      <ul className="cart-receipt__tickets">
        {lines.map((line) => (
          <li key={line.line_id} className="cart-receipt__ticket">
            <span>
              {t(`lotto.game.${line.game}`)} · {t("lotto.draw_number", { number: line.draw_sequence })}
            </span>
            <span className="cart-receipt__selection">{selectionText(line.selection, t)}</span>
            <p className="cart-receipt__note">{t(`cart.left_out.${line.reason}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
