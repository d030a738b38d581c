import type { ActiveSession } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { useT } from "../../shell/use-shell.ts";
import { AccountInfoForm } from "./account-info-form.tsx";
import type { AccountTab } from "./account-tabs.ts";
import type { AccountView } from "./account-view.ts";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { ChangePhoneForm } from "./change-phone-form.tsx";
import { DeactivateForm } from "./deactivate-form.tsx";
import { SessionsList } from "./sessions-list.tsx";

/** What the account's own tabs need; the other features' tabs are filled by the settings route. */
export interface AccountSettingsData {
  tabs: AccountTab[];
  tab: AccountTab;
  user: AccountView;
  deactivateOptions: { id: string; label: string }[];
  sessions: ActiveSession[];
  emailCode: string | null;
}

/** The open tab's form when it is one of the account's own; null for a tab another feature fills. */
export function AccountTabPanel({
  data,
  result,
}: {
  data: AccountSettingsData;
  result: FormResult | undefined;
}) {
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
    case "deactivate":
      return (
        <DeactivateForm options={data.deactivateOptions} result={result} hasPassword={user.has_password} />
      );
    default:
      return null;
  }
}

/**
 * Account settings (spec §2 /account/settings and /users/settings): each tab is its own URL
 * (?tab=), so tabs are links that work without JavaScript and can be bookmarked or linked to.
 */
export function AccountSettings({
  tabs,
  tab: openTab,
  children,
}: {
  tabs: readonly AccountTab[];
  tab: AccountTab;
  /** The open tab's content. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="account">
      <nav className="account-tabs" aria-label={t("account.tabs")}>
        <ul className="account-tabs__list">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                className="account-tabs__link"
                aria-current={tab === openTab ? "page" : undefined}
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
          {t(`account.tab.${openTab}`)}
        </h2>
        {children}
      </section>
    </div>
  );
}
