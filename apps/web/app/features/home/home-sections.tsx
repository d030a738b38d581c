import type { HomeSection, HomeSectionContent } from "@platform/contracts";
import { useShell } from "../../shell/use-shell.ts";
import { BigWins, type WinsVariant } from "./big-wins.tsx";
import { GameRail, type RailLayout } from "./game-rail.tsx";

export interface SectionLook {
  /** Per section: a scrolling rail (default) or a wrapping grid. */
  layouts?: Partial<Record<HomeSection, RailLayout>>;
  wins?: WinsVariant;
}

/** Sections in the order of settings.layout.home (spec §9); a section the layout omits is not shown. */
export function orderSections(
  sections: HomeSectionContent[],
  order: Partial<Record<HomeSection, number>>,
): HomeSectionContent[] {
  return sections
    .filter((section) => order[section.type] !== undefined)
    .sort((a, b) => (order[a.type] ?? 0) - (order[b.type] ?? 0));
}

export function HomeSections({
  sections,
  look = {},
}: {
  sections: HomeSectionContent[];
  look?: SectionLook;
}) {
  const { settings } = useShell();
  return (
    <div className="home-sections">
      {orderSections(sections, settings.layout.home).map((section) =>
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
