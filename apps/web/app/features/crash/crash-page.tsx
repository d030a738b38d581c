import type { AggregatorAccount } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { GamesUnavailable } from "../../shell/aggregator/games-unavailable.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { moneyFormatter } from "../../shell/wallet/format-money.ts";
import { CrashFacts } from "./crash-facts.tsx";
import type { CrashRulesSummary } from "./load-crash-rules.server.ts";
import { useCrashScript } from "./use-crash-script.ts";

/**
 * Spec §2 /crash: the aggregator's `<bv-crash>`, the multiplayer crash game (docs/decisions/040).
 * The server renders what is said before every round (the facts slot) and a placeholder the size
 * of the stage, which the element's loading state and then its stage take over without moving the
 * page. A logged-in player's launch token opens a crash session; a visitor watches, invited to log
 * in. After each change of balance the element signals the site (spec §4's `bvpopup` rule), which
 * fetches the header's balance again.
 */
export function CrashPage({
  account,
  rules,
}: {
  account: AggregatorAccount | null;
  rules: CrashRulesSummary | null;
}) {
  const t = useT();
  const { settings, locale } = useShell();
  const state = useCrashScript(account?.url);
  const format = moneyFormatter(settings);
  const money = (minor: number) =>
    format(fromMinorUnits(BigInt(minor), currencyExponent(rules?.currency ?? settings.currency_code)));
  if (!account || state === "failed") {
    return (
      <div className="crash-page">
        <GamesUnavailable />
      </div>
    );
  }
  return (
    <div className="crash-page">
      <bv-crash
        url={account.url}
        operator={account.account}
        locale={locale}
        currency-symbol={settings.currency_symbol}
        login-href="/login"
        {...(account.token ? { token: account.token } : {})}
      >
        {rules && <CrashFacts rules={rules} money={money} t={t} />}
        <div className="crash-placeholder">
          <div className="crash-placeholder__main">
            <div className="crash-placeholder__head" />
            <div className="crash-placeholder__screen">
              <p role="status">{t("crash.loading")}</p>
              <noscript>
                <p>{t("crash.needs_js")}</p>
              </noscript>
            </div>
          </div>
          <div className="crash-placeholder__side" />
        </div>
      </bv-crash>
    </div>
  );
}
