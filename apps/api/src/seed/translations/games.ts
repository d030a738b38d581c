/** Names of bet statuses (my bets' game_status filter), per locale. */
export const gamesTranslations: Record<string, Record<string, string>> = {
  en: {
    "bets.status.open": "Open",
    "bets.status.won": "Won",
    "bets.status.lost": "Lost",
    "bets.status.cancelled": "Cancelled",
  },
  fr: {
    "bets.status.open": "En cours",
    "bets.status.won": "Gagné",
    "bets.status.lost": "Perdu",
    "bets.status.cancelled": "Annulé",
  },
  sw: {
    "bets.status.open": "Wazi",
    "bets.status.won": "Imeshinda",
    "bets.status.lost": "Imeshindwa",
    "bets.status.cancelled": "Imeghairiwa",
  },
  pt: {
    "bets.status.open": "Em aberto",
    "bets.status.won": "Ganha",
    "bets.status.lost": "Perdida",
    "bets.status.cancelled": "Cancelada",
  },
};
