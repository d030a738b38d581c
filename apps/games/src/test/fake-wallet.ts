import {
  WALLET_ERROR_STATUS,
  WALLET_OPERATOR_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletErrorCode,
} from "@platform/contracts";
import { operatorSecret, verifyWalletSignature } from "@platform/contracts/server";

/*
 * A contract-faithful fake of the platform's seamless wallet for the aggregator's tests: it checks
 * every signature, applies each transaction id at most once (a replay answers the first answer),
 * refuses a bet after its rollback, closes a round with its zero or round_closed win, takes the
 * closing win back on a rollback naming it (refused, not kept, when the balance no longer holds
 * it) and reopens the round, and can lose answers on purpose.
 */

export interface FakePlayer {
  userId: string;
  currency: string;
  balance: number;
  disabled?: boolean;
  expired?: boolean;
}

/** lose-after: applied, then the connection drops; lose-before: never arrives; error-500: not applied. */
export type Fault = "lose-after" | "lose-before" | "error-500";

interface Call {
  method: string;
  transactionId: string | undefined;
  requestId: string;
  operator: string;
}

type Body = Record<string, unknown> & { request_id: string; token: string };

export class FakeWallet {
  readonly players = new Map<string, FakePlayer>();
  readonly calls: Call[] = [];
  /** transaction id → the body it was first applied with and its answer. */
  readonly applied = new Map<string, { kind: string; body: string; answer: object }>();
  /** Bets rolled back before they arrived. */
  readonly #blocked = new Set<string>();
  /** Closed rounds → the win that closed them. */
  readonly #closed = new Map<string, string>();
  /** Wins taken back by a rollback. */
  readonly #reversed = new Set<string>();
  readonly #faults: { method: string; fault: Fault; times: number }[] = [];
  /** Calls answered with a refusal code instead of being applied (the platform's limits). */
  readonly #refusals: { method: string; code: WalletErrorCode; times: number }[] = [];

  constructor(
    private readonly walletKey: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  addPlayer(token: string, player: FakePlayer): FakePlayer {
    this.players.set(token, player);
    return player;
  }

  /** The next `times` calls of `method` meet `fault`. */
  fail(method: "balance" | "bet" | "win" | "rollback", fault: Fault, times = 1): void {
    this.#faults.push({ method, fault, times });
  }

  /** The next `times` calls of `method` are refused with `code`, nothing applied. */
  refuse(method: "bet" | "win" | "rollback", code: WalletErrorCode, times = 1): void {
    this.#refusals.push({ method, code, times });
  }

  /** Forgets faults not met yet and the calls seen. */
  reset(): void {
    this.#faults.length = 0;
    this.#refusals.length = 0;
    this.calls.length = 0;
  }

  callsOf(method: string): Call[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** The transport the aggregator is built with. */
  readonly transport = async (request: Request): Promise<Response> => {
    const method = new URL(request.url).pathname.split("/").pop() ?? "";
    const raw = await request.text();
    const operator = request.headers.get(WALLET_OPERATOR_HEADER) ?? "";
    const check = verifyWalletSignature(
      operatorSecret(this.walletKey, operator),
      raw,
      request.headers.get(WALLET_SIGNATURE_HEADER) ?? undefined,
      this.now(),
    );
    if (!check.ok) return this.#error("RS_ERROR_INVALID_SIGNATURE", "bad signature");
    const body = JSON.parse(raw) as Body;
    this.calls.push({
      method,
      transactionId: body.transaction_id as string | undefined,
      requestId: body.request_id,
      operator,
    });
    const fault = this.#faults.find((entry) => entry.method === method && entry.times > 0);
    if (fault) fault.times--;
    if (fault?.fault === "lose-before") throw new TypeError("fetch failed");
    if (fault?.fault === "error-500") return this.#error("RS_ERROR_UNKNOWN", "boom");
    const refusal = this.#refusals.find((entry) => entry.method === method && entry.times > 0);
    if (refusal) {
      refusal.times--;
      return this.#error(refusal.code, "refused by the platform's limits");
    }
    const response = this.#handle(method, body);
    if (fault?.fault === "lose-after") throw new TypeError("fetch failed");
    return response;
  };

  #handle(method: string, body: Body): Response {
    const player = this.players.get(body.token);
    if (!player) return this.#error("RS_ERROR_INVALID_TOKEN", "unknown token");
    const money = method === "bet" || method === "balance";
    if (money && player.expired) return this.#error("RS_ERROR_TOKEN_EXPIRED", "expired");
    if (money && player.disabled) return this.#error("RS_ERROR_USER_DISABLED", "disabled");
    if (method === "balance") return this.#ok(body, player);

    const transactionId = String(body.transaction_id);
    const { request_id: _request, ...business } = body;
    const key = JSON.stringify(business);
    const seen = this.applied.get(transactionId);
    if (seen) {
      if (seen.body !== key) return this.#error("RS_ERROR_DUPLICATE_TRANSACTION", "another body");
      return Response.json({ status: "success", data: { ...seen.answer, request_id: body.request_id } });
    }
    const amount = Number(body.amount ?? 0);
    const reference = String(body.reference_transaction_id ?? "");
    if (method === "bet") {
      if (body.currency !== player.currency) return this.#error("RS_ERROR_WRONG_CURRENCY", "currency");
      if (this.#blocked.has(transactionId))
        return this.#error("RS_ERROR_TRANSACTION_ROLLED_BACK", "rolled back");
      if (player.balance < amount) {
        return this.#error("RS_ERROR_NOT_ENOUGH_MONEY", "not enough", player.balance);
      }
      player.balance -= amount;
    } else if (method === "win") {
      const bet = this.applied.get(reference);
      if (bet?.kind !== "bet" || this.applied.has(`${reference}:rolled-back`)) {
        return this.#error("RS_ERROR_TRANSACTION_DOES_NOT_EXIST", "no such bet");
      }
      const round = String(body.round_id);
      if (this.#closed.has(round)) return this.#error("RS_ERROR_ROUND_SETTLED", "round closed");
      if (amount === 0 || body.round_closed === true) this.#closed.set(round, transactionId);
      player.balance += amount;
    } else if (method === "rollback") {
      const bet = this.applied.get(reference);
      if (bet?.kind === "win") {
        const round = String(body.round_id);
        if (!this.#reversed.has(reference)) {
          if (this.#closed.get(round) !== reference) {
            return this.#error("RS_ERROR_TRANSACTION_DOES_NOT_EXIST", "not the closing win");
          }
          const won = Number((JSON.parse(bet.body) as { amount: number }).amount);
          if (player.balance < won) {
            return this.#error("RS_ERROR_NOT_ENOUGH_MONEY", "not enough", player.balance);
          }
          player.balance -= won;
          this.#reversed.add(reference);
          this.#closed.delete(round);
        }
      } else if (bet) {
        player.balance += Number((JSON.parse(bet.body) as { amount: number }).amount);
        this.applied.set(`${reference}:rolled-back`, { kind: "marker", body: "", answer: {} });
      } else {
        this.#blocked.add(reference);
      }
    }
    const answer = this.#answer(body, player);
    this.applied.set(transactionId, { kind: method, body: key, answer });
    return Response.json({ status: "success", data: answer });
  }

  #answer(body: Body, player: FakePlayer) {
    return {
      request_id: body.request_id,
      user_id: player.userId,
      currency: player.currency,
      balance: player.balance,
      cash: player.balance,
      promo: 0,
      ...(body.transaction_id ? { transaction_id: String(body.transaction_id) } : {}),
    };
  }

  #ok(body: Body, player: FakePlayer): Response {
    return Response.json({ status: "success", data: this.#answer(body, player) });
  }

  #error(code: WalletErrorCode, message: string, balance?: number): Response {
    return Response.json(
      {
        status: "error",
        code,
        message,
        errors: [{ message }],
        ...(balance === undefined ? {} : { balance }),
      },
      { status: WALLET_ERROR_STATUS[code] },
    );
  }
}
