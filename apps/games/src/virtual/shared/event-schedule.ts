import { generateServerSeed } from "@platform/fair/node";
import { virtualCommitment } from "@platform/sports";
import { type Column, gt, inArray, or } from "drizzle-orm";
import type { VirtualOptions } from "../virtual-config.ts";

/*
 * Every virtual game's schedule (docs/decisions/048): event n is the n-th of the game's life
 * (sequence n, gapless). Closes fall on multiples of the cadence since the epoch; each next event
 * closes one cadence after the last, or at the next multiple from now after a stop (the game
 * resumes where it was, it does not skip events).
 */

/** The first multiple of the cadence strictly after `at`. */
export function nextAligned(at: number, cadenceMs: number): number {
  return (Math.floor(at / cadenceMs) + 1) * cadenceMs;
}

/** The columns every virtual event's row starts with, its game adding its id and card. */
export interface DueEvent {
  sequence: number;
  opensAt: Date;
  closesAt: Date;
  endsAt: Date;
  commitment: string;
  serverSeed: string;
  status: "open";
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The events that should be open for betting by `now` after the `last` one created, each with its
 * own server seed and commitment (in its row before any message about it is sent).
 */
export function* dueEvents(
  last: { sequence: number; closesAt: Date } | undefined,
  options: Pick<VirtualOptions, "cadenceMs" | "ahead" | "playMs">,
  now: Date,
): Generator<DueEvent> {
  const t = now.getTime();
  const { cadenceMs, ahead, playMs } = options;
  let sequence = last ? last.sequence + 1 : 0;
  let closes = Math.max(last ? last.closesAt.getTime() + cadenceMs : 0, nextAligned(t, cadenceMs));
  // Aligned again, in case the cadence changed since the last event.
  if (closes % cadenceMs !== 0) closes = nextAligned(closes, cadenceMs);
  while (closes - ahead * cadenceMs <= t) {
    const serverSeed = generateServerSeed();
    yield {
      sequence,
      opensAt: new Date(Math.max(t, closes - ahead * cadenceMs)),
      closesAt: new Date(closes),
      endsAt: new Date(closes + playMs),
      commitment: virtualCommitment(serverSeed),
      serverSeed,
      status: "open",
      createdAt: now,
      updatedAt: now,
    };
    sequence += 1;
    closes += cadenceMs;
  }
}

/** Events not finished, and those finished lately (a recovery resends them). */
export function inView(
  table: { status: Column; endsAt: Column },
  options: Pick<VirtualOptions, "cadenceMs" | "playMs">,
  now: Date,
) {
  const recent = new Date(now.getTime() - options.cadenceMs - options.playMs);
  return or(inArray(table.status, ["open", "closing", "playing"]), gt(table.endsAt, recent));
}
