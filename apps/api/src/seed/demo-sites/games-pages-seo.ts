import type { Localized, SeoEntry } from "../demo-site.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

const MY_BETS: Localized<PageSeoText> = {
  en: {
    h1: "My bets",
    title: "My bets | {site}",
    description: "Every bet and game round you played at {site}, with its stake, win and replay.",
  },
  fr: {
    h1: "Mes paris",
    title: "Mes paris | {site}",
    description: "Tous vos paris et parties joués sur {site}, avec leur mise, leur gain et leur rediffusion.",
  },
  sw: {
    h1: "Dau zangu",
    title: "Dau zangu | {site}",
    description: "Kila dau na mzunguko wa mchezo uliocheza kwenye {site}, pamoja na dau, ushindi na marudio.",
  },
  pt: {
    h1: "As minhas apostas",
    title: "As minhas apostas | {site}",
    description: "Todas as apostas e rondas que jogou no {site}, com a aposta, o ganho e a repetição.",
  },
};

/**
 * The aggregator's in-house slots (apps/games slots/slot-games.ts), so each game's page carries its
 * name as the heading. The platform never reads the aggregator's catalogue: these are seed data.
 */
const IN_HOUSE_GAMES: { slug: string; name: string }[] = [
  { slug: "savanna-sunset", name: "Savanna Sunset" },
  { slug: "nile-harvest", name: "Nile Harvest" },
  { slug: "kilimanjaro-ascent", name: "Kilimanjaro Ascent" },
  { slug: "ngoma-drums", name: "Ngoma Drums" },
  { slug: "soko-sevens", name: "Soko Sevens" },
  { slug: "spice-island-doubles", name: "Spice Island Doubles" },
];

function gamePage(name: string): Localized<PageSeoText> {
  return {
    en: {
      h1: name,
      title: `${name} | {site}`,
      description: `${name}: paytable, rules and RTP. Play for fun, or for real at {site}; every round provably fair.`,
    },
    fr: {
      h1: name,
      title: `${name} | {site}`,
      description: `${name} : table des gains, règles et RTP. Jouez pour le plaisir ou pour de vrai sur {site} ; chaque partie est vérifiable.`,
    },
    sw: {
      h1: name,
      title: `${name} | {site}`,
      description: `${name}: jedwali la malipo, sheria na RTP. Cheza kwa kujifurahisha au kwa pesa halisi kwenye {site}; kila mzunguko unathibitishwa.`,
    },
    pt: {
      h1: name,
      title: `${name} | {site}`,
      description: `${name}: tabela de pagamentos, regras e RTP. Jogue por diversão ou a sério no {site}; cada ronda é verificável.`,
    },
  };
}

/** SEO of the game pages and my bets (issue 8), spread into the application pages of every site. */
export const GAMES_PAGES: Record<string, Localized<PageSeoText>> = {
  "/games": {
    en: {
      h1: "Casino",
      title: "Casino games | {site}",
      description:
        "Slots and casino games at {site}: search, filter by provider and volatility, play for fun.",
    },
    fr: {
      h1: "Casino",
      title: "Jeux de casino | {site}",
      description:
        "Machines à sous et jeux de casino sur {site} : recherchez, filtrez par fournisseur et volatilité, jouez pour le plaisir.",
    },
    sw: {
      h1: "Kasino",
      title: "Michezo ya kasino | {site}",
      description:
        "Sloti na michezo ya kasino kwenye {site}: tafuta, chuja kwa mtoaji na kubadilika, cheza kwa kujifurahisha.",
    },
    pt: {
      h1: "Casino",
      title: "Jogos de casino | {site}",
      description:
        "Slots e jogos de casino no {site}: pesquise, filtre por fornecedor e volatilidade, jogue por diversão.",
    },
  },
  "/jolli-game": {
    en: {
      h1: "Featured games",
      title: "Featured games | {site}",
      description: "The games {site} features this week, ready to play.",
    },
    fr: {
      h1: "Jeux à la une",
      title: "Jeux à la une | {site}",
      description: "Les jeux mis en avant par {site} cette semaine, prêts à jouer.",
    },
    sw: {
      h1: "Michezo maalum",
      title: "Michezo maalum | {site}",
      description: "Michezo ambayo {site} inaangazia wiki hii, tayari kuchezwa.",
    },
    pt: {
      h1: "Jogos em destaque",
      title: "Jogos em destaque | {site}",
      description: "Os jogos que o {site} destaca esta semana, prontos a jogar.",
    },
  },
  "/provably-fair": {
    en: {
      h1: "Provably fair",
      title: "Verify a round | {site}",
      description: "Recompute any {site} casino round in your browser from its seeds and check it was fair.",
    },
    fr: {
      h1: "Équité vérifiable",
      title: "Vérifier une partie | {site}",
      description:
        "Recalculez n'importe quelle partie de casino {site} dans votre navigateur à partir de ses graines et vérifiez qu'elle était équitable.",
    },
    sw: {
      h1: "Haki inayothibitishwa",
      title: "Thibitisha mzunguko | {site}",
      description:
        "Hesabu upya mzunguko wowote wa kasino wa {site} kwenye kivinjari chako kutoka kwa mbegu zake na uthibitishe ulikuwa wa haki.",
    },
    pt: {
      h1: "Comprovadamente justo",
      title: "Verificar uma ronda | {site}",
      description:
        "Recalcule qualquer ronda de casino do {site} no seu navegador a partir das sementes e confirme que foi justa.",
    },
  },
  "/account/my-bets": MY_BETS,
  "/users/my-bets": MY_BETS,
  "/account/my-bets/filter": {
    en: {
      h1: "Filter my bets",
      title: "Filter my bets | {site}",
      description: "Find a bet at {site} by type, status, game, dates or bet id.",
    },
    fr: {
      h1: "Filtrer mes paris",
      title: "Filtrer mes paris | {site}",
      description: "Retrouvez un pari sur {site} par type, statut, jeu, dates ou identifiant.",
    },
    sw: {
      h1: "Chuja dau zangu",
      title: "Chuja dau zangu | {site}",
      description: "Tafuta dau kwenye {site} kwa aina, hali, mchezo, tarehe au kitambulisho.",
    },
    pt: {
      h1: "Filtrar as minhas apostas",
      title: "Filtrar as minhas apostas | {site}",
      description: "Encontre uma aposta no {site} por tipo, estado, jogo, datas ou identificador.",
    },
  },
  "/users/ticket": {
    en: {
      h1: "My tickets",
      title: "My tickets | {site}",
      description: "Your {site} draw tickets with their lines and results, and any of your bets in full.",
    },
    fr: {
      h1: "Mes tickets",
      title: "Mes tickets | {site}",
      description:
        "Vos tickets de tirage {site} avec leurs lignes et résultats, et chacun de vos paris en détail.",
    },
    sw: {
      h1: "Tiketi zangu",
      title: "Tiketi zangu | {site}",
      description:
        "Tiketi zako za droo za {site} pamoja na mistari na matokeo yake, na dau zako zozote kwa ukamilifu.",
    },
    pt: {
      h1: "Os meus bilhetes",
      title: "Os meus bilhetes | {site}",
      description:
        "Os seus bilhetes de sorteio do {site} com as linhas e os resultados, e qualquer aposta em detalhe.",
    },
  },
  "/crash": {
    en: {
      h1: "Crash",
      title: "Crash: cash out before it crashes | {site}",
      description:
        "Live multiplayer crash at {site}: two bets a round, auto cash-out, every round fixed in advance by a published hash chain and verifiable in your browser.",
    },
    fr: {
      h1: "Crash",
      title: "Crash : encaissez avant le crash | {site}",
      description:
        "Crash multijoueur en direct sur {site} : deux mises par manche, encaissement automatique, chaque manche fixée d'avance par une chaîne de hachages publiée et vérifiable dans votre navigateur.",
    },
    sw: {
      h1: "Crash",
      title: "Crash: toa kabla haujaanguka | {site}",
      description:
        "Crash ya wachezaji wengi moja kwa moja kwenye {site}: dau mbili kwa mzunguko, utoaji wa kiotomatiki, kila mzunguko umewekwa mapema na mnyororo wa hashi uliochapishwa na unathibitishwa kwenye kivinjari chako.",
    },
    pt: {
      h1: "Crash",
      title: "Crash: levante antes do crash | {site}",
      description:
        "Crash multijogador em direto no {site}: duas apostas por ronda, levantamento automático, cada ronda fixada de antemão por uma cadeia de hashes publicada e verificável no seu navegador.",
    },
  },
  ...Object.fromEntries(IN_HOUSE_GAMES.map((game) => [`/games/${game.slug}`, gamePage(game.name)])),
};
