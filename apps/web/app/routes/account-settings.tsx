import { accountAction } from "../features/account/account-action.server.ts";
import { accountSettingsLoader } from "../features/account/account-loader.server.ts";
import { AccountSettings, AccountTabPanel } from "../features/account/account-settings.tsx";
import { removeRecipient, saveRecipient } from "../features/banking/banking.server.ts";
import { BankingPanel } from "../features/banking/banking-panel.tsx";
import { loadDepositLimits, saveDepositLimits } from "../features/deposit/deposit-limits.server.ts";
import { DepositLimitsPanel } from "../features/deposit/deposit-limits-panel.tsx";
import { loadFicaInfo, submitFica } from "../features/fica/fica.server.ts";
import { FicaPanel } from "../features/fica/fica-panel.tsx";
import { ficaLinks } from "../features/fica/fica-styles.ts";
import {
  loadSaferGambling,
  saveRealityCheck,
  startExclusion,
} from "../features/safer-gambling/safer-gambling.server.ts";
import { SaferGamblingPanel } from "../features/safer-gambling/safer-gambling-panel.tsx";
import type { FormResult } from "../shell/forms/form-result.ts";
import { formLinks } from "../shell/forms/form-styles.ts";
import { loadBanking } from "../shell/payout-recipients/load-banking.server.ts";
import { requireSession } from "../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/account-settings";

/*
 * Serves /account/settings and /users/settings (two route ids, one module). The settings page
 * gathers the tabs of five features (account, safer gambling, deposit limits, FICA, banking); this
 * route composes them, so none of those features imports another.
 */

export const links: Route.LinksFunction = () => [...formLinks(), ...ficaLinks()];

/** The account's tabs and, for the open tab when another feature owns it, that feature's data. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const account = await accountSettingsLoader(url, context);
  const { tab } = account;
  const { settings } = context.get(shellContext);
  return {
    ...account,
    depositLimits: tab === "safer-gambling" && settings.allow_deposit ? await loadDepositLimits(context) : [],
    safer: tab === "safer-gambling" ? await loadSaferGambling(context) : null,
    banking: tab === "banking" ? await loadBanking(context) : null,
    fica: tab === "my-fica" ? await loadFicaInfo(context) : null,
  };
}

/** Every settings form posts here with its `intent`; the feature that owns the form handles it. */
export async function action({ request, url, context }: Route.ActionArgs): Promise<FormResult | Response> {
  assertSameOrigin(request, url);
  requireSession(context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "deposit-limits":
      return saveDepositLimits(context, form);
    case "reality-check":
      return saveRealityCheck(context, form);
    case "time-out":
      return startExclusion(context, url, form, "time-out");
    case "self-exclusion":
      return startExclusion(context, url, form, "self-exclusion");
    case "save-recipient":
      return saveRecipient(context, form);
    case "remove-recipient":
      return removeRecipient(context, form);
    case "fica-submit":
      return submitFica(context);
    default:
      return accountAction(context, url, form);
  }
}

type SettingsData = Route.ComponentProps["loaderData"];

function TabPanel({ data, result }: { data: SettingsData; result: FormResult | undefined }) {
  switch (data.tab) {
    case "safer-gambling":
      return (
        data.safer && (
          <SaferGamblingPanel
            safer={data.safer}
            depositLimits={(limitsResult) => (
              <DepositLimitsPanel limits={data.depositLimits} result={limitsResult} />
            )}
            hasPassword={data.user.has_password}
            result={result}
          />
        )
      );
    case "my-fica":
      return <FicaPanel info={data.fica} result={result} />;
    case "banking":
      return data.banking && <BankingPanel banking={data.banking} result={result} />;
    default:
      return <AccountTabPanel data={data} result={result} />;
  }
}

export default function AccountSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountSettings tabs={loaderData.tabs} tab={loaderData.tab}>
      <TabPanel data={loaderData} result={actionData} />
    </AccountSettings>
  );
}
