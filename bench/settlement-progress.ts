import type { Settlement } from "../apps/games/src/play/settlement.ts";
import type { SportsBetting } from "../apps/games/src/sports/betting/sports-betting.ts";

/**
 * What the settlement benches (bench/sports-settlement.ts, bench/virtual-settlement.ts) count, in
 * memory as it happens (no query competes with the job's on PGlite's one connection): a bet is
 * resulted when its closing win is handed to the sender after the job's commit, settled when the
 * wallet's acknowledgement of that win is recorded. `onHundred` runs at every hundredth of either:
 * on PGlite a settlement pass never yields to timers (its queries resolve without I/O), so a
 * progress report cannot rely on one.
 */
export interface SettlementProgress {
  resulted: number;
  acknowledged: number;
  /** Since start(): when the last bet was resulted, and when the last win was acknowledged. */
  resultedSeconds: number | null;
  acknowledgedSeconds: number | null;
  /** Seconds since start(). */
  seconds(): number;
  start(): void;
  /** From now on no win is sent (the bench's time is up): the sender drains at once. */
  stopSending(): void;
}

const isWin = (id: string) => /-win-\d+$/.test(id);

export function watchSettlement(
  betting: SportsBetting,
  settlement: Settlement,
  bets: number,
  onHundred: () => void = () => undefined,
): SettlementProgress {
  let started = 0;
  let sending = true;
  const progress: SettlementProgress = {
    resulted: 0,
    acknowledged: 0,
    resultedSeconds: null,
    acknowledgedSeconds: null,
    seconds: () => (performance.now() - started) / 1000,
    start() {
      started = performance.now();
    },
    stopSending() {
      sending = false;
    },
  };
  const deliveries = betting.deps.deliveries;
  const send = deliveries.send.bind(deliveries);
  deliveries.send = (ids) => {
    const before = progress.resulted;
    progress.resulted += ids.filter(isWin).length;
    if (progress.resulted >= bets) progress.resultedSeconds ??= progress.seconds();
    if (Math.floor(progress.resulted / 100) > Math.floor(before / 100)) onHundred();
    send(ids);
  };
  const acknowledged = (id: string, verdict: string) => {
    if (verdict === "done" && isWin(id)) {
      progress.acknowledged++;
      if (progress.acknowledged % 100 === 0) onHundred();
    }
    if (progress.acknowledged >= bets) progress.acknowledgedSeconds ??= progress.seconds();
  };
  // The sender's batches (BatchSender).
  const deliverMany = settlement.deliverMany.bind(settlement);
  settlement.deliverMany = async (ids) => {
    // Left pending in the outbox, as calls whose sender stopped are.
    if (!sending) return new Map(ids.map((id) => [id, "retry" as const]));
    const verdicts = await deliverMany(ids);
    for (const [id, verdict] of verdicts) acknowledged(id, verdict);
    return verdicts;
  };
  return progress;
}
