import { asc, eq } from "drizzle-orm";
import { virtualRaces } from "../../../db/schema.ts";
import { createDeskTestKit, type DeskTestKit } from "../../test/desk-test-kit.ts";
import type { RaceOptions } from "../race-config.ts";
import type { RaceDesk } from "../race-desk.ts";
import { raceRoutes } from "../race-routes.ts";
import type { RaceRow } from "../race-schedule.ts";

/*
 * Virtual greyhounds on a real database (../../test/desk-test-kit.ts): the race desk as another
 * producer of the feed, and the races as the database has them.
 */

export interface RaceTestKit extends DeskTestKit<RaceDesk> {
  races(): Promise<RaceRow[]>;
  race(id: string): Promise<RaceRow>;
}

export async function createRaceTestKit(racing: Partial<RaceOptions>): Promise<RaceTestKit> {
  const kit = await createDeskTestKit<RaceDesk>({
    feedOptions: { racing },
    desk: (feed) => feed.racing!,
    async routes(games, { desk, ...deps }) {
      await games.register(raceRoutes, { ...deps, racing: desk.options });
    },
  });
  const db = kit.testDb.db;
  return Object.assign(kit, {
    races: () => db.select().from(virtualRaces).orderBy(asc(virtualRaces.sequence)),
    async race(id: string) {
      const [row] = await db.select().from(virtualRaces).where(eq(virtualRaces.id, id));
      return row!;
    },
  });
}
