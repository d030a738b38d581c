import { createContext } from "react-router";

/**
 * How server-side loaders reach the game aggregator (its lobby and game catalogue). In `npm start`
 * the aggregator is an app in this process, called in memory under an internal name; at scale it
 * is `GAMES_INTERNAL_URL` over HTTP. Without a link a loader calls the account's public url.
 */
export interface AggregatorLink {
  /** The aggregator's base URL as this process calls it; its answers' URLs are rehosted. */
  baseUrl: string;
  transport: (request: Request) => Promise<Response>;
}

export const aggregatorLinkContext = createContext<AggregatorLink | null>(null);
