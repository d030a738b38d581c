import { asc, eq } from "drizzle-orm";
import { virtualMatchDays } from "../../db/schema.ts";
import type { VirtualOptions } from "../virtual-config.ts";
import type { VirtualDesk } from "../virtual-desk.ts";
import { virtualRoutes } from "../virtual-routes.ts";
import type { MatchDayRow } from "../virtual-schedule.ts";
import { createDeskTestKit, type DeskTestKit } from "./desk-test-kit.ts";

/*
 * Virtual football on a real database (desk-test-kit.ts): the virtual desk as the feed's second
 * producer, and the match days as the database has them.
 */

/** A match day every 2 s, played in 1 s, two open at a time. */
export const KIT_VIRTUAL: Partial<VirtualOptions> = {
  cadenceMs: 2_000,
  playMs: 1_000,
  ahead: 2,
  beaconTimeoutMs: 2_000,
};

export interface VirtualTestKit extends DeskTestKit<VirtualDesk> {
  days(): Promise<MatchDayRow[]>;
  day(id: string): Promise<MatchDayRow>;
}

export async function createVirtualTestKit(virtual: Partial<VirtualOptions> = {}): Promise<VirtualTestKit> {
  const kit = await createDeskTestKit<VirtualDesk>({
    feedOptions: { virtual: { ...KIT_VIRTUAL, ...virtual } },
    desk: (feed) => feed.virtual!,
    async routes(games, { desk, ...deps }) {
      await games.register(virtualRoutes, { ...deps, virtual: desk.options });
    },
  });
  const db = kit.testDb.db;
  return Object.assign(kit, {
    days: () => db.select().from(virtualMatchDays).orderBy(asc(virtualMatchDays.sequence)),
    async day(id: string) {
      const [row] = await db.select().from(virtualMatchDays).where(eq(virtualMatchDays.id, id));
      return row!;
    },
  });
}
