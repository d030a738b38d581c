import type { CartLine } from "@platform/contracts";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { removeBrowserLine } from "./cart-browser-store.ts";
import type { BrowserCartLine } from "./cart-storage.ts";
import { useDrawTime } from "./lotto-draw-select.tsx";
import { selectionText } from "./lotto-selection-text.ts";

/** A line of the server's cart or of the browser's, with whether its draw still sells. */
export type ShownLine = (CartLine | BrowserCartLine) & { open: boolean };

/**
 * The remove button: a form post for a player's server cart (the page's action), a click for a
 * visitor's browser cart.
 */
export function RemoveLine({ line, server, label }: { line: ShownLine; server: boolean; label: string }) {
  const t = useT();
  if (!server)
    return (
      <button
        type="button"
        className="line-item__remove"
        onClick={() => removeBrowserLine(line.id)}
        aria-label={label}
      >
        {t("cart.remove")}
      </button>
    );
  return (
    <Form method="post" className="line-item__remove-form" preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="line_id" value={line.id} />
      <button type="submit" className="line-item__remove" aria-label={label}>
        {t("cart.remove")}
      </button>
    </Form>
  );
}

/**
 * One line: game and draw, the selection in words, lines × stake = total, open or closed; once
 * closed, what checkout will do with it (play the next draw, as the player agreed, or leave it out).
 */
export function LineItem({
  line,
  server,
  children,
}: {
  line: ShownLine;
  server: boolean;
  /** Below the line: a refusal from the checkout. */
  children?: ReactNode;
}) {
  const t = useT();
  const format = useFormatMoney();
  const time = useDrawTime();
  const text = selectionText(line.selection, t);
  const game = t(`lotto.game.${line.game}`);
  return (
    <li className="line-item" data-open={line.open || undefined} data-testid="cart-line">
      <div className="line-item__head">
        <span className="line-item__game">{game}</span>
        <span className="line-item__draw" suppressHydrationWarning>
          {line.draw_sequence !== undefined && `${t("lotto.draw_number", { number: line.draw_sequence })} · `}
          {line.open ? t("lotto.closes_at", { time: time(line.closes_at) }) : t("cart.draw_closed")}
        </span>
      </div>
      <p className="line-item__selection">{text}</p>
      {!line.open && (
        <p className="line-item__note" data-testid="line-next-draw" suppressHydrationWarning>
          {t(line.next_draw_if_closed ? "cart.line_moves" : "cart.line_left_out")}
        </p>
      )}
      <div className="line-item__foot">
        <span className="line-item__cost">
          {t(line.lines === 1 ? "lotto.summary_one" : "lotto.summary", {
            lines: line.lines,
            stake: format(line.stake_per_line),
            total: format(line.total_stake),
          })}
        </span>
        <RemoveLine line={line} server={server} label={`${t("cart.remove")}: ${game}, ${text}`} />
      </div>
      {children}
    </li>
  );
}

/** Spec §2 line list: the cart's lines of these games, removable, and the way to the cart. */
export function LineList({
  lines,
  server,
  total,
}: {
  lines: readonly ShownLine[];
  server: boolean;
  total: string;
}) {
  const t = useT();
  const format = useFormatMoney();
  return (
    <section className="line-list" aria-labelledby="line-list-title">
      <h2 id="line-list-title" className="lotto-section__title">
        {t("lotto.your_lines")}
      </h2>
      {lines.length === 0 ? (
        <p className="line-list__empty">{t("lotto.no_lines")}</p>
      ) : (
        <ul className="line-list__items">
          {lines.map((line) => (
            <LineItem key={line.id} line={line} server={server} />
          ))}
        </ul>
      )}
      <div className="line-list__foot">
        <span className="line-list__total">
          {t("cart.total")} <strong>{format(total)}</strong>
        </span>
        <Link to="/cart" className="btn btn--primary line-list__cart">
          {t("lotto.go_to_cart")}
        </Link>
      </div>
    </section>
  );
}
