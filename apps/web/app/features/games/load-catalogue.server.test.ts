import type { AggregatorAccount } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AggregatorLink, aggregatorLinkContext } from "../../shell/aggregator-link.ts";
import { GameNotOffered, loadGame, loadLobby } from "./load-catalogue.server.ts";

const account: AggregatorAccount = {
  url: "https://site.test/aggregator",
  account: "drc-online",
  currency: "CDF",
  token: null,
  mode: "fun",
};

const summary = {
  slug: "soko-sevens",
  name: "Soko Sevens",
  provider: { id: "bitville", name: "Bitville" },
  category: "slots",
  rtp: "96.10",
  volatility: "medium",
  lines: "20 lines",
  art: "http://aggregator.internal/aggregator/art/soko-sevens.svg?v=1",
  playable: true,
  tags: [],
};

function contextWith(
  answer: (url: URL) => Response,
  seen: string[] = [],
): Pick<RouterContextProvider, "get"> {
  const link: AggregatorLink = {
    baseUrl: "http://aggregator.internal/aggregator",
    transport: async (request) => {
      seen.push(request.url);
      return answer(new URL(request.url));
    },
  };
  return { get: ((context: unknown) => (context === aggregatorLinkContext ? link : null)) as never };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

describe("the catalogue on the server", () => {
  it("asks the aggregator's lobby in the site's language and addresses its art to the players' url", async () => {
    const seen: string[] = [];
    const context = contextWith(
      () =>
        json({ status: "success", data: { categories: [], providers: [], games: [summary], featured: [] } }),
      seen,
    );
    const lobby = await loadLobby(context, account, { locale: "fr", featured: "bitville:soko-sevens" });
    expect(seen[0]).toBe(
      "http://aggregator.internal/aggregator/v1/lobby?operator=drc-online&locale=fr&featured=bitville%3Asoko-sevens",
    );
    expect(lobby?.games[0]?.art).toBe("https://site.test/aggregator/art/soko-sevens.svg?v=1");
  });

  it("reads a game, says when it is not offered, and gives null when the aggregator fails", async () => {
    const detail = { ...summary, description: "", paytable: [], reels: [], rows: 3, rules: [], bets: [100] };
    const ok = contextWith(() => json({ status: "success", data: detail }));
    expect((await loadGame(ok, account, { slug: "soko-sevens", locale: "pt" }))?.name).toBe("Soko Sevens");
    const missing = contextWith(() => json({ status: "error", message: "no" }, 404));
    await expect(loadGame(missing, account, { slug: "gone", locale: "en" })).rejects.toBeInstanceOf(
      GameNotOffered,
    );
    const down = contextWith(() => json({ status: "error" }, 503));
    expect(await loadGame(down, account, { slug: "down", locale: "en" })).toBeNull();
  });
});
