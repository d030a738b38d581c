import type { AggregatorTransport } from "@platform/api";
import { GAMES_PREFIX } from "@platform/games";
import type { FastifyInstance } from "fastify";
import { inProcessTransport } from "../apps/web/server/api-transports.ts";

/** What the API calls the aggregator in `npm start`: a name only, the call never leaves the process. */
export const AGGREGATOR_INTERNAL_URL = `http://aggregator.internal${GAMES_PREFIX}`;

/**
 * The API's calls to the aggregator app in this process (`app.inject`), with the Host header of
 * the URL as over HTTP: the aggregator builds its artwork URLs from it, and the API recognises
 * them by that base to address them to each site's public one.
 */
export function aggregatorInProcess(aggregator: FastifyInstance): AggregatorTransport {
  const inject = inProcessTransport(aggregator);
  return (request) => {
    const headers = new Headers(request.headers);
    headers.set("host", new URL(request.url).host);
    return inject(new Request(request, { headers }));
  };
}
