import { expect, test } from "./fixtures.ts";
import { dictionary, siteUrl } from "./sites.ts";

test("switching language re-renders without a full page load and is remembered", async ({ page }) => {
  const fr = await dictionary("drc-online", "fr");
  await page.goto(siteUrl("localhost"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same-document";
  });
  const switcher = page.locator("details:has(button[name=locale])").filter({ visible: true }).first();
  await switcher.locator("summary").click();
  await switcher.locator('button[name="locale"][value="fr"]').click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("navigation").first()).toContainText(fr["nav.home"]!);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "locale")?.value).toBe("fr");
});

test("coming-soon mode sends every page to /coming-soon", async ({ page }) => {
  await page.goto(siteUrl("soon.localhost", "/promotions"));
  await expect(page).toHaveURL(siteUrl("soon.localhost", "/coming-soon"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(siteUrl("soon.localhost", "/"));
  await expect(page).toHaveURL(siteUrl("soon.localhost", "/coming-soon"));
});

test("an unknown path shows Page not found with the path and status 404", async ({ page }) => {
  const response = await page.goto(siteUrl("localhost", "/no/such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByText("Page not found")).toBeVisible();
  await expect(page.getByText("/no/such-page")).toBeVisible();
  // Inside the site's layout (issue 16): its header, navigation and footer stay.
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Go To Home" }).click();
  await expect(page).toHaveURL(siteUrl("localhost", "/"));
});

test("a disabled navigation item leads to /404", async ({ page }) => {
  // base4 sells no sportsbook: its virtual world item stays disabled.
  await page.goto(siteUrl("base4.localhost", "/virtual-world"));
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/404"));
  await expect(page.getByText("Page not found")).toBeVisible();
});

test("the head carries title, description and an absolute og:image from the SEO response", async ({
  page,
  request,
}) => {
  const res = await request.post("/api/seo", {
    data: { locale: "en", page_url: "/" },
    headers: { "site-code": "drc-online" },
  });
  const { data: seo } = (await res.json()) as { data: { h1: string; title: string } };
  await page.goto(siteUrl("localhost"));
  await expect(page).toHaveTitle(seo.title);
  await expect(page.getByRole("heading", { level: 1, name: seo.h1 })).toBeAttached();
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(10);
  const ogImage = await page
    .locator('meta[property="og:image"], meta[name="og:image"]')
    .getAttribute("content");
  expect(ogImage).toMatch(/^https?:\/\//);
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("static pages render at /{slug} in the chosen language", async ({ page }) => {
  const response = await page.goto(siteUrl("localhost", "/about-us"));
  expect(response?.status()).toBe(200);
  await expect(page.locator("main")).toContainText(/\w{20,}|\w+ \w+ \w+/);
});

test("an affiliate code in the query is stored once, for the configured lifetime", async ({ page }) => {
  await page.goto(siteUrl("localhost", "/?mediacle_aff_code=AFF42"));
  let cookie = (await page.context().cookies()).find((c) => c.name === "mediacle_aff_code");
  expect(cookie?.value).toBe("AFF42");
  await page.goto(siteUrl("localhost", "/?mediacle_aff_code=OTHER"));
  cookie = (await page.context().cookies()).find((c) => c.name === "mediacle_aff_code");
  expect(cookie?.value).toBe("AFF42");
});

test("a client navigation updates title and h1 and re-sends only the page's data", async ({
  page,
  request,
}) => {
  const res = await request.post("/api/seo", {
    data: { locale: "en", page_url: "/about-us" },
    headers: { "site-code": "drc-online" },
  });
  const { data: seo } = (await res.json()) as { data: { h1: string; title: string } };
  await page.goto(siteUrl("localhost"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same-document";
  });

  const dataRequest = page.waitForResponse((response) => response.url().includes(".data"));
  await page.getByRole("contentinfo").locator('a[href="/about-us"]').first().click();
  const body = await (await dataRequest).text();

  await expect(page).toHaveURL(siteUrl("localhost", "/about-us"));
  await expect(page).toHaveTitle(seo.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seo.h1);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
  // The site's settings and dictionary stay in the browser; only page data travels.
  expect(body).not.toContain("default_language");
  expect(body).not.toContain("footer.follow_us");
});
