import { Link } from "react-router";
import type { Banner } from "../../features/home/hero-banner.tsx";
import { useT } from "../../shell/use-shell.ts";
import { DrawCountdown } from "./draw-countdown.tsx";

/** Decoration only: five balls of a 5/90 draw. */
const BALLS = [7, 23, 45, 61, 88];

/** The lead banner as a draw poster: game name, countdown, balls and the call to play. */
export function LottoHero({ banner }: { banner: Banner }) {
  const t = useT();
  return (
    <section className="draw-hero" data-tone={banner.tone} aria-labelledby="draw-hero-title">
      <div className="draw-hero__copy">
        <p className="draw-hero__game">{t("lotto.game_name")}</p>
        <h2 id="draw-hero-title" className="draw-hero__title">
          {banner.title}
        </h2>
        <p className="draw-hero__text">{banner.text}</p>
        <DrawCountdown />
        <Link to={banner.to} className="btn btn--primary draw-hero__cta">
          {banner.cta}
        </Link>
      </div>
      <div className="balls" aria-hidden="true">
        {BALLS.map((ball) => (
          <span key={ball} className="ball">
            {ball}
          </span>
        ))}
      </div>
    </section>
  );
}
