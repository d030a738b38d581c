import { useT } from "../../../shell/use-shell.ts";
import { marketName } from "../market-names.ts";

/**
 * Return to player per market key, in basis points: "Match result (1X2): 94 % return to player".
 * The game's published figures, or one event's, computed by the aggregator from the prices it
 * offers (never above the published, as prices are floored to the hundredth).
 */
export function RtpList({
  rtp,
  className = "virtual-rtp",
}: {
  rtp: Record<string, number>;
  className?: string;
}) {
  const t = useT();
  return (
    <ul className={className} aria-label={t("virtual.rtp.label")}>
      {Object.entries(rtp).map(([key, basisPoints]) => (
        <li key={key} data-market={key} data-rtp={basisPoints}>
          {t("virtual.rtp.market", { market: safeMarketName(t, key), percent: String(basisPoints / 100) })}
        </li>
      ))}
    </ul>
  );
}

function safeMarketName(t: ReturnType<typeof useT>, key: string): string {
  try {
    return marketName(t, key);
  } catch {
    return key;
  }
}
