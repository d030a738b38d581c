import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { contentSecurityPolicy } from "./shell/content-security-policy.ts";
import { NonceProvider } from "./shell/nonce.tsx";
import { shellContext } from "./shell/shell-context.ts";
import type { Shell } from "./shell/types.ts";
import { loadAllThemes } from "./themes/registry.ts";

/**
 * The server adapter sets the API transport on this exact context object; it must come from the
 * build (not a second copy of the module), so the entry re-exports it.
 */
export { aggregatorLinkContext } from "./shell/aggregator-link.ts";
export { apiTransportContext } from "./shell/api-transport.ts";

export const streamTimeout = 5_000;

/** Every theme is in memory before the first render, so rendering reads them synchronously. */
const themesReady = loadAllThemes();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  await themesReady;
  // A fresh nonce per document: the only inline scripts that run are the ones we render with it.
  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set(
    "content-security-policy",
    contentSecurityPolicy(
      nonce,
      shellOf(loadContext)?.settings ?? null,
      new URL(request.url).protocol === "https:",
    ),
  );
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document in one piece; browsers get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after the stream timeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** The site of this request, when the shell middleware resolved one (not for an unknown host). */
function shellOf(context: RouterContextProvider): Shell | null {
  try {
    return context.get(shellContext);
  } catch {
    return null;
  }
}
