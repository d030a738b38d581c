import type {
  ActiveSession,
  BankingResponse,
  DepositLimit,
  FicaInfo,
  SaferGambling,
} from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { BankingPanel } from "../banking/banking-panel.tsx";
import { FicaPanel } from "../fica/fica-panel.tsx";
import type { FormResult } from "../forms/form-result.ts";
import { SaferGamblingPanel } from "../safer-gambling/safer-gambling-panel.tsx";
import { AccountInfoForm } from "./account-info-form.tsx";
import type { AccountTab } from "./account-tabs.ts";
import type { AccountView } from "./account-view.ts";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { ChangePhoneForm } from "./change-phone-form.tsx";
import { DeactivateForm } from "./deactivate-form.tsx";
import { SessionsList } from "./sessions-list.tsx";

export interface AccountSettingsData {
  tabs: AccountTab[];
  tab: AccountTab;
  user: AccountView;
  deactivateOptions: { id: string; label: string }[];
  sessions: ActiveSession[];
  depositLimits: DepositLimit[];
  emailCode: string | null;
  banking: BankingResponse | null;
  fica: FicaInfo | null;
  safer: SaferGambling | null;
}

function TabPanel({ data, result }: { data: AccountSettingsData; result: FormResult | undefined }) {
  const { user } = data;
  switch (data.tab) {
    case "my-details":
      return <AccountInfoForm user={user} result={result} />;
    case "change-email":
      return (
        <ChangeEmailForm
          currentEmail={user.email}
          emailVerified={user.email_verified}
          hasPassword={user.has_password}
          result={result}
          codeFromLink={data.emailCode}
        />
      );
    case "change-phone":
      return (
        <ChangePhoneForm currentPhone={user.phone_number} hasPassword={user.has_password} result={result} />
      );
    case "change-password":
      return <ChangePasswordForm result={result} hasPassword={user.has_password} />;
    case "sessions":
      return <SessionsList sessions={data.sessions} result={result} />;
    case "safer-gambling":
      return (
        data.safer && (
          <SaferGamblingPanel
            safer={data.safer}
            limits={data.depositLimits}
            hasPassword={user.has_password}
            result={result}
          />
        )
      );
    case "deactivate":
      return (
        <DeactivateForm options={data.deactivateOptions} result={result} hasPassword={user.has_password} />
      );
    case "my-fica":
      return <FicaPanel info={data.fica} result={result} />;
    case "banking":
      return data.banking && <BankingPanel banking={data.banking} result={result} />;
  }
}

/**
 * Account settings (spec §2 /account/settings and /users/settings): each tab is its own URL
 * (?tab=), so tabs are links that work without JavaScript and can be bookmarked or linked to.
 */
export function AccountSettings({
  data,
  result,
}: {
  data: AccountSettingsData;
  result: FormResult | undefined;
}) {
  const t = useT();
  return (
    <div className="account">
      <nav className="account-tabs" aria-label={t("account.tabs")}>
        <ul className="account-tabs__list">
          {data.tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                className="account-tabs__link"
                aria-current={tab === data.tab ? "page" : undefined}
                preventScrollReset
              >
                {t(`account.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account-panel" aria-labelledby="account-panel-title">
        <h2 id="account-panel-title" className="account-panel__title">
          {t(`account.tab.${data.tab}`)}
        </h2>
        <TabPanel data={data} result={result} />
      </section>
    </div>
  );
}
