import { siteSettingsSchema } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { componentsScriptUrl, featuredAttribute } from "./components-script.ts";

describe("the aggregator's components", () => {
  it("load from <url>/js/BVComponents.min.js with a timestamp (spec §7)", () => {
    expect(componentsScriptUrl("http://base2.localhost:3000/aggregator", 1700000000000)).toBe(
      "http://base2.localhost:3000/aggregator/js/BVComponents.min.js?t=1700000000000",
    );
    expect(componentsScriptUrl("https://games.example/", 5)).toBe(
      "https://games.example/js/BVComponents.min.js?t=5",
    );
  });

  it("get the site's featured games from products_allow provider:gameId entries (spec §3)", () => {
    const settings = siteSettingsSchema.parse({
      site: "Test",
      products_allow: [
        "aggregator",
        "bitville:lantern-festival",
        "number",
        "bitville:savanna-ways",
        "bad:entry:x",
      ],
    });
    expect(featuredAttribute(settings)).toBe("bitville:lantern-festival,bitville:savanna-ways");
  });
});
