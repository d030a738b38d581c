import { errorEnvelopeSchema } from "@platform/contracts";

/**
 * The error statuses every API route can answer, declared on each route so the OpenAPI document
 * lists them and the envelope is serialised by the same schema.
 */
export const errorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;
