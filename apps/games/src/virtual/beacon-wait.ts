import type { Beacon, BeaconValue } from "./beacon.ts";

/** A beacon's answer for a close, or why there is none (it failed, or not within the timeout). */
export type BeaconResult = { value: BeaconValue | null } | { error: unknown };

/**
 * The beacon's round after `close`, given up after `timeoutMs` (decision 047: the match day then is
 * void; it never switches to another round or source). Never rejects.
 */
export function waitForBeacon(beacon: Beacon, close: Date, timeoutMs: number): Promise<BeaconResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timeout = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  return Promise.race([beacon.roundAfter(close, signal), timeout]).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}
