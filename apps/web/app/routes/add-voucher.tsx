import type { LinksFunction } from "react-router";
import { creditCodeAction, creditCodeLoader } from "../features/credit-codes/credit-code.server.ts";
import { CreditCodePage } from "../features/credit-codes/credit-code-page.tsx";
import creditCodesCss from "../features/credit-codes/credit-codes.css?url";
import type { Route } from "./+types/add-voucher";

/** Spec §2 /account/add-voucher (settings.allow_voucher). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: creditCodesCss }];

export function loader({ context }: Route.LoaderArgs) {
  return creditCodeLoader("voucher", context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return creditCodeAction("voucher", request, url, context);
}

export default function AddVoucher({ actionData }: Route.ComponentProps) {
  return <CreditCodePage kind="voucher" result={actionData} />;
}
