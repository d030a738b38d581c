import { Cache } from "@platform/server/cache";
import { eq } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { operators } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { WalletTarget } from "../wallet/wallet-client.ts";

export type Operator = typeof operators.$inferSelect;

const TTL_MS = 10_000;

/** Operators by id, cached briefly: every player request names one. */
export class Operators {
  readonly #byId = new Cache<Operator | null>({ ttlMs: TTL_MS, max: 1000 });
  readonly #domains = new Cache<Set<string> | null>({ ttlMs: TTL_MS, max: 1 });

  constructor(
    private readonly db: GamesDatabase,
    /** PLATFORM_WALLET_URL: where an operator without its own wallet URL is paid. */
    private readonly defaultWalletUrl: () => string,
  ) {}

  async find(id: string): Promise<Operator | null> {
    return this.#byId.get(id, async () => {
      const [row] = await this.db.select().from(operators).where(eq(operators.id, id));
      return row ?? null;
    });
  }

  /** An enabled operator, or the 404 the player API answers for any other id. */
  async require(id: string): Promise<Operator> {
    const operator = await this.find(id);
    if (!operator?.enabled)
      throw new GamesError(404, "RS_ERROR_UNKNOWN_OPERATOR", "This operator is not known here.");
    return operator;
  }

  async walletTarget(id: string): Promise<WalletTarget> {
    const operator = await this.find(id);
    if (!operator) throw new Error(`operator ${id} vanished`);
    return { operatorId: operator.id, walletUrl: operator.walletUrl ?? this.defaultWalletUrl() };
  }

  /** Host names of every enabled operator's sites (CORS). */
  async domains(): Promise<Set<string>> {
    return (
      (await this.#domains.get("all", async () => {
        const rows = await this.db.select().from(operators).where(eq(operators.enabled, true));
        return new Set(rows.flatMap((row) => row.domains));
      })) ?? new Set()
    );
  }

  invalidate(): void {
    this.#byId.clear();
    this.#domains.clear();
  }
}
