import type { AggregatorAccount } from "@platform/contracts";
import type { ReactNode } from "react";
import { GamesLoading, GamesUnavailable } from "../../shell/aggregator/games-unavailable.tsx";
import { useBvComponents } from "../../shell/aggregator/use-bv-components.ts";
import { useShell, useT } from "../../shell/use-shell.ts";

/**
 * The verifier page: how provably fair play works, and `<bv-verifier>`, which recomputes a round in
 * the browser from its seeds and compares it with the recorded round.
 */
export function ProvablyFairPage({
  account,
  roundId,
  children,
}: {
  account: AggregatorAccount | null;
  roundId: string;
  /** What follows the verifier: the route puts the "How to verify" sections here. */
  children?: ReactNode;
}) {
  const t = useT();
  const { settings, locale } = useShell();
  const state = useBvComponents(account?.url);
  return (
    <div className="fair-page">
      <section className="fair-page__how" aria-labelledby="fair-how">
        <h2 id="fair-how">{t("fair.how.title")}</h2>
        <ol className="fair-page__steps">
          <li>{t("fair.how.commit")}</li>
          <li>{t("fair.how.client")}</li>
          <li>{t("fair.how.floats")}</li>
          <li>{t("fair.how.reveal")}</li>
        </ol>
      </section>
      {!account || state === "failed" ? (
        <GamesUnavailable />
      ) : (
        <bv-verifier
          url={account.url}
          locale={locale}
          currency-symbol={settings.currency_symbol}
          {...(roundId ? { "round-id": roundId } : {})}
        >
          <GamesLoading label={t("fair.loading")} />
        </bv-verifier>
      )}
      {children}
    </div>
  );
}
