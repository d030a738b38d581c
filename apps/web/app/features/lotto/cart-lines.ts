import type { CartResponse, DrawGame } from "@platform/contracts";
import { currencyExponent } from "@platform/contracts/client";
import { secondsUntil } from "../../shell/server-clock.ts";
import type { ServerClock } from "../../shell/use-server-clock.ts";
import { useShell } from "../../shell/use-shell.ts";
import { useUser } from "../../shell/use-user.ts";
import { useBrowserCart } from "./cart-browser-store.ts";
import type { ShownLine } from "./line-list.tsx";
import { sumAmounts } from "./lotto-stake.ts";

/**
 * The cart as the page shows it: the server's for a player, the browser's for a visitor; each
 * line open while its draw sells by the server's clock (the API's `open` is from when it answered).
 */
export function useCartLines(
  cart: CartResponse | null,
  clock: ServerClock,
  games?: (game: DrawGame) => boolean,
): { lines: ShownLine[]; server: boolean; total: string; count: number | null } {
  const user = useUser();
  const { settings } = useShell();
  const browser = useBrowserCart();
  const server = Boolean(user && cart);
  const sells = (line: { closes_at: string }) => secondsUntil(line.closes_at, clock.now, clock.offset) > 0;
  const all: ShownLine[] = server
    ? (cart?.lines ?? []).map((line) => ({ ...line, open: line.open && sells(line) }))
    : browser.map((line) => ({ ...line, open: sells(line) }));
  const lines = games ? all.filter((line) => games(line.game)) : all;
  const total = sumAmounts(
    lines.map((line) => line.total_stake),
    currencyExponent(settings.currency_code),
  );
  return { lines, server, total, count: server ? (cart?.lines.length ?? 0) : null };
}
