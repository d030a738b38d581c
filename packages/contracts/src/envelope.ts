import { z } from "zod";

/** Spec §8: every response carries `status`; failures add `message` and `errors[]`. */
export const errorItemSchema = z.object({ message: z.string(), field: z.string().optional() });

export const errorEnvelopeSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  errors: z.array(errorItemSchema),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal("success"), message: z.string().optional(), data });
}

export function errorEnvelope(
  message: string,
  errors: { message: string; field?: string }[] = [],
): ErrorEnvelope {
  return { status: "error", message, errors: errors.length > 0 ? errors : [{ message }] };
}
