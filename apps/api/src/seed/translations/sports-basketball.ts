/**
 * The sportsbook's basketball (issue 19): market names of UOF's 219, 223 and 225 (all counting
 * overtime), their group on a match's page, and the break between quarters on the match clock
 * (apps/web/app/features/sports/market-names.ts, live-fixtures.ts). `[line]` is filled by the page.
 */
export const sportsBasketballTranslations: Record<string, Record<string, string>> = {
  en: {
    "sports.group.points": "Points",
    "sports.market.winner_ot": "Winner (incl. overtime)",
    "sports.market.handicap_ot": "Handicap [line] (incl. overtime)",
    "sports.market.total_points_ot": "Total points [line] (incl. overtime) — Over/Under",
    "sports.clock.break": "Break",
  },
  fr: {
    "sports.group.points": "Points",
    "sports.market.winner_ot": "Vainqueur (prolongations incluses)",
    "sports.market.handicap_ot": "Handicap [line] (prolongations incluses)",
    "sports.market.total_points_ot": "Total de points [line] (prolongations incluses) — Plus/Moins",
    "sports.clock.break": "Pause",
  },
  sw: {
    "sports.group.points": "Pointi",
    "sports.market.winner_ot": "Mshindi (pamoja na muda wa ziada)",
    "sports.market.handicap_ot": "Handicap [line] (pamoja na muda wa ziada)",
    "sports.market.total_points_ot": "Jumla ya pointi [line] (pamoja na muda wa ziada) — Zaidi/Chini",
    "sports.clock.break": "Mapumziko",
  },
  pt: {
    "sports.group.points": "Pontos",
    "sports.market.winner_ot": "Vencedor (incl. prolongamento)",
    "sports.market.handicap_ot": "Handicap [line] (incl. prolongamento)",
    "sports.market.total_points_ot": "Total de pontos [line] (incl. prolongamento) — Mais/Menos",
    "sports.clock.break": "Intervalo",
  },
};
