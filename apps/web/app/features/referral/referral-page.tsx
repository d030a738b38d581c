import type { ReferralCodeResponse } from "@platform/contracts";
import { useLocation } from "react-router";
import { Pager } from "../../shell/paging/pager.tsx";
import { formatSiteDate, type SiteClock } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money, useFormatMoney } from "../../shell/wallet/money.tsx";
import { CopyButton } from "./copy-button.tsx";
import type { ReferralPageData } from "./referral.server.ts";
import { ReferralRewards } from "./referral-rewards.tsx";

function CodeCard({ referral }: { referral: ReferralCodeResponse }) {
  const t = useT();
  const format = useFormatMoney();
  const best = referral.rules.tiers.at(-1);
  return (
    <section className="referral-card referral-card--code" aria-labelledby="referral-code-title">
      <h2 id="referral-code-title">{t("referral.code.title")}</h2>
      {best && <p>{t("referral.code.intro", { amount: format(best.amount) })}</p>}
      <div className="referral-share">
        <label htmlFor="referral-code-value">{t("referral.code.label")}</label>
        <div className="referral-share__row">
          <input
            id="referral-code-value"
            className="referral-share__value referral-share__value--code"
            readOnly
            value={referral.code}
          />
          <CopyButton value={referral.code} label={t("referral.copy_code")} targetId="referral-code-value" />
        </div>
      </div>
      <div className="referral-share">
        <label htmlFor="referral-link-value">{t("referral.link.label")}</label>
        <div className="referral-share__row">
          <input id="referral-link-value" className="referral-share__value" readOnly value={referral.link} />
          <CopyButton value={referral.link} label={t("referral.copy_link")} targetId="referral-link-value" />
        </div>
      </div>
    </section>
  );
}

function Steps({ referral }: { referral: ReferralCodeResponse }) {
  const t = useT();
  const format = useFormatMoney();
  const lowest = referral.rules.tiers[0];
  return (
    <section className="referral-card" aria-labelledby="referral-steps-title">
      <h2 id="referral-steps-title">{t("referral.steps.title")}</h2>
      <ol className="referral-steps">
        <li>{t("referral.steps.share")}</li>
        <li>{t("referral.steps.register")}</li>
        <li>{t("referral.steps.deposit", { amount: format(lowest?.min_deposit ?? "0") })}</li>
        <li>{t("referral.steps.reward")}</li>
      </ol>
    </section>
  );
}

function Rules({ referral }: { referral: ReferralCodeResponse }) {
  const t = useT();
  const { rules } = referral;
  return (
    <section className="referral-card" aria-labelledby="referral-rules-title">
      <h2 id="referral-rules-title">{t("referral.rules.title")}</h2>
      <table className="referral-table">
        <caption className="visually-hidden">{t("referral.rules.tiers")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("referral.rules.col.first_deposit")}</th>
            <th scope="col">{t("referral.rules.col.reward")}</th>
          </tr>
        </thead>
        <tbody>
          {rules.tiers.map((tier) => (
            <tr key={tier.min_deposit}>
              <td data-label={t("referral.rules.col.first_deposit")}>
                {t("referral.rules.at_least")} <Money amount={tier.min_deposit} />
              </td>
              <td data-label={t("referral.rules.col.reward")}>
                <Money amount={tier.amount} /> {t(`referral.credit.${tier.credit}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="referral-rules">
        <li>{t("referral.rules.once")}</li>
        {rules.qualify_days > 0 && <li>{t("referral.rules.days", { days: String(rules.qualify_days) })}</li>}
        <li>{t("referral.rules.max", { count: String(rules.max_rewards) })}</li>
        <li>{t("referral.rules.same_person")}</li>
      </ul>
    </section>
  );
}

function Friends({ data, clock }: { data: ReferralPageData; clock: SiteClock }) {
  const t = useT();
  const { pathname } = useLocation();
  const { friends, page, pages } = data;
  return (
    <section className="referral-card" aria-labelledby="referral-friends-title">
      <h2 id="referral-friends-title">{t("referral.friends.title")}</h2>
      {friends.items.length === 0 ? (
        <p className="form__hint" role="status">
          {t("referral.friends.empty")}
        </p>
      ) : (
        <table className="referral-table">
          <caption className="visually-hidden">
            {t("referral.friends.caption", { page: String(page), pages: String(pages) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("referral.col.friend")}</th>
              <th scope="col">{t("referral.col.joined")}</th>
              <th scope="col">{t("referral.col.qualified")}</th>
            </tr>
          </thead>
          <tbody>
            {friends.items.map((item) => (
              <tr key={item.id} className="referral-friend" data-status={item.status}>
                <td data-label={t("referral.col.friend")}>
                  {item.friend.name ?? t("referral.friend.unnamed")}
                  {item.friend.contact && (
                    <span className="referral-friend__contact">{item.friend.contact}</span>
                  )}
                </td>
                <td data-label={t("referral.col.joined")}>
                  <time dateTime={item.joined_at}>{formatSiteDate(item.joined_at, clock)}</time>
                </td>
                <td data-label={t("referral.col.qualified")}>
                  {t(item.qualified ? "referral.qualified.yes" : "referral.qualified.no")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(target) => `${pathname}?page=${target}`}
        keys={{
          label: "referral.pager.label",
          previous: "referral.pager.previous",
          next: "referral.pager.next",
          status: "referral.pager.status",
        }}
      />
    </section>
  );
}

/**
 * Spec §2 referral (base3: code, rewards, rules, steps) for both account areas: the code and
 * share link with copy buttons, how it works, the rewards earned, the friends who joined, and the
 * rules as the site configures them.
 */
export function ReferralPage({ data }: { data: ReferralPageData }) {
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  return (
    <div className="referral">
      <CodeCard referral={data.referral} />
      <Steps referral={data.referral} />
      <Rules referral={data.referral} />
      <ReferralRewards rewards={data.rewards} clock={clock} />
      <Friends data={data} clock={clock} />
    </div>
  );
}
