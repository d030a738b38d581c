import type { TicketDetail, ticketsQuerySchema, ticketsResponseSchema } from "@platform/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../db/database.ts";
import { draws, tickets } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { ticketDetailView, ticketView } from "./tickets-view.ts";

type TicketsQuery = z.output<typeof ticketsQuerySchema>;

/** The draw a moved ticket was first added for. */
const movedFrom = alias(draws, "moved_from");
const movedFromColumns = { id: movedFrom.id, sequence: movedFrom.sequence };
type TicketsResponse = z.output<typeof ticketsResponseSchema>;

/** "12" → 12; anything that is not a ticket id → null (it finds nothing). */
export function ticketIdOf(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** Whole days in the site's time zone, as my bets and history filter them. */
export function placedWithin(zone: string, from?: string, to?: string): SQL[] {
  const filters: SQL[] = [];
  if (from) filters.push(sql`${tickets.createdAt} >= (${from}::date)::timestamp at time zone ${zone}`);
  if (to) filters.push(sql`${tickets.createdAt} < (${to}::date + 1)::timestamp at time zone ${zone}`);
  return filters;
}

/**
 * Spec §7 GET api/user/mybets?variant=ticket: the player's tickets on this site, newest first, with
 * their draws; by ticket id (bet_id), status and dates. Another player's ticket id finds nothing.
 */
export async function ticketsOf(
  db: Database,
  site: Site,
  userId: string,
  query: TicketsQuery,
): Promise<TicketsResponse> {
  const filters: SQL[] = [eq(tickets.siteId, site.id), eq(tickets.userId, userId)];
  if (query.bet_id !== undefined) filters.push(eq(tickets.id, ticketIdOf(query.bet_id) ?? -1));
  if (query.game_status) filters.push(eq(tickets.status, query.game_status));
  filters.push(...placedWithin(site.settings.time_zone, query.date_from, query.date_to));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ticket: tickets, draw: draws, movedFrom: movedFromColumns })
      .from(tickets)
      .innerJoin(draws, eq(draws.id, tickets.drawId))
      .leftJoin(movedFrom, eq(movedFrom.id, tickets.movedFromDrawId))
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  return {
    items: rows.map(({ ticket, draw, movedFrom }) => ticketView(site, ticket, draw, movedFrom)),
    page: query.page,
    per_page: query.per_page,
    total: counted?.total ?? 0,
  };
}

/** GET api/user/tickets/:id: one of the player's own tickets with its lines; undefined otherwise. */
export async function ticketOf(
  db: Database,
  site: Site,
  userId: string,
  id: string,
): Promise<TicketDetail | undefined> {
  const ticketId = ticketIdOf(id);
  if (ticketId === null) return undefined;
  const [row] = await db
    .select({ ticket: tickets, draw: draws, movedFrom: movedFromColumns })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .leftJoin(movedFrom, eq(movedFrom.id, tickets.movedFromDrawId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId), eq(tickets.siteId, site.id)));
  return row ? ticketDetailView(site, row.ticket, row.draw, row.movedFrom) : undefined;
}
