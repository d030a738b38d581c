/*
 * The simulated desk's football: real leagues and real clubs, each with a team rating in the goals
 * model's terms (@platform/sports TeamRating): `attack` the goals scored against an average defence
 * on neutral ground, `defence` the multiple of the average conceded (0.8 concedes 20 % fewer). The
 * ratings are our rough reading of recent seasons' goals for and against, not a fitted model: the
 * demo needs favourites and outsiders that look right, not a trading edge. The African leagues
 * score less and their home sides win more (NPFL most of all), hence their lower attacks and higher
 * home advantage.
 */

export type TeamEntry = readonly [name: string, attack: number, defence: number];

export interface LeagueData {
  /** The URN's id part: `sim:tournament:{key}`. */
  key: string;
  name: string;
  category: { key: string; name: string; countryCode: string | null };
  /** The goals model's home factor for this league (1 is a neutral ground). */
  homeAdvantage: number;
  teams: readonly TeamEntry[];
}

export const FOOTBALL_LEAGUES: readonly LeagueData[] = [
  {
    key: "kenya-premier-league",
    name: "Kenya Premier League",
    category: { key: "kenya", name: "Kenya", countryCode: "KE" },
    homeAdvantage: 1.25,
    teams: [
      ["Gor Mahia", 1.45, 0.7],
      ["Tusker", 1.3, 0.8],
      ["AFC Leopards", 1.15, 0.9],
      ["Kakamega Homeboyz", 1.15, 0.95],
      ["Police FC", 1.2, 0.85],
      ["KCB", 1.05, 0.95],
      ["Shabana", 1.0, 1.05],
      ["Bandari", 0.95, 1.05],
      ["Nairobi City Stars", 0.9, 1.1],
      ["Ulinzi Stars", 0.95, 1.0],
      ["Sofapaka", 0.85, 1.2],
      ["Posta Rangers", 0.9, 1.15],
    ],
  },
  {
    key: "nigeria-npfl",
    name: "Nigeria NPFL",
    category: { key: "nigeria", name: "Nigeria", countryCode: "NG" },
    homeAdvantage: 1.6,
    teams: [
      ["Enyimba", 1.2, 0.8],
      ["Rivers United", 1.2, 0.8],
      ["Remo Stars", 1.15, 0.8],
      ["Enugu Rangers", 1.1, 0.9],
      ["Shooting Stars", 1.0, 0.95],
      ["Kano Pillars", 1.0, 1.0],
      ["Plateau United", 0.95, 1.0],
      ["Lobi Stars", 0.9, 1.05],
      ["Akwa United", 0.9, 1.1],
      ["Bendel Insurance", 0.95, 1.05],
      ["Kwara United", 0.85, 1.1],
      ["Abia Warriors", 0.9, 1.1],
    ],
  },
  {
    key: "dr-congo-linafoot",
    name: "Linafoot",
    category: { key: "dr-congo", name: "DR Congo", countryCode: "CD" },
    homeAdvantage: 1.3,
    teams: [
      ["TP Mazembe", 1.6, 0.6],
      ["AS Vita Club", 1.35, 0.75],
      ["DC Motema Pembe", 1.2, 0.85],
      ["FC Saint-Éloi Lupopo", 1.25, 0.8],
      ["AS Maniema Union", 1.15, 0.85],
      ["CS Don Bosco", 1.0, 1.0],
      ["FC Renaissance du Congo", 0.95, 1.05],
      ["SM Sanga Balende", 0.9, 1.1],
      ["OC Bukavu Dawa", 0.85, 1.15],
      ["JS Groupe Bazano", 0.85, 1.15],
    ],
  },
  {
    key: "uganda-premier-league",
    name: "Uganda Premier League",
    category: { key: "uganda", name: "Uganda", countryCode: "UG" },
    homeAdvantage: 1.25,
    teams: [
      ["Vipers SC", 1.5, 0.7],
      ["KCCA FC", 1.35, 0.8],
      ["SC Villa", 1.25, 0.85],
      ["URA FC", 1.1, 0.9],
      ["Express FC", 1.1, 0.95],
      ["BUL FC", 1.0, 1.0],
      ["Bright Stars", 0.95, 1.1],
      ["Wakiso Giants", 0.9, 1.1],
      ["Mbarara City", 0.9, 1.15],
      ["Maroons FC", 0.85, 1.2],
    ],
  },
  {
    key: "mozambique-mocambola",
    name: "Moçambola",
    category: { key: "mozambique", name: "Mozambique", countryCode: "MZ" },
    homeAdvantage: 1.3,
    teams: [
      ["Black Bulls", 1.45, 0.7],
      ["Ferroviário de Maputo", 1.35, 0.75],
      ["Costa do Sol", 1.3, 0.8],
      ["UD Songo", 1.25, 0.85],
      ["Ferroviário da Beira", 1.05, 0.95],
      ["Ferroviário de Nampula", 1.0, 1.0],
      ["Liga Desportiva de Maputo", 1.0, 1.0],
      ["Desportivo de Maputo", 0.9, 1.1],
      ["Maxaquene", 0.85, 1.15],
      ["Ferroviário de Lichinga", 0.8, 1.2],
    ],
  },
  {
    key: "premier-league",
    name: "Premier League",
    category: { key: "england", name: "England", countryCode: "ENG" },
    homeAdvantage: 1.2,
    teams: [
      ["Arsenal", 1.95, 0.6],
      ["Manchester City", 2.05, 0.7],
      ["Liverpool", 2.05, 0.7],
      ["Chelsea", 1.75, 0.85],
      ["Newcastle United", 1.7, 0.85],
      ["Aston Villa", 1.6, 0.95],
      ["Tottenham Hotspur", 1.65, 1.05],
      ["Manchester United", 1.45, 1.0],
      ["Brighton & Hove Albion", 1.5, 1.0],
      ["Crystal Palace", 1.3, 1.0],
      ["West Ham United", 1.3, 1.15],
      ["Everton", 1.1, 1.05],
    ],
  },
  {
    key: "la-liga",
    name: "LaLiga",
    category: { key: "spain", name: "Spain", countryCode: "ESP" },
    homeAdvantage: 1.25,
    teams: [
      ["Real Madrid", 2.1, 0.6],
      ["FC Barcelona", 2.2, 0.7],
      ["Atlético Madrid", 1.7, 0.65],
      ["Athletic Club", 1.45, 0.75],
      ["Villarreal", 1.55, 0.95],
      ["Real Sociedad", 1.25, 0.85],
      ["Real Betis", 1.35, 0.95],
      ["Girona", 1.3, 1.1],
      ["Sevilla", 1.15, 1.05],
      ["Celta Vigo", 1.25, 1.1],
      ["Osasuna", 1.05, 1.0],
      ["Valencia", 1.05, 1.1],
    ],
  },
  {
    key: "serie-a",
    name: "Serie A",
    category: { key: "italy", name: "Italy", countryCode: "ITA" },
    homeAdvantage: 1.2,
    teams: [
      ["Inter", 1.95, 0.65],
      ["Napoli", 1.6, 0.65],
      ["Atalanta", 1.8, 0.8],
      ["Juventus", 1.5, 0.7],
      ["AC Milan", 1.6, 0.85],
      ["Roma", 1.4, 0.8],
      ["Lazio", 1.4, 0.9],
      ["Fiorentina", 1.35, 0.9],
      ["Bologna", 1.3, 0.9],
      ["Torino", 1.1, 1.0],
    ],
  },
  {
    key: "bundesliga",
    name: "Bundesliga",
    category: { key: "germany", name: "Germany", countryCode: "DEU" },
    homeAdvantage: 1.2,
    teams: [
      ["Bayern München", 2.5, 0.7],
      ["Bayer Leverkusen", 1.95, 0.8],
      ["Borussia Dortmund", 1.85, 0.95],
      ["RB Leipzig", 1.75, 0.9],
      ["VfB Stuttgart", 1.7, 1.0],
      ["Eintracht Frankfurt", 1.65, 1.0],
      ["SC Freiburg", 1.4, 1.05],
      ["VfL Wolfsburg", 1.4, 1.1],
      ["Borussia Mönchengladbach", 1.4, 1.15],
      ["Werder Bremen", 1.35, 1.2],
    ],
  },
  {
    key: "uefa-champions-league",
    name: "UEFA Champions League",
    category: { key: "international-clubs", name: "International Clubs", countryCode: null },
    homeAdvantage: 1.15,
    teams: [
      ["Real Madrid", 2.0, 0.7],
      ["Manchester City", 2.0, 0.75],
      ["Bayern München", 2.2, 0.8],
      ["Arsenal", 1.85, 0.65],
      ["FC Barcelona", 2.0, 0.8],
      ["Inter", 1.75, 0.7],
      ["Liverpool", 1.95, 0.75],
      ["Paris Saint-Germain", 2.0, 0.75],
      ["Borussia Dortmund", 1.6, 1.0],
      ["Atlético Madrid", 1.5, 0.8],
      ["Benfica", 1.5, 0.95],
      ["PSV Eindhoven", 1.5, 1.05],
    ],
  },
];

/** An id part from a club's name: "FC Saint-Éloi Lupopo" → "fc-saint-eloi-lupopo". */
export function slug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
