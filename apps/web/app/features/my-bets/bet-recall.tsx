import type { AggregatorAccount } from "@platform/contracts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { VERIFY_HREF } from "../games/components-script.ts";
import { GamesLoading, GamesUnavailable } from "../games/games-unavailable.tsx";

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
