import { expect, test } from "./fixtures.ts";
import { demoSites, dictionary, PORT, settings, siteUrl } from "./sites.ts";

for (const site of demoSites) {
  test(`${site.host} home is server-rendered in the ${site.theme} theme`, async ({ page, request }) => {
    // Node does not resolve *.localhost as browsers do: address loopback and name the host.
    const first = await request.get(`http://127.0.0.1:${PORT}/`, {
      headers: { host: `${site.host}:${PORT}` },
    });
    const html = await first.text();
    // The first HTML is already themed and translated, before any JavaScript runs.
    expect(html).toContain(`data-theme="${site.theme}"`);
    expect(html).toContain('lang="en"');

    const response = await page.goto(siteUrl(site.host));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-theme", site.theme);
    const { site: name } = await settings(site.host);
    await expect(page.getByRole("banner")).toContainText(name);
    await expect(page.locator("main#main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const t = await dictionary(site.siteCode, "en");
    await expect(page.getByRole("navigation").first()).toContainText(t["nav.home"] ?? "nav.home");
  });
}

test("home sections follow layout.home order", async ({ page, request }) => {
  const res = await request.get("/api/content/home?locale=en", { headers: { "site-code": "drc-online" } });
  const { data } = (await res.json()) as { data: { sections: { type: string }[] } };
  await page.goto(siteUrl("localhost"));
  const rendered = await page
    .locator("[data-section]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));
  expect(rendered).toEqual(data.sections.map((section) => section.type));
  expect(rendered.length).toBeGreaterThanOrEqual(5);
});
