import type { HomeSection, HomeSectionContent } from "@platform/contracts";
import { BigWins, type WinsVariant } from "./big-wins.tsx";
import { GameRail, type RailLayout } from "./game-rail.tsx";

export interface SectionLook {
  /** Per section: a scrolling rail (default) or a wrapping grid. */
  layouts?: Partial<Record<HomeSection, RailLayout>>;
  wins?: WinsVariant;
}

export function HomeSections({
  sections,
  look = {},
}: {
  sections: HomeSectionContent[];
  look?: SectionLook;
}) {
  // The API already orders and filters sections by settings.layout.home (spec §9).
  return (
    <div className="home-sections">
      {sections.map((section) =>
        section.type === "recent_biggest_wins" ? (
          <BigWins key={section.type} wins={section.wins} variant={look.wins ?? "list"} />
        ) : (
          <GameRail
            key={section.type}
            section={section.type}
            games={section.games}
            layout={look.layouts?.[section.type] ?? "rail"}
          />
        ),
      )}
    </div>
  );
}
