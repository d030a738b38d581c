import { componentsScriptBytes } from "../bench/components-js-bytes.mjs";
import { benchCrashFigures } from "../bench/crash.mjs";
import { homeJavaScriptBytes } from "../bench/home-js-bytes.mjs";
import { benchJackpotFigures } from "../bench/jackpot.mjs";
import { benchLedgerFigures } from "../bench/ledger.mjs";
import { benchLiveFigures } from "../bench/live.mjs";
import { benchLottoFigures } from "../bench/lotto.mjs";
import { startPlatform } from "../bench/server.mjs";
import { benchSlotFigures } from "../bench/slots.mjs";
import { benchSpinFigures } from "../bench/spins.mjs";
import { benchSportsFigures } from "../bench/sports.mjs";
import { benchVirtualFigures } from "../bench/virtual.mjs";
import { benchWebPages } from "../bench/web-pages.mjs";
import { ensureBuild } from "./ensure-build.mjs";

/** `npm run bench`: figures, never pass/fail. */
ensureBuild();
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const server = await startPlatform(port);
try {
  await benchWebPages(`http://127.0.0.1:${port}`, port, [
    "localhost",
    "base2.localhost",
    "base3.localhost",
    "base4.localhost",
  ]);
  console.log("JavaScript loaded by the home page (gzip -9):");
  console.table([
    ...(await homeJavaScriptBytes(origin, [
      "localhost",
      "base2.localhost",
      "base3.localhost",
      "base4.localhost",
    ])),
    await componentsScriptBytes(),
  ]);
} finally {
  server.kill();
}
await benchLedgerFigures(Number(process.env.BENCH_SECONDS ?? 10) * 1000);
await benchLottoFigures();
await benchSpinFigures();
await benchSlotFigures();
await benchLiveFigures();
await benchCrashFigures();
await benchSportsFigures();
await benchVirtualFigures();
await benchJackpotFigures();
