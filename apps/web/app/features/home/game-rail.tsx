import type { GameCard as GameCardData } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { GameCard } from "./game-card.tsx";
import { ScrollButtons } from "./scroll-buttons.tsx";
import { useScroller } from "./use-scroller.ts";

export type RailLayout = "rail" | "grid";

interface GameRailProps {
  section: string;
  games: GameCardData[];
  layout: RailLayout;
}

/** A titled row of game cards: a scroll-snap rail with prev/next buttons, or a wrapping grid. */
export function GameRail({ section, games, layout }: GameRailProps) {
  const t = useT();
  const { ref, atStart, atEnd, scroll } = useScroller<HTMLUListElement>();
  const titleId = `rail-${section}-title`;
  const listId = `rail-${section}-list`;
  const title = t(`home.${section}`);

  return (
    <section className="rail" data-section={section} data-layout={layout} aria-labelledby={titleId}>
      <div className="rail__head">
        <h2 id={titleId} className="rail__title">
          {title}
        </h2>
        <Link to="/games" className="rail__see-all">
          {t("home.see_all")}
          <span className="visually-hidden">: {title}</span>
        </Link>
        <ScrollButtons
          className="rail__controls"
          controls={listId}
          atStart={atStart}
          atEnd={atEnd}
          scroll={scroll}
        />
      </div>
      <ul ref={ref} id={listId} className="rail__list">
        {games.map((game) => (
          <GameCard key={game.slug} game={game} />
        ))}
      </ul>
    </section>
  );
}
