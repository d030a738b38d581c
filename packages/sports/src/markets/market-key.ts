/**
 * A market is its id plus its specifiers, as in Sportradar's Unified Odds Feed: `18` with
 * `total=2.5` is "total goals, line 2.5". The key string joins them with `|`, specifiers sorted
 * by name: `18|total=2.5`, `16|hcp=-0.25`, `1` (no specifiers). The key names a market within one
 * event; the event id goes beside it, never into it.
 */
export type Specifiers = Readonly<Record<string, string>>;

export interface MarketRef {
  readonly marketId: number;
  readonly specifiers: Specifiers;
}

export function marketKey(marketId: number, specifiers: Specifiers = {}): string {
  if (!Number.isSafeInteger(marketId) || marketId <= 0) throw new RangeError(`market id ${marketId}`);
  const names = Object.keys(specifiers).sort();
  return [String(marketId), ...names.map((name) => `${name}=${specifiers[name]}`)].join("|");
}

export function parseMarketKey(key: string): MarketRef {
  const [id, ...parts] = key.split("|");
  const marketId = Number(id);
  if (!Number.isSafeInteger(marketId) || marketId <= 0) throw new RangeError(`not a market key: ${key}`);
  const specifiers: Record<string, string> = {};
  for (const part of parts) {
    const at = part.indexOf("=");
    if (at <= 0) throw new RangeError(`not a market key: ${key}`);
    specifiers[part.slice(0, at)] = part.slice(at + 1);
  }
  return { marketId, specifiers };
}

/** A line as a specifier value: 2.5 → "2.5", -0.25 → "-0.25", 0 → "0" (UOF writes no "+"). */
export function formatLine(line: number): string {
  if (!Number.isFinite(line) || !Number.isInteger(line * 4)) throw new RangeError(`line ${line}`);
  return String(line === 0 ? 0 : line);
}

/** A line specifier back to its number, refusing anything but quarters ("2.5", "-0.75", "1"). */
export function parseLine(value: string | undefined): number {
  const line = Number(value);
  if (value === undefined || value.trim() === "" || !Number.isInteger(line * 4))
    throw new RangeError(`not a line: ${value}`);
  return line;
}
