import { DEFAULT_SITE_CODE } from "@platform/contracts";
import { z } from "zod";

/*
 * Header schemas are loose objects: Fastify replaces request.headers with the parsed value, and a
 * strict object would drop every other header (x-forwarded-*, if-none-match).
 */

const siteCode = z.string().trim().min(1).max(50);

/** Spec §7: `site-code` defaults to drc-online when the client sends none. */
export const siteCodeHeadersSchema = z.looseObject({ "site-code": siteCode.default(DEFAULT_SITE_CODE) });

/** A host, maybe with a port; normalised to the lower-case host alone. */
export const feDomainHeadersSchema = z.looseObject({
  "fe-domain": z
    .string({ error: "The fe-domain header is required" })
    .trim()
    .min(1, "The fe-domain header is required")
    .max(255)
    .transform((host) => host.replace(/:\d+$/, "").toLowerCase()),
});
