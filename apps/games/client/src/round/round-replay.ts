import type { Spin } from "@platform/contracts";
import type { Translate } from "../i18n/translate.ts";

export interface ReplayFrame {
  /** The spin shown. */
  index: number;
  /** How long the reels spin before it lands. */
  spinMs: number;
  /** How long it stays before the next one. */
  holdMs: number;
}

/** The playback of a round: the paid spin a little longer, the free spins quicker, the last held. */
export function replayFrames(spins: number): ReplayFrame[] {
  return Array.from({ length: spins }, (_, index) => ({
    index,
    spinMs: index === 0 ? 900 : 600,
    holdMs: index === spins - 1 ? 0 : 900,
  }));
}

/** One win in words: "3 × Cherry on line 4", "4 × Lion, 12 ways", "3 × Star scattered". */
export function winLine(win: Spin["wins"][number], name: (symbol: string) => string, t: Translate): string {
  const params = {
    count: win.count,
    symbol: name(win.symbol),
    line: (win.line ?? 0) + 1,
    ways: win.ways ?? 1,
  };
  if (win.kind === "line") return t("win.line", params);
  if (win.kind === "ways") return t("win.ways", params);
  return t("win.scatter", params);
}

/** When the round was played, in the site's language and time zone (an unknown zone reads as UTC). */
export function playedAt(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return date.toLocaleString(locale, { ...options, timeZone: timeZone || "UTC" });
  } catch {
    return date.toLocaleString(locale, { ...options, timeZone: "UTC" });
  }
}
