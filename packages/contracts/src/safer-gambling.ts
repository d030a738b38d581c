import { z } from "zod";
import { moneyStringSchema } from "./wallet.ts";

/*
 * Safer gambling (UKGC RTS 13 reality checks, time-outs and self-exclusion as GAMSTOP-style
 * operators offer them): the player's choices and what a session has cost so far.
 */

/** Minutes between reality checks a player may choose; 0 turns them off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 45, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** A short break from gambling. */
export const TIME_OUT_PERIODS = ["24h", "1w", "1m", "6w"] as const;
/** A long one: the account stays closed to play however the player asks. */
export const SELF_EXCLUSION_PERIODS = ["6m", "1y", "2y", "5y"] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionPeriod = TimeOutPeriod | SelfExclusionPeriod;

export const EXCLUSION_KINDS = ["time_out", "self_exclusion"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

const intervalSchema = z
  .number({ message: "Please choose one of the intervals offered" })
  .int()
  .refine((value) => (REALITY_CHECK_INTERVALS as readonly number[]).includes(value), {
    message: "Please choose one of the intervals offered",
  });

export const realityCheckIntervalRequestSchema = z.object({ reality_check_minutes: intervalSchema });

/** The current password proves the player (Google-only accounts: a fresh sign-in instead). */
const passwordSchema = z.string().max(128).optional();

export const timeOutRequestSchema = z.object({
  period: z.enum(TIME_OUT_PERIODS, { message: "Please choose one of the periods offered" }),
  password: passwordSchema,
});
export const selfExclusionRequestSchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { message: "Please choose one of the periods offered" }),
  password: passwordSchema,
});

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  period: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

/** GET api/user/safer-gambling: the player's choices and what may be chosen. */
export const saferGamblingResponseSchema = z.object({
  /** The interval in force (the player's choice, else the site's default); 0: off. */
  reality_check_minutes: z.number().int(),
  /** True when the player has not chosen and the site's default applies. */
  reality_check_is_default: z.boolean(),
  reality_check_options: z.array(z.number().int()),
  time_out_periods: z.array(z.enum(TIME_OUT_PERIODS)),
  self_exclusion_periods: z.array(z.enum(SELF_EXCLUSION_PERIODS)),
  /** Earlier time-outs and exclusions, newest first. */
  history: z.array(exclusionSchema),
});
export type SaferGambling = z.infer<typeof saferGamblingResponseSchema>;

/** GET api/user/reality-check: the current session, from its start on the server. */
export const realityCheckResponseSchema = z.object({
  session_started_at: z.string(),
  elapsed_seconds: z.number().int().nonnegative(),
  /** 0: reality checks are off. */
  interval_minutes: z.number().int(),
  /** Seconds until the next check is due (0: due now); null when checks are off. */
  next_check_in_seconds: z.number().int().nonnegative().nullable(),
  /** Stakes of game movements since the session started, net of rollbacks. */
  staked: moneyStringSchema,
  won: moneyStringSchema,
  /** won − staked: negative when the player is down. */
  net: moneyStringSchema,
  currency_code: z.string(),
  currency_symbol: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheckResponseSchema>;
