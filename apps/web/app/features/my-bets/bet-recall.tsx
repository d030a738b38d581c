import type { AggregatorAccount } from "@platform/contracts";
import { VERIFY_HREF } from "../../shell/aggregator/components-script.ts";
import { GamesLoading, GamesUnavailable } from "../../shell/aggregator/games-unavailable.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";

/** A bet's round as it landed: the aggregator's game recall (`<bv-round>`). */
export function BetRecall({
  account,
  betId,
  failed,
}: {
  account: AggregatorAccount;
  betId: string;
  /** The components script did not load. */
  failed: boolean;
}) {
  const t = useT();
  const { settings, locale } = useShell();
  if (failed) return <GamesUnavailable />;
  return (
    <bv-round
      url={account.url}
      operator={account.account}
      round-id={betId}
      locale={locale}
      currency-symbol={settings.currency_symbol}
      time-zone={settings.time_zone}
      verify-href={VERIFY_HREF}
    >
      <GamesLoading label={t("mybets.replay_loading")} />
    </bv-round>
  );
}
