import type { LiveStatus } from "@platform/contracts/client";
import { useT } from "../../shell/use-shell.ts";

/** Whether the amounts move by themselves: live, reconnecting, or as rendered (no JavaScript yet). */
export function LiveStatusNote({ status }: { status: LiveStatus | "off" }) {
  const t = useT();
  const key =
    status === "open" ? "jackpot.live" : status === "off" ? "jackpot.as_rendered" : "jackpot.reconnecting";
  return (
    <p className="jackpot-status" data-status={status} role="status">
      <span className="jackpot-status__dot" aria-hidden="true" />
      {t(key)}
    </p>
  );
}
