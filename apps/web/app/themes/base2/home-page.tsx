import type { HomeContent } from "@platform/contracts";
import { HeroBanner } from "../../features/home/hero-banner.tsx";
import { HomeSections, type SectionLook } from "../../features/home/home-sections.tsx";

/** The lobby opens on a grid of hot games; the other sections stay rails. */
const LOOK: SectionLook = { layouts: { hot: "grid" }, wins: "list" };

export function Base2HomePage({ content }: { content: HomeContent }) {
  return (
    <div className="home">
      <HeroBanner banners={content.banners} />
      <HomeSections sections={content.sections} look={LOOK} />
    </div>
  );
}
