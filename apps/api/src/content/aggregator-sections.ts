import { aggregatorSectionsSchema, type HomeSectionContent, successEnvelope } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { FastifyBaseLogger } from "fastify";

/** How a call reaches the aggregator: `fetch` over HTTP, or its app in this process (`npm start`). */
export type AggregatorTransport = (request: Request) => Promise<Response>;

export interface AggregatorSectionsOptions {
  /** The aggregator's base URL as this process reaches it (GAMES_INTERNAL_URL), not the players'. */
  baseUrl: string;
  transport?: AggregatorTransport;
  log: FastifyBaseLogger;
  ttlMs?: number;
  timeoutMs?: number;
}

/**
 * Every server-rendered home page needs these; play statistics a few seconds old are fine, and a
 * failed answer is kept as long, so an aggregator that is down costs one attempt per site per TTL.
 */
const SECTIONS_TTL_MS = 10_000;
/** A home page waits no longer than this for its game sections. */
const TIMEOUT_MS = 2_000;

const answerSchema = successEnvelope(aggregatorSectionsSchema);

/**
 * The home sections the aggregator computes from an operator's play (GET
 * `<base>/v1/operators/:id/sections`). The platform never reads the aggregator's tables: it asks,
 * checks the answer against the contract and, when the aggregator fails, logs it and shows none.
 */
export class AggregatorSections {
  readonly #cache: Cache<HomeSectionContent[] | null>;
  readonly #baseUrl: string;
  readonly #transport: AggregatorTransport;

  constructor(private readonly options: AggregatorSectionsOptions) {
    this.#cache = new Cache({ ttlMs: options.ttlMs ?? SECTIONS_TTL_MS, max: 1000 });
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#transport = options.transport ?? ((request) => fetch(request));
  }

  /**
   * The operator's sections, their artwork addressed under `publicUrl` (the aggregator as the
   * site's players reach it), or none when the aggregator cannot answer.
   */
  async forOperator(operatorId: string, publicUrl: string): Promise<HomeSectionContent[]> {
    const sections = (await this.#cache.get(operatorId, () => this.#load(operatorId))) ?? [];
    return sections.map((section) => rehostSection(section, this.#baseUrl, publicUrl.replace(/\/+$/, "")));
  }

  async #load(operatorId: string): Promise<HomeSectionContent[]> {
    const url = `${this.#baseUrl}/v1/operators/${encodeURIComponent(operatorId)}/sections`;
    try {
      const response = await this.#transport(
        new Request(url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
        }),
      );
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success) throw new Error(`answer is not the contract's: ${answer.error.message}`);
      return answer.data.data.sections;
    } catch (error) {
      this.options.log.warn(
        { err: error, operator: operatorId, url },
        "aggregator sections unavailable: the home shows no game sections",
      );
      return [];
    }
  }
}

/** The aggregator built its URLs from the base this process called; players load them from theirs. */
function rehost(url: string, from: string, to: string): string {
  return url.startsWith(`${from}/`) ? `${to}${url.slice(from.length)}` : url;
}

function rehostSection(section: HomeSectionContent, from: string, to: string): HomeSectionContent {
  if (section.type === "recent_biggest_wins") {
    return { ...section, wins: section.wins.map((win) => ({ ...win, image: rehost(win.image, from, to) })) };
  }
  return {
    ...section,
    games: section.games.map((game) => ({ ...game, image: rehost(game.image, from, to) })),
  };
}
