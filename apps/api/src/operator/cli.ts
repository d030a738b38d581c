import { parseArgs } from "node:util";
import { alertsCommand, resolveAlertCommand } from "../alerts/alert-commands.ts";
import { booksCheckCommand, resolvePaymentCommand } from "../cashier/payment-review-commands.ts";
import { createDatabase } from "../db/create-database.ts";
import { migrate } from "../db/migrate.ts";
import { gamesMaxWinCommand, gamesSyncCommand } from "../games/game-commands.ts";
import {
  jackpotsCreateCommand,
  jackpotsListCommand,
  jackpotsRetireCommand,
} from "../jackpots/jackpot-commands.ts";
import { ficaDecide, ficaPending, ficaShow, grantRoleCommand } from "./fica-commands.ts";
import {
  createPromotionCode,
  createVoucherBatch,
  listPendingPayments,
  OperatorError,
  playerLedger,
  printTrialBalance,
  settlePayment,
} from "./operator-commands.ts";
import { expireBonusesCommand, notifyCommand, retentionOfferCommand } from "./promotion-commands.ts";
import { assertStoreFree } from "./store-lock.ts";

const USAGE = `npm run operator -- <command>

  ledger <site> <phone|email|player id>        a player's balances and latest movements
  trial-balance <site>                          every account of a site; exits 1 if unbalanced or a hold is stuck
  books check [<site>]                          holds neither posted nor voided under a final payment; exits 1 if any
  vouchers create <site> --amount 100 --count 10 [--promo] [--expires 2027-01-31]
  promotion-codes create <site> <CODE> --amount 50 [--promo] [--max 500] [--expires 2027-01-31]
  payments pending                              payments waiting for their provider or in review
  payments settle <payment id> success|failed|canceled [--reason "..."]
  payments resolve <payment id> paid|returned --by <name>   a payment in review: posts or returns its money
  fica pending <site>                           FICA cases waiting for a decision, oldest first
  fica show <case id> [--save <dir>]            a case, its player and documents (--save writes the files)
  fica approve <case id> --by <name>
  fica reject <case id> --reason "..." --by <name>
  roles grant <site> <phone|email|player id> fica_reviewer
  notify <site> <phone|email|player id> --title "..." --body "..." [--promotion <slug>] [--marketing]
  retention-offer <site> <phone|email|player id> <promotion slug>
  promotions expire                             forfeits bonuses past their expiry
  alerts <site> [--all]                         what the operator must look at (money held or refused)
  alerts resolve <site> <alert id> --by <name>
  games sync <site>                             enables the aggregator's new games with their max win
  games max-win <site> <game> <multiple> [--product slots|crash|sports]
                                                sets (raises) a game's max win, in multiples of the stake
  jackpots list <site>                          every pool: range, share, open cycle, books; exits 1 if a pool's books differ
  jackpots create <site> <slug> --name "Hourly Drop" [--name "fr:Jackpot de l'heure"] --kind hourly|daily
                --seed 500 --must-drop 2500 --share 1 [--products slots,crash] [--position 3]
                                                a new pool, its seed moved in and its first drop point committed
  jackpots retire <site> <slug>                 no more contributions; the open cycle still drops by its deadline

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
      by: { type: "string", default: "" },
      save: { type: "string" },
      title: { type: "string" },
      body: { type: "string" },
      promotion: { type: "string" },
      marketing: { type: "boolean", default: false },
      all: { type: "boolean", default: false },
      product: { type: "string", default: "slots" },
      name: { type: "string", multiple: true, default: [] },
      kind: { type: "string" },
      seed: { type: "string" },
      "must-drop": { type: "string" },
      share: { type: "string" },
      products: { type: "string", default: "slots,crash" },
      position: { type: "string" },
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
    } else if (command === "payments" && sub === "resolve" && rest[0] && rest[1]) {
      await resolvePaymentCommand(db, out, rest[0], rest[1], values.by);
    } else if (command === "books" && sub === "check")
      return (await booksCheckCommand(db, out, rest[0])) ? 0 : 1;
    else if (command === "fica" && sub === "pending" && rest[0]) await ficaPending(db, out, rest[0]);
    else if (command === "fica" && sub === "show" && rest[0]) await ficaShow(db, out, rest[0], values.save);
    else if (command === "fica" && (sub === "approve" || sub === "reject") && rest[0]) {
      await ficaDecide(db, out, rest[0], sub === "approve" ? "approved" : "rejected", {
        by: values.by,
        reason: values.reason,
      });
    } else if (command === "roles" && sub === "grant" && rest[0] && rest[1] && rest[2]) {
      await grantRoleCommand(db, out, rest[0], rest[1], rest[2]);
    } else if (command === "notify" && sub && rest[0]) {
      await notifyCommand(db, out, sub, rest[0], values);
    } else if (command === "retention-offer" && sub && rest[0] && rest[1]) {
      await retentionOfferCommand(db, out, sub, rest[0], rest[1]);
    } else if (command === "promotions" && sub === "expire") await expireBonusesCommand(db, out);
    else if (command === "alerts" && sub === "resolve" && rest[0] && rest[1]) {
      await resolveAlertCommand(db, out, rest[0], rest[1], values.by);
    } else if (command === "alerts" && sub) await alertsCommand(db, out, sub, values.all);
    else if (command === "games" && sub === "sync" && rest[0]) await gamesSyncCommand(db, out, rest[0]);
    else if (command === "games" && sub === "max-win" && rest[0] && rest[1] && rest[2]) {
      await gamesMaxWinCommand(db, out, rest[0], rest[1], rest[2], values.product);
    } else if (command === "jackpots" && sub === "list" && rest[0]) {
      return (await jackpotsListCommand(db, out, rest[0])) ? 0 : 1;
    } else if (
      command === "jackpots" &&
      sub === "create" &&
      rest[0] &&
      rest[1] &&
      values.kind &&
      values.seed &&
      values["must-drop"] &&
      values.share
    ) {
      await jackpotsCreateCommand(db, out, rest[0], rest[1], {
        names: values.name,
        kind: values.kind,
        seed: values.seed,
        mustDrop: values["must-drop"],
        share: values.share,
        products: values.products,
        ...(values.position === undefined ? {} : { position: values.position }),
      });
    } else if (command === "jackpots" && sub === "retire" && rest[0] && rest[1]) {
      await jackpotsRetireCommand(db, out, rest[0], rest[1]);
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
