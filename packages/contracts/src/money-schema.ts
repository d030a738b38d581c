import { z } from "zod";
import { AMOUNT_PATTERN } from "./money.ts";

/** Spec §5 "Amount: digits with optional decimals", as a schema for requests and settings. */
export const amountSchema = z.string().regex(AMOUNT_PATTERN, "Please enter a valid amount");
