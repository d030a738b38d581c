import { randomInt, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "../db/create-database.ts";
import { ledgerAccounts, ledgerPostings, ledgerTransactions, payments, sites } from "../db/schema.ts";
import {
  bundleCrashServer,
  type CrashStore,
  crashStore,
  killCrashServer,
  type RunningServer,
  startCrashServer,
  stopCrashServer,
} from "../test/crash-process.ts";
import { notification } from "../test/fake-gateway.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";

/*
 * The platform killed with SIGKILL in the middle of a stream of deposits and withdrawals. After a
 * restart on the same store every account still balances, every request the platform accepted
 * is applied exactly once, and every request repeated with its key (the client's retry after a
 * lost answer) finds its first result instead of moving money again.
 */

const SITE = "crash";
const PASSWORD = "secret12";
const bankRecipient = {
  method: "bank",
  bank_code: "KCB",
  account_number: "1234567890",
  account_name: "Kofi",
};

type Outcome<T> = { ok: true; value: T } | { ok: false; status: number } | { ok: false; lost: true };

async function send<T>(
  origin: string,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    key?: string;
    raw?: { payload: string; headers: Record<string, string> };
  },
): Promise<Outcome<T>> {
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        "site-code": SITE,
        ...(options.raw ? options.raw.headers : { "content-type": "application/json" }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { "idempotency-key": options.key } : {}),
      },
      body: options.raw
        ? options.raw.payload
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
    });
    const json = (await response.json()) as { data: T };
    return response.ok ? { ok: true, value: json.data } : { ok: false, status: response.status };
  } catch {
    // The process died with the request in flight: the client cannot know what happened.
    return { ok: false, lost: true };
  }
}

interface Player {
  token: string;
}
interface Withdrawal {
  player: Player;
  key: string;
  amount: string;
  accepted: string | null;
  settled: { paid: boolean; accepted: boolean } | null;
}
interface Deposit {
  key: string;
  paymentId: string | null;
  ref: string | null;
  event: string;
  credited: boolean;
}

const stores: CrashStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.dispose();
});

describe("a crash mid-stream", () => {
  test("SIGKILL during deposits and withdrawals: restarts balanced, every accepted request applied once", async () => {
    const bundle = await bundleCrashServer();
    const store = await crashStore();
    stores.push(store);
    let server: RunningServer = await startCrashServer(bundle, store.env);
    const at = () => server.origin;

    const players: Player[] = [];
    for (let index = 0; index < 6; index++) {
      const registered = await send<{ token: string }>(at(), "POST", "/api/session/register", {
        body: {
          phone_number: `07${randomInt(10_000_000, 99_999_999)}`,
          password: PASSWORD,
          confirm_password: PASSWORD,
          age_confirmed: true,
          terms_accepted: true,
        },
      });
      if (!registered.ok) throw new Error("registration failed");
      players.push({ token: registered.value.token });
    }
    const gateways = await send<{ id: number; code: string }[]>(at(), "GET", "/api/user/gateways-deposit", {
      token: players[0]!.token,
    });
    const payouts = await send<{ id: number; code: string }[]>(at(), "GET", "/api/user/gateways-withdraw", {
      token: players[0]!.token,
    });
    if (!gateways.ok || !payouts.ok) throw new Error("no gateways");
    const cardId = gateways.value.find((gateway) => gateway.code === "fake-card")!.id;
    const bankId = payouts.value.find((gateway) => gateway.code === "fake-bank")!.id;

    const deposits: Deposit[] = [];
    const withdrawals: Withdrawal[] = [];
    const deposit = async (player: Player, record: Deposit) => {
      const started = await send<{ id: string; next_action: { url?: string } }>(
        at(),
        "POST",
        "/api/user/deposit",
        {
          token: player.token,
          key: record.key,
          body: { amount: "100", gateway_id: cardId },
        },
      );
      if (!started.ok) return;
      record.paymentId = started.value.id;
      record.ref = started.value.next_action.url?.split("/").pop() ?? null;
      if (!record.ref) return;
      const delivered = await send(at(), "POST", "/api/payments/fake-card/notify", {
        raw: notification({ event: record.event, ref: record.ref, status: "success" }),
      });
      record.credited = delivered.ok;
    };
    const settle = async (record: Withdrawal, paid: boolean) => {
      const ref = `fake-bank-${record.accepted}`;
      const delivered = await send(at(), "POST", "/api/payments/fake-bank/notify", {
        raw: notification({ event: `settle-${record.key}`, ref, status: paid ? "success" : "failed" }),
      });
      record.settled = { paid, accepted: delivered.ok };
    };

    // Eight clients deposit and withdraw until the process dies under them.
    let alive = true;
    const worker = async () => {
      while (alive) {
        const player = players[randomInt(players.length)]!;
        if (randomInt(10) < 5) {
          const record: Deposit = {
            key: randomUUID(),
            paymentId: null,
            ref: null,
            event: randomUUID(),
            credited: false,
          };
          deposits.push(record);
          await deposit(player, record);
        } else {
          const record: Withdrawal = {
            player,
            key: randomUUID(),
            amount: String(randomInt(50, 150)),
            accepted: null,
            settled: null,
          };
          withdrawals.push(record);
          const held = await send<{ id: string }>(at(), "POST", "/api/user/withdraw", {
            token: player.token,
            key: record.key,
            body: { amount: record.amount, gateway_id: bankId, recipient: bankRecipient },
          });
          if (held.ok) {
            record.accepted = held.value.id;
            if (randomInt(2) === 0) await settle(record, randomInt(3) > 0);
          }
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Kill once real traffic has flowed: money in, holds taken and settled.
    while (
      deposits.filter((item) => item.credited).length < 25 ||
      withdrawals.filter((item) => item.settled).length < 5
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await killCrashServer(server);
    alive = false;
    await Promise.all(workers);

    server = await startCrashServer(bundle, store.env);
    // Clients retry what they never got an answer for, and providers redeliver: nothing moves twice.
    for (const record of withdrawals) {
      const again = await send<{ id: string }>(at(), "POST", "/api/user/withdraw", {
        token: record.player.token,
        key: record.key,
        body: { amount: record.amount, gateway_id: bankId, recipient: bankRecipient },
      });
      if (record.accepted) expect(again.ok && again.value.id).toBe(record.accepted);
    }
    for (const record of deposits.filter((item) => item.ref)) {
      const delivered = await send(at(), "POST", "/api/payments/fake-card/notify", {
        raw: notification({ event: record.event, ref: record.ref!, status: "success" }),
      });
      expect(delivered.ok).toBe(true);
    }
    await stopCrashServer(server);

    const handle = await store.open();
    try {
      await expectBooks(handle, deposits, withdrawals);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

async function expectBooks(handle: DatabaseHandle, deposits: Deposit[], withdrawals: Withdrawal[]) {
  const { db } = handle;
  const [site] = await db.select().from(sites).where(eq(sites.siteCode, SITE));
  expect(ledgerProblems(await trialBalance(db, site!.id))).toEqual([]);

  // Every kept balance equals the sum of its postings: nothing half-applied survived the kill.
  const drift = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        sql`${ledgerAccounts.balance} is not null`,
        sql`${ledgerAccounts.balance} <> coalesce((select sum(${ledgerPostings.amount}) from ${ledgerPostings} where ${ledgerPostings.accountId} = ${ledgerAccounts.id}), 0)`,
      ),
    );
  expect(drift).toEqual([]);

  for (const record of deposits.filter((item) => item.credited)) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, record.paymentId!));
    expect(payment?.status).toBe("success");
    const credits = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payment:${record.paymentId}`));
    expect(credits).toHaveLength(1);
  }
  for (const record of withdrawals.filter((item) => item.accepted)) {
    const rows = await db.select().from(payments).where(eq(payments.clientKey, record.key));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.holdId).not.toBeNull();
    if (record.settled?.accepted) expect(rows[0]?.status).toBe(record.settled.paid ? "success" : "failed");
  }
  // Both sides of the stream really happened before the kill.
  expect(deposits.filter((item) => item.credited).length).toBeGreaterThanOrEqual(25);
  expect(withdrawals.filter((item) => item.settled?.accepted).length).toBeGreaterThanOrEqual(5);
}
