import { z } from "zod";

/** An alert the operator must look at (money held, refused or unexplained). */
export const operatorAlertSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  severity: z.enum(["critical", "warning"]),
  user_id: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
});
export type OperatorAlertView = z.infer<typeof operatorAlertSchema>;

export const operatorAlertsQuerySchema = z.object({
  /** "all" includes resolved alerts; by default only open ones. */
  status: z.enum(["open", "all"]).default("open"),
});
