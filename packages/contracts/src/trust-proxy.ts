import { z } from "zod";

const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
/** proxy-addr's names for whole ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Fastify's `trustProxy`: whom the server believes about the client's address and scheme. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY, as every server reads it (off by default). A comma-separated list trusts those
 * addresses, CIDR ranges or named ranges (loopback, linklocal, uniquelocal) — the safe form; `1` trusts that many hops whoever sends them, and
 * `true` any sender: both only when nothing but the proxy can reach the server. It decides whose
 * X-Forwarded-For / -Proto / -Host the server believes.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false") return false;
    if (text === "true") return true;
    if (/^\d{1,2}$/.test(text)) {
      // Fastify refuses bare hop counts (they cannot check the peer); this is Express's rule.
      const hops = Number(text);
      return (_address: string, hop: number) => hop < hops;
    }
    const addresses = text.split(",").map((item) => item.trim());
    const invalid = addresses.filter((item) => !ADDRESS.test(item) && !NAMED_RANGES.has(item));
    if (invalid.length > 0) {
      context.addIssue({
        code: "custom",
        message: `TRUST_PROXY takes a hop count, true/false, or addresses and CIDR ranges; not ${invalid.join(", ")}`,
      });
      return z.NEVER;
    }
    return addresses;
  });
