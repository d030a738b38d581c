import type { Payment, SiteSettingsInput, ThemeName } from "@platform/contracts";
import { RouterContextProvider } from "react-router";
import { apiTransportContext } from "../../shell/api-transport.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { testShell } from "../../shell/test-shell.ts";
import { testUser } from "../../shell/test-user.ts";

export const PAYMENT_ID = "3f0c9a52-8d7e-4b1a-9c55-0b9d2f6e1a10";

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    direction: "deposit",
    status: "pending",
    amount: "100.00",
    currency: "KES",
    gateway: { id: 2, name: "Visa / Mastercard", method: "card" },
    next_action: { type: "redirect", url: "https://pay.example/cs_1" },
    recipient: null,
    failure_reason: null,
    created_at: "2025-01-01T10:00:00.000Z",
    completed_at: null,
    ...overrides,
  };
}

type Route = (request: Request) => Response | Promise<Response>;

/**
 * A context for the deposit pages' server code with a fake API: `routes` answers by
 * "METHOD /path" (query left out); every request is recorded.
 */
export function depositContext(
  routes: Record<string, Route>,
  {
    loggedIn = true,
    theme = "default",
    settings = {},
  }: { loggedIn?: boolean; theme?: ThemeName; settings?: Omit<SiteSettingsInput, "site"> } = {},
) {
  const sent: Request[] = [];
  const context = new RouterContextProvider();
  context.set(shellContext, { ...testShell(settings), theme });
  context.set(sessionContext, loggedIn ? { token: "t".repeat(43), user: testUser } : null);
  context.set(apiTransportContext, async (request) => {
    sent.push(request.clone());
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return Response.json({ status: "error", message: "Not found", errors: [] }, { status: 404 });
    return route(request);
  });
  return { context, sent };
}

export const ok = (data: unknown, message?: string) => () =>
  Response.json({ status: "success", message, data });

export function post(url: URL, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
  });
}
