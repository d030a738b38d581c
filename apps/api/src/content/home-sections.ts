import { HOME_SECTIONS, type HomeSection, type HomeSectionContent } from "@platform/contracts";

/** Sections with an order above 0, by that order (spec §9 default layout when unset). */
export function orderedSections(layout: Partial<Record<HomeSection, number>>): HomeSection[] {
  return HOME_SECTIONS.filter((section) => (layout[section] ?? 0) > 0).sort(
    (a, b) => (layout[a] ?? 0) - (layout[b] ?? 0) || HOME_SECTIONS.indexOf(a) - HOME_SECTIONS.indexOf(b),
  );
}

const isEmpty = (section: HomeSectionContent) =>
  section.type === "recent_biggest_wins" ? section.wins.length === 0 : section.games.length === 0;

/**
 * The sections the site's layout.home shows, in its order. One with nothing in it (no real-money
 * win yet on a new site) or that the aggregator did not send is left out rather than shown empty.
 */
export function sectionsInLayout(
  layout: Partial<Record<HomeSection, number>>,
  sections: HomeSectionContent[],
): HomeSectionContent[] {
  const byType = new Map(sections.map((section) => [section.type, section]));
  return orderedSections(layout).flatMap((type) => {
    const section = byType.get(type);
    return section && !isEmpty(section) ? [section] : [];
  });
}
