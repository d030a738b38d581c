/*
 * The bet types of lotto 5/90 as Nigerian and Ghanaian operators sell them (REFERENCES §Lotto 5/90).
 * Pure math: a selection is checked here once, then its lines are counted (combinatorially, never by
 * listing them: the picker shows the count on every tap and settlement counts 100,000 tickets) or
 * listed (a ticket shows each line and whether it won). Nothing here imports Node, so the picker and
 * the verifier page run the same code in the browser.
 */

/** Balls are numbered 1–90; five are drawn without replacement. */
export const LOWEST_NUMBER = 1;
export const HIGHEST_NUMBER = 90;
export const BALLS_DRAWN = 5;

/** How many numbers a line holds, and so which multiplier a winning line is paid. */
export type LineSize = 1 | 2 | 3 | 4 | 5;
export type PermSize = 2 | 3 | 4 | 5;

/**
 * The most numbers a perm may hold, per perm size. Operators cap these (Perm 2 ≤ 25, Perm 5 ≤ 10);
 * the caps keep a ticket at most 1,365 lines (Perm 4 of 15), which a player can still read.
 */
export const PERM_MAX_NUMBERS: Readonly<Record<PermSize, number>> = { 2: 25, 3: 20, 4: 15, 5: 10 };

/**
 * The most lines a banker ticket may have. It is the most an against can have (45 × 45, every ball in
 * one group or the other), so no bet type reaches further; "banker to all" (one banker with the
 * other 89 numbers, 89 lines) fits well inside it.
 */
export const MAX_LINES = 2025;

/**
 * - direct: exactly `size` numbers, one line. Direct 1 (NAP 1) wins only when its number is the
 *   first ball drawn; Direct 2–5 win when every number is among the five drawn, in any order.
 * - perm: n > size numbers; every size-combination is a line (C(n, size) lines).
 * - banker: `bankers` are on every line; each line is the bankers plus size − |bankers| of the
 *   variable `numbers`, every such choice a line (C(|numbers|, size − |bankers|) lines). With one
 *   banker and size 2 that is the common convention: each variable number with the banker is a
 *   2-number line. There must be more variable numbers than a line needs, or it is a Direct.
 * - against: two disjoint groups; every (top, bottom) pair is a 2-number line (|top| × |bottom|).
 */
export type SelectionInput =
  | { type: "direct"; size: LineSize; numbers: readonly number[] }
  | { type: "perm"; size: PermSize; numbers: readonly number[] }
  | { type: "banker"; size: PermSize; bankers: readonly number[]; numbers: readonly number[] }
  | { type: "against"; top: readonly number[]; bottom: readonly number[] };

declare const checked: unique symbol;
/** A selection that passed `checkSelection`: numbers valid, unique and sorted ascending. */
export type Selection = SelectionInput & { readonly [checked]: true };

/** A line is its numbers in ascending order. */
export type Line = readonly number[];

export class SelectionError extends Error {
  override readonly name = "SelectionError";
}

/** Checks a selection and returns it with every group sorted; throws a SelectionError saying what is wrong. */
export function checkSelection(input: SelectionInput): Selection {
  switch (input.type) {
    case "direct": {
      if (!isLineSize(input.size)) throw new SelectionError("a Direct bet is Direct 1 to Direct 5");
      const numbers = checkGroup(input.numbers, "the numbers");
      if (numbers.length !== input.size)
        throw new SelectionError(
          `Direct ${input.size} takes exactly ${input.size} number${input.size === 1 ? "" : "s"}, not ${numbers.length}`,
        );
      return { type: "direct", size: input.size, numbers } as SelectionInput as Selection;
    }
    case "perm": {
      if (!isPermSize(input.size)) throw new SelectionError("a Perm bet is Perm 2 to Perm 5");
      const numbers = checkGroup(input.numbers, "the numbers");
      const most = PERM_MAX_NUMBERS[input.size];
      if (numbers.length <= input.size)
        throw new SelectionError(
          `Perm ${input.size} takes more than ${input.size} numbers (with exactly ${input.size} it is a Direct ${input.size})`,
        );
      if (numbers.length > most)
        throw new SelectionError(`Perm ${input.size} takes at most ${most} numbers, not ${numbers.length}`);
      return { type: "perm", size: input.size, numbers } as SelectionInput as Selection;
    }
    case "banker": {
      if (!isPermSize(input.size)) throw new SelectionError("a Banker bet makes lines of 2 to 5 numbers");
      const bankers = checkGroup(input.bankers, "the bankers");
      const numbers = checkGroup(input.numbers, "the variable numbers");
      if (bankers.length < 1 || bankers.length >= input.size)
        throw new SelectionError(
          `a Banker bet on ${input.size}-number lines takes 1 to ${input.size - 1} banker${input.size === 2 ? "" : "s"}, not ${bankers.length}`,
        );
      checkDisjoint(bankers, numbers, "a banker cannot also be a variable number");
      const free = input.size - bankers.length;
      if (numbers.length <= free)
        throw new SelectionError(
          `${bankers.length} banker${bankers.length === 1 ? "" : "s"} on ${input.size}-number lines take more than ${free} variable number${free === 1 ? "" : "s"} (with exactly ${free} it is a Direct ${input.size})`,
        );
      const selection = { type: "banker", size: input.size, bankers, numbers } as SelectionInput as Selection;
      const lines = lineCount(selection);
      if (lines > MAX_LINES)
        throw new SelectionError(`this Banker bet makes ${lines} lines; a ticket takes at most ${MAX_LINES}`);
      return selection;
    }
    case "against": {
      const top = checkGroup(input.top, "the top group");
      const bottom = checkGroup(input.bottom, "the bottom group");
      if (top.length === 0 || bottom.length === 0)
        throw new SelectionError("an Against bet needs at least one number in each group");
      if (top.length === 1 && bottom.length === 1)
        throw new SelectionError("one number against one is a Direct 2; add numbers to either group");
      checkDisjoint(top, bottom, "a number cannot be in both groups");
      return { type: "against", top, bottom } as SelectionInput as Selection;
    }
    default:
      throw new SelectionError(`unknown bet type ${JSON.stringify((input as { type: unknown }).type)}`);
  }
}

/** The multiplier a winning line of this selection is paid at: Against lines are 2-number lines. */
export function lineSizeOf(selection: Selection): LineSize {
  return selection.type === "against" ? 2 : selection.size;
}

/** The number of lines, counted without listing them. */
export function lineCount(selection: Selection): number {
  switch (selection.type) {
    case "direct":
      return 1;
    case "perm":
      return choose(selection.numbers.length, selection.size);
    case "banker":
      return choose(selection.numbers.length, selection.size - selection.bankers.length);
    case "against":
      return selection.top.length * selection.bottom.length;
  }
}

/** Every line of the selection, each in ascending order. */
export function linesOf(selection: Selection): Line[] {
  switch (selection.type) {
    case "direct":
      return [selection.numbers];
    case "perm":
      return combinations(selection.numbers, selection.size);
    case "banker": {
      const { bankers } = selection;
      return combinations(selection.numbers, selection.size - bankers.length).map((rest) =>
        [...bankers, ...rest].sort(ascending),
      );
    }
    case "against":
      return selection.top.flatMap((a) => selection.bottom.map((b) => (a < b ? [a, b] : [b, a])));
  }
}

/**
 * The disjoint groups whose hits decide how many lines win (Direct and Perm: the numbers; Banker: the
 * bankers, then the variable numbers; Against: top, then bottom). Settlement and the odds both count
 * winning lines from the hits per group, so neither has to list the lines.
 */
export function groupsOf(selection: Selection): readonly (readonly number[])[] {
  switch (selection.type) {
    case "direct":
    case "perm":
      return [selection.numbers];
    case "banker":
      return [selection.bankers, selection.numbers];
    case "against":
      return [selection.top, selection.bottom];
  }
}

/**
 * How many lines win when hits[i] numbers of group i are among the five drawn. Direct 1 is not
 * decided by hits (only the first ball counts): the caller handles it.
 */
export function winningLinesFromHits(selection: Selection, hits: readonly number[]): number {
  const [first = 0, second = 0] = hits;
  switch (selection.type) {
    case "direct":
      return first === selection.size ? 1 : 0;
    case "perm":
      return choose(first, selection.size);
    case "banker":
      // Every line holds every banker: a missed banker loses the whole ticket.
      return first === selection.bankers.length ? choose(second, selection.size - first) : 0;
    case "against":
      return first * second;
  }
}

/** C(n, k) as a number; exact for every count this module can produce (C(90, 5) < 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  // Each partial product is itself a binomial coefficient, so the division is exact.
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return result;
}

/** The k-combinations of items, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const result: T[][] = [];
  const picked: T[] = [];
  const walk = (start: number): void => {
    if (picked.length === k) {
      result.push([...picked]);
      return;
    }
    for (let i = start; i <= items.length - (k - picked.length); i++) {
      picked.push(items[i]!);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
  return result;
}

function checkGroup(numbers: readonly number[], what: string): readonly number[] {
  if (!Array.isArray(numbers)) throw new SelectionError(`${what} must be a list of numbers`);
  const seen = new Set<number>();
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < LOWEST_NUMBER || n > HIGHEST_NUMBER)
      throw new SelectionError(
        `${what}: ${JSON.stringify(n)} is not a number from ${LOWEST_NUMBER} to ${HIGHEST_NUMBER}`,
      );
    if (seen.has(n)) throw new SelectionError(`${what}: ${n} is picked twice`);
    seen.add(n);
  }
  return [...numbers].sort(ascending);
}

function checkDisjoint(a: readonly number[], b: readonly number[], message: string): void {
  const shared = a.filter((n) => b.includes(n));
  if (shared.length > 0) throw new SelectionError(`${message} (${shared.join(", ")})`);
}

function isLineSize(size: unknown): size is LineSize {
  return size === 1 || size === 2 || size === 3 || size === 4 || size === 5;
}

function isPermSize(size: unknown): size is PermSize {
  return size === 2 || size === 3 || size === 4 || size === 5;
}

function ascending(a: number, b: number): number {
  return a - b;
}
