import fc from "fast-check";
import { HIGHEST_NUMBER, PERM_MAX_NUMBERS, type PermSize, type SelectionInput } from "./bet-types.ts";

/*
 * fast-check arbitraries shared by the draws tests: selections of every bet type, and draws that
 * often hit them (five balls at random would almost never hit a Direct 3, and the payout test would
 * prove little).
 */

export const ALL_NUMBERS = Array.from({ length: HIGHEST_NUMBER }, (_, i) => i + 1);

const permSize = fc.constantFrom<PermSize>(2, 3, 4, 5);

/** `count` distinct numbers from 1–90, in random order. */
export function distinct(count: number): fc.Arbitrary<number[]> {
  return fc.shuffledSubarray(ALL_NUMBERS, { minLength: count, maxLength: count });
}

export const directInput = fc
  .constantFrom<1 | 2 | 3 | 4 | 5>(1, 2, 3, 4, 5)
  .chain((size) => distinct(size).map((numbers): SelectionInput => ({ type: "direct", size, numbers })));

export const permInput = permSize.chain((size) =>
  fc
    .integer({ min: size + 1, max: PERM_MAX_NUMBERS[size] })
    .chain(distinct)
    .map((numbers): SelectionInput => ({ type: "perm", size, numbers })),
);

/** Banker selections up to `maxVariables` variable numbers; some exceed MAX_LINES on purpose. */
export function bankerInput(maxVariables = 30): fc.Arbitrary<SelectionInput & { type: "banker" }> {
  return permSize.chain((size) =>
    fc.integer({ min: 1, max: size - 1 }).chain((bankerCount) => {
      const free = size - bankerCount;
      const most = free === 1 ? HIGHEST_NUMBER - bankerCount : Math.max(free + 1, maxVariables);
      return fc
        .integer({ min: free + 1, max: Math.min(most, HIGHEST_NUMBER - bankerCount) })
        .chain((variables) => distinct(bankerCount + variables))
        .map((numbers) => ({
          type: "banker" as const,
          size,
          bankers: numbers.slice(0, bankerCount),
          numbers: numbers.slice(bankerCount),
        }));
    }),
  );
}

export function againstInput(maxGroup = 45): fc.Arbitrary<SelectionInput & { type: "against" }> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxGroup }), fc.integer({ min: 1, max: maxGroup }))
    .filter(([top, bottom]) => top + bottom > 2)
    .chain(([top, bottom]) =>
      distinct(top + bottom).map((numbers) => ({
        type: "against" as const,
        top: numbers.slice(0, top),
        bottom: numbers.slice(top),
      })),
    );
}

/** Every number a selection picks. */
export function pickedNumbers(input: SelectionInput): number[] {
  switch (input.type) {
    case "direct":
    case "perm":
      return [...input.numbers];
    case "banker":
      return [...input.bankers, ...input.numbers];
    case "against":
      return [...input.top, ...input.bottom];
  }
}

/**
 * Five balls, in draw order, of which up to five are the selection's own numbers (so lines do win),
 * the rest any other numbers; a rotation decides which ball comes first.
 */
export function drawFor(input: SelectionInput): fc.Arbitrary<number[]> {
  const picked = pickedNumbers(input);
  return fc
    .tuple(
      fc.shuffledSubarray(picked, { maxLength: Math.min(5, picked.length) }),
      fc.shuffledSubarray(ALL_NUMBERS, { minLength: HIGHEST_NUMBER, maxLength: HIGHEST_NUMBER }),
      fc.nat({ max: 4 }),
    )
    .map(([chosen, order, rotation]) => {
      const rest = order.filter((n) => !chosen.includes(n)).slice(0, 5 - chosen.length);
      const balls = [...chosen, ...rest];
      return [...balls.slice(rotation), ...balls.slice(0, rotation)];
    });
}
