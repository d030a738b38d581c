import { currencyExponent, toMinorUnits } from "@platform/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { paymentGateways, promotionCodes, vouchers } from "../db/schema.ts";
import { normalizeCode, voucherHash } from "../wallet/credit-codes.ts";
import type { DemoCashier } from "./demo-site.ts";
import { updateIfChanged } from "./upsert.ts";

/**
 * A demo site's payment methods (synced: a method the file no longer lists is disabled, never
 * deleted, since payments refer to it) and its vouchers and promotion codes (created once).
 */
export async function seedCashier(
  db: Database,
  site: { id: number; currency: string },
  cashier: DemoCashier | undefined,
): Promise<void> {
  const gateways = cashier?.gateways ?? [];
  if (gateways.length > 0) {
    await db
      .insert(paymentGateways)
      .values(
        gateways.map((gateway, position) => ({
          siteId: site.id,
          code: gateway.code,
          direction: gateway.direction,
          name: gateway.name,
          method: gateway.method,
          position,
          enabled: true,
          guide: gateway.guide ?? {},
        })),
      )
      .onConflictDoUpdate({
        target: [paymentGateways.siteId, paymentGateways.code, paymentGateways.direction],
        ...updateIfChanged(paymentGateways, ["name", "method", "position", "enabled", "guide"]),
      });
  }
  const listed = gateways.map((gateway) => `${gateway.code}:${gateway.direction}`);
  for (const row of await db.select().from(paymentGateways).where(eq(paymentGateways.siteId, site.id))) {
    if (!listed.includes(`${row.code}:${row.direction}`) && row.enabled) {
      await db.update(paymentGateways).set({ enabled: false }).where(eq(paymentGateways.id, row.id));
    }
  }

  const exponent = currencyExponent(site.currency);
  const minor = (amount: string) => toMinorUnits(amount, exponent);
  if (cashier?.vouchers?.length) {
    await db
      .insert(vouchers)
      .values(
        cashier.vouchers.map((voucher) => ({
          siteId: site.id,
          codeHash: voucherHash(site.id, voucher.code),
          codeHint: voucher.code.slice(-4),
          amount: minor(voucher.amount),
          currency: site.currency,
          credit: voucher.credit,
        })),
      )
      .onConflictDoNothing();
  }
  if (cashier?.promotionCodes?.length) {
    await db
      .insert(promotionCodes)
      .values(
        cashier.promotionCodes.map((promotion) => ({
          siteId: site.id,
          code: normalizeCode(promotion.code),
          amount: minor(promotion.amount),
          currency: site.currency,
          credit: promotion.credit,
          maxRedemptions: promotion.maxRedemptions ?? null,
        })),
      )
      .onConflictDoNothing();
  }
}
