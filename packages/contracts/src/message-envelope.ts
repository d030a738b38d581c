import { z } from "zod";

/**
 * Session and account calls that do not log in answer `{status: "success", message, data?}`
 * (spec §8): the message is shown to the player as a toast.
 */
export const messageEnvelopeSchema = z.object({ status: z.literal("success"), message: z.string() });

export function messageEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal("success"), message: z.string(), data });
}
