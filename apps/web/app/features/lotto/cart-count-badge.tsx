import { useT } from "../../shell/use-shell.ts";
import { useCartCount } from "./cart-count.ts";

/** The number of lines in the cart next to a link to /cart; nothing when it is empty. */
export function CartCountBadge() {
  const t = useT();
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <span className="cart-count" data-testid="cart-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t("cart.count", { count })}</span>
    </span>
  );
}
