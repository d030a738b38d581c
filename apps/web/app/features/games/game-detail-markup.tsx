import type { GameDetail } from "@platform/contracts";
import { multiple, paysBasis, paysNote, paytableCounts } from "@platform/contracts/client";
import type { Translator } from "../../shell/translator.ts";
import { ART_HEIGHT, ART_WIDTH, percent } from "./game-card.tsx";
import { PaylineDiagrams } from "./payline-diagrams.tsx";

/**
 * A game's page as the server renders it inside `<bv-game-detail>` (spec §2 /games/{slug}): art,
 * facts, Play, description, paytable, rules and fairness. The Play button waits, disabled, for
 * the element, which enables it and opens the game in `#bvpopup`; without JavaScript a note says
 * that playing needs it.
 */
export function GameDetailMarkup({ game, fun, t }: { game: GameDetail; fun: boolean; t: Translator }) {
  const facts: [string, string][] = [
    [t("games.game.rtp"), percent(game.rtp)],
    [t("games.game.volatility"), t(`games.volatility.${game.volatility}`)],
    [t("games.game.lines"), game.lines],
    [t("games.game.layout"), t("games.game.layout_value", { reels: game.reels.length, rows: game.rows })],
    [t("games.game.provider"), game.provider.name],
  ];
  return (
    <article className="detail" data-bv-detail="">
      <div className="detail__hero">
        <img
          className="detail__art"
          src={game.art}
          alt={t("games.game.art_alt", { name: game.name })}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          fetchPriority="high"
        />
        <div className="detail__intro">
          <h2 className="detail__name">{game.name}</h2>
          <p className="detail__muted">{game.provider.name}</p>
          <dl className="detail__facts">
            {facts.map(([label, value]) => (
              <div key={label} className="detail__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="btn btn--primary detail__play"
            data-bv-play=""
            data-playable={String(game.playable)}
            disabled
          >
            {t(game.playable ? (fun ? "games.game.play_fun" : "games.game.play") : "games.lobby.coming_soon")}
          </button>
          {game.playable && (
            <noscript>
              <p className="detail__needs-js">{t("games.play_needs_js")}</p>
            </noscript>
          )}
          {fun && game.playable && <p className="detail__muted detail__hint">{t("games.game.fun_hint")}</p>}
        </div>
      </div>
      {game.description && <p className="detail__description">{game.description}</p>}
      <Paytable game={game} t={t} />
      <PaylineDiagrams game={game} t={t} />
      {game.rules.length > 0 && (
        <section className="detail__panel">
          <h3>{t("games.game.rules")}</h3>
          <ul className="detail__rules">
            {game.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="detail__panel">
        <h3>{t("games.game.fairness")}</h3>
        <p>{t("games.game.rtp_statement", { rtp: percent(game.rtp) })}</p>
        <p className="detail__muted">{t("games.game.fair_statement")}</p>
        <details className="detail__strips">
          <summary>{t("games.game.reel_strips")}</summary>
          <ol>
            {game.reels.map((strip, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its place; strips may repeat.
              <li key={index}>
                <span className="detail__muted">
                  {t("games.game.reel", { reel: index + 1, length: strip.length })}
                </span>
                <span className="detail__mono">{strip.join(" ")}</span>
              </li>
            ))}
          </ol>
        </details>
      </section>
    </article>
  );
}

function Paytable({ game, t }: { game: GameDetail; t: Translator }) {
  if (game.paytable.length === 0) return null;
  const counts = paytableCounts(game.paytable);
  return (
    <section className="detail__panel">
      <h3>{t("games.game.paytable")}</h3>
      <p className="detail__muted detail__basis">
        {t(`games.game.pays_${paysNote(game, paysBasis(game.lines))}`)}
      </p>
      <div className="detail__scroll">
        <table className="paytable">
          <thead>
            <tr>
              <th scope="col">{t("games.game.symbol")}</th>
              {counts.map((count) => (
                <th key={count} scope="col">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t("games.game.count", { count })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {game.paytable.map((entry) => (
              <tr key={entry.symbol}>
                <th scope="row">
                  <span className="paytable__symbol">
                    {entry.name}
                    {entry.role !== "regular" && (
                      <span className="paytable__badge">{t(`games.symbol.${entry.role}`)}</span>
                    )}
                  </span>
                </th>
                {counts.map((count) => {
                  const pays = entry.pays[String(count)];
                  return <td key={count}>{pays === undefined ? "–" : multiple(pays)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
