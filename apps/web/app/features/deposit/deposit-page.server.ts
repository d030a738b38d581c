import { randomUUID } from "node:crypto";
import {
  type DepositLimit,
  depositGuideSchema,
  depositRequestSchema,
  type Gateway,
  gatewaysResponseSchema,
  type Payment,
  paymentSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { logger } from "../../shell/logger.ts";
import { notFound } from "../../shell/not-found.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import { walletFeatures } from "../../shell/wallet/wallet-features.ts";
import { loadLimitsOffer, saveDepositLimits } from "./deposit-limits.server.ts";
import { translateFailure } from "./deposit-messages.ts";
import { nextPageFor, outcomeArea } from "./deposit-paths.ts";
import { loadOwnPayment } from "./load-payment.server.ts";

type Context = Readonly<RouterContextProvider>;

export interface DepositGuide {
  id: number;
  steps: string[];
}

export interface DepositPageData {
  gateways: Gateway[];
  /** The method chosen when the page opens: ?method=, else the first. */
  chosen: number | null;
  guides: DepositGuide[];
  /** The player's own number, the default for mobile money (national digits). */
  phone: string | null;
  /** A fresh key per rendered form: a double submit or a retried post is one deposit. */
  idempotencyKey: string;
  /** RTS 12: limits offered before the first deposit; "Not now" (?limits=later) hides the offer. */
  limitsOffer: boolean;
  limits: DepositLimit[];
}

/** The deposit pages exist only where the site takes deposits (settings.allow_deposit). */
export function assertDepositsOpen(context: Context): void {
  if (!walletFeatures(context.get(shellContext).settings).deposit) throw notFound();
}

/** The method of ?method= when the site offers it, else the first. */
export function chooseGateway(gateways: readonly Gateway[], requested: string | null): number | null {
  return gateways.find((gateway) => String(gateway.id) === requested)?.id ?? gateways[0]?.id ?? null;
}

/** GET payment-gateway/deposit-guide/{id}: a missing guide is no reason to fail the page. */
async function loadGuide(context: Context, id: number): Promise<DepositGuide | null> {
  const shell = context.get(shellContext);
  try {
    const guide = await apiFetch(
      context,
      `/api/payment-gateway/deposit-guide/${id}?${new URLSearchParams({ locale: shell.locale })}`,
      depositGuideSchema,
      { shell },
    );
    return guide.steps.length > 0 ? { id, steps: guide.steps } : null;
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn(`deposit guide ${id} failed`, error);
    return null;
  }
}

export async function loadDepositPage(url: URL, context: Context): Promise<DepositPageData> {
  assertDepositsOpen(context);
  const session = requireSession(context);
  const shell = context.get(shellContext);
  const [gateways, limits] = await Promise.all([
    apiFetch(context, "/api/user/gateways-deposit", gatewaysResponseSchema, { shell }),
    loadLimitsOffer(context),
  ]);
  // Every method's guide at once (a site offers a handful): switching methods shows its guide
  // at once, and without JavaScript the chosen one is shown.
  const guides = await Promise.all(
    gateways.filter((gateway) => gateway.has_guide).map((gateway) => loadGuide(context, gateway.id)),
  );
  return {
    gateways,
    chosen: chooseGateway(gateways, url.searchParams.get("method")),
    guides: guides.filter((guide): guide is DepositGuide => guide !== null),
    phone: session.user.phone_number,
    idempotencyKey: randomUUID(),
    limitsOffer: limits.offer && url.searchParams.get("limits") !== "later",
    limits: limits.limits,
  };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export type DepositFormResult = FormResult & { form: "deposit" | "limits" };

/**
 * The deposit page's posts: "deposit-limits" (the first-deposit offer) and the deposit itself.
 * A started deposit leaves for the gateway's hosted page (a full page load), the code page or
 * the waiting page; one that is already final, for its outcome.
 */
export async function depositAction(
  request: Request,
  url: URL,
  context: Context,
): Promise<DepositFormResult | Response> {
  assertSameOrigin(request, url);
  requireSession(context);
  assertDepositsOpen(context);
  const form = await request.formData();
  if (form.get("intent") === "deposit-limits")
    return { ...(await saveDepositLimits(context, form)), form: "limits" };
  const result = await startDeposit(context, form);
  return result instanceof Response ? result : { ...result, form: "deposit" };
}

const START_WAIT_MS = 250;
const START_TRIES = 12;

/**
 * A repeated post (a double tap, a retry) can find the first one's payment while the gateway is
 * still being asked for it: no next step yet. It is read again for up to 3 s, so the repeat too
 * goes to the hosted page or the code page; after that the waiting page takes over.
 */
async function started(context: Context, payment: Payment): Promise<Payment> {
  let current = payment;
  for (let tries = 0; tries < START_TRIES; tries += 1) {
    if (current.status !== "pending" || current.next_action.type !== "none") return current;
    await new Promise((resolve) => setTimeout(resolve, START_WAIT_MS));
    current = (await loadOwnPayment(context, current.id)) ?? current;
  }
  return current;
}

async function startDeposit(context: Context, form: FormData): Promise<FormResult | Response> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const values = formValues(form);
  if (typeof values.amount === "string") values.amount = values.amount.replace(/\s/g, "");
  // The phone belongs to mobile money only; for a card it is neither checked nor sent.
  const gateways = await apiFetch(context, "/api/user/gateways-deposit", gatewaysResponseSchema, { shell });
  const gateway = gateways.find((item) => String(item.id) === values.gateway_id);
  if (gateway?.method !== "mobile_money") {
    delete values.phone_number;
    delete values.calling_code;
  }
  const checked = validateForm(depositRequestSchema, values, t);
  if (!checked.ok) return { ...translateFailure(checked, t), values: refillValues(form) };
  const key = String(form.get("idempotency_key") ?? "");
  try {
    const { data: payment } = await apiCall(
      context,
      `/api/user/deposit?${new URLSearchParams({ locale: shell.locale })}`,
      paymentSchema,
      {
        method: "POST",
        body: checked.data,
        shell,
        headers: { "idempotency-key": IDEMPOTENCY_KEY.test(key) ? key : randomUUID() },
      },
    );
    const next = nextPageFor(await started(context, payment), outcomeArea(shell.theme));
    // The hosted page is another site: a document redirect, also for a script-driven submit.
    return next.external ? redirectDocument(next.url) : redirect(next.to);
  } catch (error) {
    return { ...translateFailure(apiFailure(error, t), t), values: refillValues(form) };
  }
}
