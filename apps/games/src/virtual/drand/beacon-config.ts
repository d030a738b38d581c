import { z } from "zod";
import { type Beacon, noBeacon } from "../beacon.ts";
import { DEFAULT_RELAYS, type DrandBeaconOptions, drandBeacon } from "./drand-beacon.ts";

/*
 * Which beacon fixes a match day's entropy (decisions 047 and 049). `none` (the default) suits the
 * demo and machines without internet: the entropy line says `beacon=none`. Production sets `drand`.
 */

const relayUrlsSchema = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.url({ protocol: /^https?$/, error: "VIRTUAL_BEACON_URLS must be http(s) URLs, comma-separated" }),
      )
      .min(1, "VIRTUAL_BEACON_URLS needs at least one relay"),
  );

const beaconEnvSchema = z.object({
  VIRTUAL_BEACON: z.enum(["none", "drand"]).default("none"),
  VIRTUAL_BEACON_URLS: relayUrlsSchema.default([...DEFAULT_RELAYS]),
});

export type BeaconEnv = z.infer<typeof beaconEnvSchema>;

export function beaconFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  /** The caller's own: its logger, and its beacon timeout (the desk's VIRTUAL_BEACON_TIMEOUT_MS) as giveUpAfterMs. */
  extra: Pick<DrandBeaconOptions, "log" | "now" | "fetch" | "giveUpAfterMs"> = {},
): Beacon {
  const parsed = beaconEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid virtual beacon environment:\n${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  if (settings.VIRTUAL_BEACON === "none") return noBeacon;
  return drandBeacon({ ...extra, urls: settings.VIRTUAL_BEACON_URLS });
}
