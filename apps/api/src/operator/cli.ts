import { parseArgs } from "node:util";
import { createDatabase } from "../db/create-database.ts";
import { migrate } from "../db/migrate.ts";
import {
  createPromotionCode,
  createVoucherBatch,
  listPendingPayments,
  OperatorError,
  playerLedger,
  printTrialBalance,
  settlePayment,
} from "./operator-commands.ts";
import { assertStoreFree } from "./store-lock.ts";

const USAGE = `npm run operator -- <command>

  ledger <site> <phone|email|player id>        a player's balances and latest movements
  trial-balance <site>                          every account of a site; exits 1 if unbalanced
  vouchers create <site> --amount 100 --count 10 [--promo] [--expires 2027-01-31]
  promotion-codes create <site> <CODE> --amount 50 [--promo] [--max 500] [--expires 2027-01-31]
  payments pending                              payments waiting for their provider
  payments settle <payment id> success|failed|canceled [--reason "..."]

Uses DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded store, default ./data; stop npm start first).`;

/** The operator's command line: the same database and code the platform runs on. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      amount: { type: "string" },
      count: { type: "string", default: "1" },
      promo: { type: "boolean", default: false },
      max: { type: "string" },
      expires: { type: "string" },
      reason: { type: "string", default: "" },
      help: { type: "boolean", default: false },
    },
  });
  const [command, sub, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? "./data";
  if (!url) assertStoreFree(dataDir);
  const database = await createDatabase({ url, dataDir });
  const out = (line: string) => console.log(line);
  try {
    await migrate(database);
    const db = database.db;
    if (command === "ledger" && sub && rest[0]) await playerLedger(db, out, sub, rest[0]);
    else if (command === "trial-balance" && sub) return (await printTrialBalance(db, out, sub)) ? 0 : 1;
    else if (command === "vouchers" && sub === "create" && rest[0] && values.amount) {
      await createVoucherBatch(db, out, rest[0], {
        amount: values.amount,
        count: Number(values.count),
        promo: values.promo,
        expires: values.expires,
      });
    } else if (command === "promotion-codes" && sub === "create" && rest[0] && rest[1] && values.amount) {
      await createPromotionCode(db, out, rest[0], rest[1], {
        amount: values.amount,
        promo: values.promo,
        max: values.max ? Number(values.max) : undefined,
        expires: values.expires,
      });
    } else if (command === "payments" && sub === "pending") await listPendingPayments(db, out);
    else if (command === "payments" && sub === "settle" && rest[0] && rest[1]) {
      await settlePayment(db, out, rest[0], rest[1], values.reason);
    } else {
      console.error(USAGE);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
