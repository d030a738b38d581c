import {
  type PromotionDetail,
  type PromotionSummary,
  promotionDetailSchema,
  promotionGrantResponseSchema,
  promotionListSchema,
  promotionSlugSchema,
  type RetentionOffer,
  retentionOfferSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { ApiError, apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { notFound } from "../../shell/not-found.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

type Context = Readonly<RouterContextProvider>;

/** What claiming answered: the amount and the balance it went to. */
export interface ClaimSuccess {
  ok: true;
  notice: string;
  amount: string;
  creditedTo: "cash" | "promo";
}
export type ClaimResult = ClaimSuccess | FormFailure;

/** settings.allow_promotion off: the pages do not exist (the API refuses the calls too). */
function assertPromotions(context: Context): void {
  if (!context.get(shellContext).settings.allow_promotion) throw notFound();
}

/** An API 404 (or a malformed id) is the site's 404 page. */
function missingIsNotFound(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
  throw error;
}

export async function promotionsLoader(context: Context): Promise<{ promotions: PromotionSummary[] }> {
  assertPromotions(context);
  const shell = context.get(shellContext);
  return { promotions: await apiFetch(context, "/api/promotions", promotionListSchema, { shell }) };
}

/** The detail; with the session's token the API adds whether this player may claim it. */
export async function promotionDetailLoader(
  slug: string | undefined,
  context: Context,
): Promise<{ promotion: PromotionDetail }> {
  assertPromotions(context);
  if (!promotionSlugSchema.safeParse(slug).success) throw notFound();
  const shell = context.get(shellContext);
  const promotion = await apiFetch(context, `/api/promotions/${slug}`, promotionDetailSchema, {
    shell,
  }).catch(missingIsNotFound);
  return { promotion };
}

/** Only the player the offer was made to sees it; everyone else gets the 404 page. */
export async function retentionOfferLoader(
  id: string | undefined,
  context: Context,
): Promise<{ offer: RetentionOffer }> {
  assertPromotions(context);
  requireSession(context);
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw notFound();
  const shell = context.get(shellContext);
  const offer = await apiFetch(context, `/api/promotions/retention-offer/${id}`, retentionOfferSchema, {
    shell,
  }).catch(missingIsNotFound);
  return { offer };
}

/**
 * Claims a public promotion (POST api/promotions/{slug}/claim) or takes a retention offer
 * (spec §7 POST api/promotions/retention-offer). The API grants once; a refusal is its message.
 * The page loaders run again afterwards, so the header balance shows the credit.
 */
export async function claimAction(
  target: { slug: string } | { promotionId: string },
  request: Request,
  url: URL,
  context: Context,
): Promise<ClaimResult> {
  assertSameOrigin(request, url);
  requireSession(context);
  assertPromotions(context);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const call =
    "slug" in target
      ? { path: `/api/promotions/${encodeURIComponent(target.slug)}/claim`, body: undefined }
      : { path: "/api/promotions/retention-offer", body: { promotion_id: target.promotionId } };
  try {
    const { data } = await apiCall(context, call.path, promotionGrantResponseSchema, {
      method: "POST",
      body: call.body ?? {},
      shell,
    });
    return { ok: true, notice: t("promotions.added"), amount: data.amount, creditedTo: data.credited_to };
  } catch (error) {
    return apiFailure(error, t);
  }
}
