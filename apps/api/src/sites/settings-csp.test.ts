import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { registerErrorHandler } from "../http/error-handler.ts";
import { seed } from "../seed/seed.ts";
import { alphaSite } from "../test/fixture-sites.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { settingsRoute } from "./settings-route.ts";
import { SiteResolver } from "./site-resolver.ts";

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db, { sites: [alphaSite], translations: {} });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(settingsRoute, {
    prefix: "/api",
    sites: new SiteResolver(testDb.db),
    paymentPageOrigins: () => ["https://pay.example"],
    // The site's own origin (same-origin aggregator) and a malformed entry add nothing.
    aggregatorOrigins: () => ["https://games.example", "https://alpha.test", "javascript:alert(1)"],
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe("GET /api/settings: the page CSP's extra origins", () => {
  test("a separate aggregator origin may serve scripts, answer fetches and images; payment pages take forms", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { "fe-domain": "alpha.test" },
    });
    expect(response.statusCode).toBe(200);
    const csp = response.json().data.settings.content_security_policy;
    expect(csp.script_src).toEqual(["https://games.example"]);
    expect(csp.connect_src).toEqual(["https://games.example"]);
    expect(csp.img_src).toEqual(["https://games.example"]);
    expect(csp.form_action).toEqual(["https://pay.example"]);
  });
});
