import type { HomeContent } from "@platform/contracts";
import { HeroBanner } from "../../features/home/hero-banner.tsx";
import { HomeSections, type SectionLook } from "../../features/home/home-sections.tsx";

/** Winners read as a leaderboard; the highest payers open the page as a ranked rail. */
const LOOK: SectionLook = { wins: "list" };

export function Base3HomePage({ content }: { content: HomeContent }) {
  return (
    <div className="home">
      <HeroBanner banners={content.banners} />
      <HomeSections sections={content.sections} look={LOOK} />
    </div>
  );
}
