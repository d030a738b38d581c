import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { useT } from "../../../shell/use-shell.ts";
import { SportsFrame } from "../sports-frame.tsx";
import { namer } from "./booking-client.ts";
import type { BookingData } from "./booking-page.server.ts";
import { bookedLegs } from "./slip-prices.ts";
import { EMPTY_SLIP, replaceSelections } from "./slip-state.ts";
import { ServerSlipContext, useSlip } from "./use-slip.ts";

/**
 * A booking code's link (issue 19): the code's selections become the slip, at today's prices, a
 * changed price marked beside the booked one and a leg no longer open marked closed. The server
 * renders the loaded slip; once hydrated it replaces the stored slip (the player's preferences and
 * stake kept), once per code: placing and the revalidation after it do not load it again.
 */
export function BookingPage({ data }: { data: BookingData }) {
  const t = useT();
  const legs = useMemo(
    () => (data.booking ? bookedLegs(data.booking, namer(t, data.fixtures)) : []),
    [data.booking, data.fixtures, t],
  );
  const served = useMemo(() => replaceSelections(EMPTY_SLIP, legs), [legs]);
  const serverSlip = useCallback(() => served, [served]);
  return (
    <ServerSlipContext.Provider value={data.booking ? serverSlip : null}>
      <LoadOnce code={data.booking?.code ?? null} legs={legs} />
      <SportsFrame slip={data}>
        <section className="booking-page" aria-labelledby="booking-title">
          <h2 id="booking-title" className="sportsbook__title">
            {t("sports.booking.page_title", { code: data.code })}
          </h2>
          {data.problem ? (
            <p className="sportsbook__unavailable" data-problem={data.problem}>
              {t(`sports.booking.problem.${data.problem}`)}
            </p>
          ) : (
            <p>
              {t("sports.booking.loaded", { code: data.code, count: legs.length })}{" "}
              {t("sports.booking.page_hint")}
            </p>
          )}
          <p>
            <Link to="/sports">{t("sports.back_home")}</Link>
          </p>
        </section>
      </SportsFrame>
    </ServerSlipContext.Provider>
  );
}

function LoadOnce({ code, legs }: { code: string | null; legs: ReturnType<typeof bookedLegs> }) {
  const [, update] = useSlip();
  const loaded = useRef<string | null>(null);
  // Before the first paint: the hydrated page goes from the server's slip to the same slip stored.
  useLayoutEffect(() => {
    if (!code || loaded.current === code) return;
    loaded.current = code;
    update((state) => replaceSelections(state, legs));
  }, [code, legs, update]);
  return null;
}
