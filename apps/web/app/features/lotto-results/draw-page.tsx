import type { Draw } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { gameNameKey, isResulted, playHref } from "../../shell/draw-games/draw-games.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { serverNow, useServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { DrawBalls } from "./draw-balls.tsx";
import { DrawTimer } from "./draw-timer.tsx";
import { DrawVerifier } from "./draw-verifier.tsx";
import { FairHow } from "./fair-how.tsx";
import type { DrawPageData } from "./lotto-results.server.ts";
import { RecomputeForm } from "./recompute-form.tsx";
import { resultsHref } from "./results-query.ts";
import { useRefreshWhen } from "./use-refresh-when.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fair-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A drawn draw: numbers and seed both published. */
type ResultedDraw = Draw & { server_seed: string; numbers: number[] };

/** The status at the server's `now`: a page left open moves from upcoming to open to closed. */
function liveStatus(draw: Draw, now: number): Draw["status"] {
  if (draw.status !== "upcoming" && draw.status !== "open") return draw.status;
  if (now < Date.parse(draw.opens_at)) return "upcoming";
  return now < Date.parse(draw.closes_at) ? "open" : "closed";
}

function DrawDetails({
  draw,
  serverTime,
  children,
}: {
  draw: Draw;
  serverTime: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const at = (instant: string) => <time dateTime={instant}>{formatSiteDateTime(instant, clock)}</time>;
  const now = serverNow(useServerClock(serverTime));
  const resulted = isResulted(draw) ? (draw as ResultedDraw) : null;
  // Until the numbers are out the page asks again once the draw's time has passed.
  useRefreshWhen(resulted ? null : Date.parse(draw.draw_at), now);
  const title = t("draws.draw_title", { game: t(gameNameKey(draw.game)), sequence: String(draw.sequence) });
  const status = liveStatus(draw, now);
  return (
    <>
      <article className="draw-card" data-status={status} aria-labelledby="draw-title">
        <div className="draw-card__head">
          <h2 id="draw-title" className="draw-card__title">
            {title}
          </h2>
          <span className="draw-status" data-status={status}>
            {t(`draws.status.${status}`)}
          </span>
        </div>
        {resulted ? (
          <DrawBalls numbers={resulted.numbers} />
        ) : status === "upcoming" ? (
          <DrawTimer until={draw.opens_at} now={now} label={t("draws.opens_in")} />
        ) : status === "open" ? (
          <DrawTimer until={draw.closes_at} now={now} label={t("draws.closes_in")} />
        ) : (
          <DrawTimer until={draw.draw_at} now={now} label={t("draws.drawn_in")} />
        )}
        {status === "open" && (
          <Link to={playHref(draw.game, draw.id)} className="btn btn--primary draw-card__play">
            {t("draws.play")}
          </Link>
        )}
        <dl className="fair-facts">
          <Fact label={t("draws.opens_at")}>{at(draw.opens_at)}</Fact>
          <Fact label={t("draws.closes_at")}>{at(draw.closes_at)}</Fact>
          <Fact label={t("draws.draw_at")}>{at(draw.draw_at)}</Fact>
          {draw.drawn_at && <Fact label={t("draws.drawn_at")}>{at(draw.drawn_at)}</Fact>}
          <Fact label={t("draws.commitment")}>
            <code className="fair-code">{draw.server_seed_hash}</code>
          </Fact>
          <Fact label={t("draws.client_seed")}>
            <code className="fair-code">{draw.client_seed}</code>
          </Fact>
          <Fact label={t("draws.server_seed")}>
            {resulted ? (
              <code className="fair-code">{resulted.server_seed}</code>
            ) : (
              <span className="form__hint">{t("draws.seed_secret")}</span>
            )}
          </Fact>
        </dl>
        {resulted && <DrawVerifier draw={resulted} />}
      </article>
      <FairHow />
      {children}
      {resulted && (
        <details className="recompute">
          <summary>{t("draws.recompute.title")}</summary>
          <RecomputeForm
            defaults={{
              game: draw.game,
              serverSeed: resulted.server_seed,
              clientSeed: draw.client_seed,
              commitment: draw.server_seed_hash,
              numbers: resulted.numbers.join(", "),
            }}
          />
        </details>
      )}
      <nav className="lotto-results__links" aria-label={t("draws.links.label")}>
        <Link to={resultsHref(draw.game)} className="form__link">
          {t("draws.links.results")}
        </Link>
        <Link to="/lotto/events" className="form__link">
          {t("draws.links.events")}
        </Link>
      </nav>
    </>
  );
}

/**
 * /lotto/draws/:id, the draw's page: its status and times and its committed hash from the start;
 * once drawn its numbers, revealed seed and client seed, and "Verify this draw" recomputing it in
 * the browser. /lotto/draws alone is the verifier for any seeds. `children` (the route's "How to
 * verify a draw") follow the fairness steps.
 */
export function DrawPage({ data, children }: { data: DrawPageData; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="lotto-results draw-page">
      {data.draw ? (
        <DrawDetails draw={data.draw} serverTime={data.serverTime}>
          {children}
        </DrawDetails>
      ) : (
        <>
          <FairHow />
          {children}
          <section className="recompute recompute--open" aria-labelledby="recompute-title">
            <h2 id="recompute-title">{t("draws.recompute.title")}</h2>
            <RecomputeForm />
          </section>
        </>
      )}
    </div>
  );
}
