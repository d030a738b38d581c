import type { HomeContent } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { ScrollButtons } from "./scroll-buttons.tsx";
import { useScroller } from "./use-scroller.ts";

export type Banner = HomeContent["banners"][number];

/** Hero banners as a swipeable carousel; `tone` picks the theme's artwork for each slide. */
export function HeroBanner({ banners }: { banners: Banner[] }) {
  const t = useT();
  const { ref, atStart, atEnd, scroll } = useScroller<HTMLUListElement>();
  if (banners.length === 0) return null;

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t("home.banners")}>
      <ul ref={ref} id="hero-track" className="hero__track">
        {banners.map((banner, index) => (
          <li
            key={banner.title}
            className="hero__slide"
            data-tone={banner.tone}
            aria-roledescription="slide"
            aria-label={t("home.slide", { index: index + 1, total: banners.length })}
          >
            <span className="hero__art" aria-hidden="true" />
            <h2 className="hero__title">{banner.title}</h2>
            <p className="hero__text">{banner.text}</p>
            <Link to={banner.to} className="btn btn--primary hero__cta">
              {banner.cta}
            </Link>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <ScrollButtons
          className="hero__controls"
          controls="hero-track"
          atStart={atStart}
          atEnd={atEnd}
          scroll={scroll}
        />
      ) : null}
    </section>
  );
}
