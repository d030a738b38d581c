import type { HomeContent } from "@platform/contracts";
import { HeroBanner } from "../../features/home/hero-banner.tsx";
import { HomeSections, type SectionLook } from "../../features/home/home-sections.tsx";
import { LottoHero } from "./lotto-hero.tsx";

const LOOK: SectionLook = { wins: "ticker", layouts: { trending: "grid" } };

/** The first banner becomes the draw poster; the others follow as draw tickets. */
export function Base4HomePage({ content }: { content: HomeContent }) {
  const [lead, ...rest] = content.banners;
  return (
    <div className="home">
      {lead ? <LottoHero banner={lead} /> : null}
      <HeroBanner banners={rest} />
      <HomeSections sections={content.sections} look={LOOK} />
    </div>
  );
}
