import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gamesDataDir, loadGamesConfig } from "./config.ts";
import { ChainCommandError, chainNext, chainSalt, chainStatus } from "./crash/chain-commands.ts";
import { crashSettingsFromEnv, loadCrashEnv, resolveCrashOptions } from "./crash/crash-config.ts";
import { createGamesDatabase } from "./db/create-database.ts";
import { migrateGames } from "./db/migrate.ts";
import { systemClock } from "./shared/clock.ts";
import { parkedSportsCalls, retrySportsCall } from "./sports/betting/parked-calls.ts";
import { RulesCommandError, sportsRulesCommand } from "./sports/betting/rules-commands.ts";

const USAGE = `npm run games-operator -- <command>

  chain status                                  the crash chain in play (id, first round, rounds left,
                                                terminating hash, salt source, salt) and any made ahead
  chain next --salt-source "<future public value>"
                                                makes the next chain (CRASH_CHAIN_LENGTH hashes) and prints
                                                its terminating hash to publish; the runner switches to it
                                                when the chain in play is used up
  chain salt <chain id> "<value>"               fixes a published chain's salt once its source produced it
  sports parked                                 the sportsbook's wallet calls parked for an operator (a
                                                win's reversal the player could not cover holds back the
                                                corrected settlement's win)
  sports retry <transaction id>                 puts a parked sports call back in the outbox; the
                                                reconciliation job sends it again
  sports rules <operator> [show]                the operator's sportsbook rules in force, what it stored
                                                and the site's max win per bet
  sports rules <operator> set '<json>'          stores rules (min_stake, max_stake, max_payout,
                                                live_delay_ms, cash_out_margin, quote_ttl_ms,
                                                accumulator_bonus {min_price_milli, tiers}); what it
                                                does not name stays as stored
  sports rules <operator> reset                 back to the defaults
  sports rules <operator> site-limit <minor units|none>
                                                the site's max_win_per_bet at the platform: no bet pays
                                                more (the platform's games sync alerts when it differs)

Uses GAMES_DATABASE_URL (PostgreSQL) or DATA_DIR (the aggregator's embedded store in DATA_DIR/games,
default ./data; stop npm start first).`;

/** The embedded store is one process's at a time: npm start marks DATA_DIR while it runs. */
function assertStoreFree(dataDir: string): void {
  const file = path.join(dataDir, "platform.pid");
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, "utf8"));
  try {
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 0);
    else return;
  } catch {
    return;
  }
  throw new ChainCommandError(
    `The platform (pid ${pid}) is using ${dataDir}. Stop it first, or point GAMES_DATABASE_URL at PostgreSQL.`,
  );
}

/** The aggregator's command line: the same database and chain code the runner uses. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "salt-source": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const [command, sub, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadGamesConfig();
  if (!config.GAMES_DATABASE_URL) assertStoreFree(config.DATA_DIR);
  const database = await createGamesDatabase({
    url: config.GAMES_DATABASE_URL,
    dataDir: gamesDataDir(config.DATA_DIR),
  });
  const out = (line: string) => console.log(line);
  try {
    await migrateGames(database);
    const db = database.db;
    if (command === "chain" && sub === "status") await chainStatus(db, out);
    else if (command === "chain" && sub === "next" && values["salt-source"]) {
      // The same length and checkpoints the runner would give it (CRASH_CHAIN_LENGTH, decision 040).
      const production = process.env.NODE_ENV === "production" && process.env.DEMO_MODE !== "true";
      const settings = crashSettingsFromEnv(loadCrashEnv(), production);
      const { chainLength, checkpointEvery } = resolveCrashOptions(settings);
      await chainNext(db, out, {
        saltSource: values["salt-source"],
        length: chainLength,
        checkpointEvery,
        clock: systemClock,
      });
    } else if (command === "chain" && sub === "salt" && rest[0] && rest[1] && /^\d+$/.test(rest[0])) {
      await chainSalt(db, out, Number(rest[0]), rest[1], systemClock);
    } else if (command === "sports" && sub === "parked") {
      const parked = await parkedSportsCalls(db);
      if (parked.length === 0) out("No sports wallet call is parked.");
      for (const call of parked) {
        out(
          `${call.transactionId}  ${call.kind}  bet ${call.betId}  ${call.lastError ?? "-"}  ${call.attempts} attempts  ${call.updatedAt.toISOString()}`,
        );
      }
    } else if (command === "sports" && sub === "retry" && rest[0]) {
      if (!(await retrySportsCall(db, rest[0], systemClock()))) {
        console.error(`No sports wallet call ${rest[0]} is parked.`);
        return 1;
      }
      out(`${rest[0]} queued again: the reconciliation job sends it.`);
    } else if (command === "sports" && sub === "rules" && rest[0]) {
      await sportsRulesCommand({ db, out, now: systemClock() }, rest[0], rest[1], rest[2]);
    } else {
      console.error(USAGE);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof ChainCommandError || error instanceof RulesCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
