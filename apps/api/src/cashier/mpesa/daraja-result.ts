import { z } from "zod";
import { GatewayRejectedError } from "../payment-gateway.ts";

const parameterSchema = z.object({
  Key: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

/**
 * The `Result` Daraja posts to a ResultURL (B2C, transaction status). Its XML origins show:
 * a single ResultParameter comes as an object, not a list.
 */
const resultSchema = z.object({
  Result: z.object({
    ResultType: z.union([z.string(), z.number()]).optional(),
    ResultCode: z.union([z.string(), z.number()]).transform(String),
    ResultDesc: z.string().optional(),
    OriginatorConversationID: z.string().optional(),
    ConversationID: z.string().optional(),
    TransactionID: z.string().optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([parameterSchema, z.array(parameterSchema)]) })
      .optional(),
  }),
});

export interface DarajaResult {
  resultCode: string;
  resultDesc: string;
  originatorConversationId: string | null;
  conversationId: string | null;
  transactionId: string | null;
  /** ResultParameters by Key (values as sent, numbers or strings). */
  parameters: Map<string, string | number | undefined>;
}

/** Reads a ResultURL body; GatewayRejectedError when it is not a Daraja Result. */
export function parseDarajaResult(body: Buffer): DarajaResult {
  const parsed = resultSchema.safeParse(parseJson(body));
  if (!parsed.success) throw new GatewayRejectedError("not a Daraja result");
  const result = parsed.data.Result;
  const raw = result.ResultParameters?.ResultParameter ?? [];
  const parameters = new Map((Array.isArray(raw) ? raw : [raw]).map((item) => [item.Key, item.Value]));
  return {
    resultCode: result.ResultCode,
    resultDesc: result.ResultDesc?.trim() ?? "",
    originatorConversationId: result.OriginatorConversationID ?? null,
    conversationId: result.ConversationID ?? null,
    transactionId: result.TransactionID ?? null,
    parameters,
  };
}

/** A parameter as text, when it was sent and not empty. */
export function textParameter(result: DarajaResult, key: string): string | undefined {
  const value = result.parameters.get(key);
  return value === undefined || String(value).trim() === "" ? undefined : String(value).trim();
}

/** A callback body as JSON; GatewayRejectedError when it is not JSON at all. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new GatewayRejectedError("callback body is not JSON");
  }
}
