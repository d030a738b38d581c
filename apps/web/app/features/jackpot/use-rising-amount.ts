import { useEffect, useRef, useState } from "react";

/** How long the shown amount takes to climb to a new one. */
const CLIMB_MS = 900;

/**
 * The amount to show, in minor units: the target at once on the server and after a drop (a smaller
 * amount is a new cycle), and otherwise a short climb to each larger target, as a jackpot meter
 * does. Reduced motion jumps.
 */
export function useRisingAmount(target: bigint): bigint {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    from.current = target;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (target <= start || still) {
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / CLIMB_MS);
      const eased = 1 - (1 - t) ** 3;
      const next = start + ((target - start) * BigInt(Math.round(eased * 1000))) / 1000n;
      from.current = next;
      setShown(next);
      if (t < 1) frame = requestAnimationFrame(step);
      else from.current = target;
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
