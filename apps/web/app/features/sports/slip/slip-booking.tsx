import { bookingCodeSchema } from "@platform/contracts";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../../../shell/use-shell.ts";
import {
  type BookingSource,
  bookedFixture,
  bookingPath,
  createBooking,
  fetchBookedFixtures,
  fetchBooking,
  namer,
} from "./booking-client.ts";
import { bookedLegs } from "./slip-prices.ts";
import { replaceSelections, type SlipState } from "./slip-state.ts";

type Update = (change: (state: SlipState) => SlipState) => void;

type Shared = { code: string; link: string; copied: boolean };
type Loaded =
  | { kind: "loaded"; code: string; count: number; changed: number; closed: number }
  | { kind: "invalid" | "not_found" | "failed" | "busy" };

/**
 * Booking codes on the slip (issue 19): "Book / share" makes a code of the slip and shows its link
 * with copy and, where the device has one, its share sheet; "Load a booking code" replaces the slip
 * with a code's selections at today's prices. Without JavaScript the load form is a GET to the
 * booking page, which the server renders with the slip loaded.
 */
export function SlipBooking({
  source,
  slip,
  update,
}: {
  source: BookingSource | null;
  slip: SlipState;
  update: Update;
}) {
  const t = useT();
  const id = useId();
  const [shared, setShared] = useState<Shared | null>(null);
  const [sharing, setSharing] = useState<"busy" | "failed" | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const count = slip.selections.length;

  async function book() {
    if (!source) return;
    setSharing("busy");
    const answer = await createBooking(source, slip.selections);
    if (answer.kind !== "ok") {
      setSharing("failed");
      return;
    }
    setSharing(null);
    const link = new URL(bookingPath(answer.booking.code), window.location.href).toString();
    setShared({ code: answer.booking.code, link, copied: false });
  }

  async function copy() {
    if (!shared) return;
    try {
      await navigator.clipboard.writeText(shared.link);
      setShared({ ...shared, copied: true });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays shown to copy by hand.
    }
  }

  async function share() {
    if (!shared) return;
    try {
      await navigator.share({ title: t("sports.booking.share_title"), text: shared.code, url: shared.link });
    } catch {
      // The player closed the share sheet.
    }
  }

  async function load(event: FormEvent<HTMLFormElement>) {
    // Without a way to the aggregator from here, the form goes to the booking page as it would without JavaScript.
    if (!source) return;
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("booking_code");
    const code = bookingCodeSchema.safeParse(
      String(typed ?? "")
        .trim()
        .toUpperCase(),
    );
    if (!code.success) {
      setLoaded({ kind: "invalid" });
      return;
    }
    setLoaded({ kind: "busy" });
    const answer = await fetchBooking(source, code.data);
    if (answer.kind !== "ok") {
      setLoaded({ kind: answer.kind });
      return;
    }
    const fixtures = (await fetchBookedFixtures(source, answer.booking)).map(bookedFixture);
    const legs = bookedLegs(answer.booking, namer(t, fixtures));
    update((state) => replaceSelections(state, legs));
    setShared(null);
    setLoaded({
      kind: "loaded",
      code: answer.booking.code,
      count: legs.length,
      changed: legs.filter((leg) => leg.was_price_milli !== undefined).length,
      closed: legs.filter((leg) => leg.status !== undefined).length,
    });
  }

  const problem = loaded && loaded.kind !== "loaded" && loaded.kind !== "busy" ? loaded.kind : null;
  const canShare = typeof navigator !== "undefined" && "share" in navigator;
  return (
    <section className="slip-booking" aria-labelledby={`${id}-booking`}>
      <h3 id={`${id}-booking`} className="slip-booking__title">
        {t("sports.booking.title")}
      </h3>
      {count > 0 && source && (
        <button type="button" className="slip-booking__book" disabled={sharing === "busy"} onClick={book}>
          {t("sports.booking.book")}
        </button>
      )}
      {sharing === "failed" && <p className="bet-slip__note">{t("sports.booking.book_failed")}</p>}
      {shared && (
        <div className="slip-booking__shared" data-booking-code={shared.code}>
          <p>
            {t("sports.booking.your_code")} <b className="slip-booking__code">{shared.code}</b>
          </p>
          <a href={shared.link} className="slip-booking__link">
            {shared.link}
          </a>
          <div className="slip-booking__actions">
            <button type="button" onClick={copy}>
              {shared.copied ? t("sports.booking.copied") : t("sports.booking.copy")}
            </button>
            {canShare && (
              <button type="button" onClick={share}>
                {t("sports.booking.share")}
              </button>
            )}
          </div>
        </div>
      )}
      <form method="get" action="/sports/booking" className="slip-booking__load" onSubmit={load} noValidate>
        <label htmlFor={`${id}-code`}>{t("sports.booking.load_label")}</label>
        <div className="slip-booking__row">
          <input
            id={`${id}-code`}
            name="booking_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            pattern="[2-9A-HJKMNP-Za-hjkmnp-z]{6}"
            aria-invalid={problem === "invalid" || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          <button type="submit" disabled={loaded?.kind === "busy"}>
            {t("sports.booking.load")}
          </button>
        </div>
      </form>
      <div role="status" className="slip-booking__status">
        {problem && (
          <p id={`${id}-problem`} className="bet-slip__note" data-problem={problem}>
            {t(`sports.booking.problem.${problem}`)}
          </p>
        )}
        {loaded?.kind === "loaded" && (
          <p className="bet-slip__note" data-loaded={loaded.code}>
            {t("sports.booking.loaded", { code: loaded.code, count: loaded.count })}
            {loaded.changed > 0 && ` ${t("sports.booking.changed", { count: loaded.changed })}`}
            {loaded.closed > 0 && ` ${t("sports.booking.closed", { count: loaded.closed })}`}
          </p>
        )}
      </div>
    </section>
  );
}
