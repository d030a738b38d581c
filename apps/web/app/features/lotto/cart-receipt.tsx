import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../wallet/money.tsx";
import type { Receipt } from "./cart-api.server.ts";
import { selectionText } from "./lotto-selection-text.ts";

/** After checkout: the tickets bought, each linking to its page, and the total staked. */
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
          </li>
        ))}
      </ul>
      <Link to="/users/ticket" className="btn btn--ghost cart-receipt__all">
        {t("cart.receipt.my_tickets")}
      </Link>
    </section>
  );
}
