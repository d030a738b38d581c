import { createRequestHandler, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiFetch } from "../app/shell/api-client.server.ts";
import { apiTransportContext } from "../app/shell/api-transport.ts";
import { fakeBuild } from "./fake-build.ts";
import "./router-future.ts";

type LoaderArgs = { context: RouterContextProvider };

/** A page whose loader calls an API that answers `status` with an error envelope. */
function pageFailingWith(status: number, message: string) {
  const handle = createRequestHandler(
    fakeBuild({
      page: {
        default: () => null,
        loader: ({ context }: LoaderArgs) => apiFetch(context, "/api/content/home", z.unknown()),
      },
    }),
    "production",
  );
  return (path: string) => {
    const context = new RouterContextProvider();
    context.set(apiTransportContext, async () =>
      Response.json({ status: "error", message, errors: [{ message }] }, { status }),
    );
    return handle(new Request(`http://site.test${path}`), context);
  };
}

describe("an API failure thrown from a loader, as the browser receives it (production build)", () => {
  it("arrives as 503 with a neutral message, not as the 500 that logs a player out", async () => {
    const request = pageFailingWith(500, "relation secret_table does not exist");
    const document = await request("/page");
    expect(document.status).toBe(503);
    const { errors } = await document.json();
    expect(errors.root).toMatchObject({
      status: 503,
      statusText: "Service temporarily unavailable",
      internal: false,
    });

    const data = await request("/page.data");
    expect(data.status).toBe(503);
    const body = await data.text();
    expect(body).toContain("Service temporarily unavailable");
    expect(body).not.toMatch(/secret_table|Unexpected Server Error/);
  });

  it("keeps a 429 as 429 with the API's message", async () => {
    const document = await pageFailingWith(429, "Too many requests, please try again later")("/page");
    expect(document.status).toBe(429);
    expect((await document.json()).errors.root).toMatchObject({
      status: 429,
      statusText: "Too many requests, please try again later",
    });
  });
});
