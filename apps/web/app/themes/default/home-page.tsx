import type { HomeContent } from "@platform/contracts";
import { HeroBanner } from "../../features/home/hero-banner.tsx";
import { HomeSections } from "../../features/home/home-sections.tsx";

export function DefaultHomePage({ content }: { content: HomeContent }) {
  return (
    <div className="home">
      <HeroBanner banners={content.banners} />
      <HomeSections sections={content.sections} look={{ wins: "ticker" }} />
    </div>
  );
}
