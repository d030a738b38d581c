import { SPORTS_LIVE_CHANNEL } from "@platform/contracts";
import type { GamesDatabase } from "../../db/database.ts";
import type { Clock } from "../../shared/clock.ts";
import type { LiveChannels } from "../../shared/live-channels.ts";
import { fixtureDetail, listFixtures } from "./catalogue-queries.ts";

const EVENT_PREFIX = "sports:event:";

/**
 * The sportsbook's public channels: `sports:live` (every match in play) and `sports:event:{id}`
 * (one match's markets and state). Their snapshots are the catalogue's own answers, so a page that
 * subscribes late, or resumes past the history window, starts from what the book holds now.
 */
export function sportsLiveChannels(db: GamesDatabase, clock: Clock): LiveChannels {
  return {
    owns: (channel) => channel === SPORTS_LIVE_CHANNEL || channel.startsWith(EVENT_PREFIX),
    async snapshot(channel) {
      if (channel === SPORTS_LIVE_CHANNEL) {
        return {
          type: "live",
          fixtures: await listFixtures(db, { operator: "", when: "live", limit: 200 }, clock()),
        };
      }
      return { type: "event", fixture: await fixtureDetail(db, channel.slice(EVENT_PREFIX.length)) };
    },
  };
}
