import type { VirtualRaceFinisher, VirtualRaceProgress } from "@platform/contracts";
import { RACE_DISTANCE_M } from "./race-schedule.ts";

/*
 * Where the runners are while a race is shown running (display only: the drawn order settles it).
 * The run's real `playMs` covers the race clock up to the last runner's time; each runner keeps its
 * own pace to its drawn time, with a swing of up to 6 % of the distance mid-race (a sine that is 0
 * at the traps and at the line, so the finish is exactly the drawn one) that makes leads change.
 */

function swing(trap: number, sequence: number): number {
  return (((trap * 5 + sequence * 3) % 7) - 3) * 0.02;
}

export function raceProgress(
  timesMs: readonly number[],
  sequence: number,
  elapsedMs: number,
  playMs: number,
): { progress: VirtualRaceProgress; finish: VirtualRaceFinisher[] } {
  const elapsed = Math.max(0, Math.min(elapsedMs, playMs));
  const lastMs = Math.max(...timesMs);
  const raceMs = elapsed >= playMs ? lastMs : Math.floor((elapsed / playMs) * lastMs);
  const distances = timesMs.map((time, i) => {
    const x = Math.min(1, raceMs / time);
    const covered = x + swing(i + 1, sequence) * Math.sin(Math.PI * x);
    return Math.round(RACE_DISTANCE_M * covered * 10) / 10;
  });
  const finish = timesMs
    .map((time, i) => ({ trap: i + 1, time_ms: time }))
    .filter((runner) => runner.time_ms <= raceMs)
    .sort((a, b) => a.time_ms - b.time_ms || a.trap - b.trap)
    .map((runner, i) => ({ ...runner, place: i + 1 }));
  return { progress: { elapsed_ms: Math.floor(elapsed), race_ms: raceMs, distances_m: distances }, finish };
}
