import { describe, expect, it } from "vitest";
import { DEFAULT_HOME_LAYOUT } from "./constants.ts";
import { featuredGames, isProductEnabled } from "./products.ts";
import { affiliateConfig, offeredLanguages, siteSettingsSchema } from "./settings.ts";

describe("site settings", () => {
  const minimal = siteSettingsSchema.parse({ site: "Demo" });

  it("fills the defaults of spec §9", () => {
    expect(minimal).toMatchObject({
      site_code: "drc-online",
      theme: "default",
      default_language: "en",
      otp_digits: 6,
      resend_otp_timeout: 300,
      calling_code: "254",
      time_format: "YYYY/MM/DD",
      isEnableComingSoon: false,
    });
    expect(minimal.layout.home).toEqual(DEFAULT_HOME_LAYOUT);
    expect(affiliateConfig(minimal)).toEqual({
      enable: false,
      queryParam: "mediacle_aff_code",
      cookiesLifetime: 2592000,
    });
  });

  it("keeps unknown keys so operators can add switches first", () => {
    const parsed = siteSettingsSchema.parse({ site: "Demo", some_future_switch: true });
    expect(parsed).toHaveProperty("some_future_switch", true);
  });

  it("rejects wrong types with a path to the key", () => {
    const result = siteSettingsSchema.safeParse({ site: "Demo", otp_digits: "six", deposit_min: "1.234" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["otp_digits", "deposit_min"]));
  });

  it("prefers the application-setting names for affiliate tracking", () => {
    const parsed = siteSettingsSchema.parse({
      site: "Demo",
      affiliate_tracking: { enable: false, query_param: "aff", cookies_lifetime: 60 },
      enableMediacleAffiliateTracking: true,
      cookiesLifetimeMediacleAffTracking: 120,
    });
    expect(affiliateConfig(parsed)).toEqual({ enable: true, queryParam: "aff", cookiesLifetime: 120 });
  });

  it("offers the header languages with a value, else the default language", () => {
    expect(offeredLanguages(minimal)).toEqual(["en"]);
    const parsed = siteSettingsSchema.parse({
      site: "Demo",
      layout: {
        header: {
          language: {
            data: [
              { value: "fr", label: "Français" },
              { value: "sw", label: "Kiswahili" },
            ],
          },
        },
      },
    });
    expect(offeredLanguages(parsed)).toEqual(["fr", "sw"]);
  });

  it("enables products by substring match and reads featured games", () => {
    const settings = {
      products_allow: ["bitville-sports", "aggregator", "pragmatic:vs20olympgate", "5-90-lucky5"],
    };
    expect(isProductEnabled(settings, "bitville-sports")).toBe(true);
    expect(isProductEnabled(settings, "bitville_sports_live")).toBe(false);
    expect(isProductEnabled(settings, "5-90-lucky5")).toBe(true);
    expect(isProductEnabled(settings, "number")).toBe(false);
    expect(featuredGames(settings)).toEqual([{ provider: "pragmatic", gameId: "vs20olympgate" }]);
  });
});
