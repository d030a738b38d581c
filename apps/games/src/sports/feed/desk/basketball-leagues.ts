import type { BasketballLeagueModel } from "@platform/sports";
import type { LeagueData } from "./leagues-data.ts";

/*
 * The simulated desk's basketball: real leagues and clubs with ratings in the basketball model's
 * terms (@platform/sports basketball-model.ts). A team entry is [name, offence, defence], points
 * scored and conceded per 100 possessions against a league-average side; the league gives its
 * pace (possessions a side), average rating, home advantage in points and quarter length (FIBA
 * 10 minutes, NBA 12). Our rough reading of recent seasons, not a fitted model: favourites and
 * outsiders that look right for a demo. The African leagues play slower and score less.
 * UOF's categories belong to one sport, so basketball's carry their own keys (`basketball-kenya`):
 * football's Kenya and basketball's Kenya are two categories in the book, as in the feed.
 */

export interface BasketballLeague extends LeagueData {
  /** `homeAdvantage` (LeagueData) is in points a game here. */
  basketball: Omit<BasketballLeagueModel, "homeAdvantage">;
}

export function isBasketballLeague(league: LeagueData): league is BasketballLeague {
  return "basketball" in league;
}

const FIBA_QUARTER = 600;
const NBA_QUARTER = 720;

export const BASKETBALL_LEAGUES: readonly BasketballLeague[] = [
  {
    key: "nba",
    name: "NBA",
    category: { key: "basketball-usa", name: "USA", countryCode: "USA" },
    homeAdvantage: 2.5,
    basketball: { possessions: 99, averageRating: 115, quarterSeconds: NBA_QUARTER },
    teams: [
      ["Boston Celtics", 122, 110],
      ["Oklahoma City Thunder", 120, 106],
      ["Cleveland Cavaliers", 122, 111],
      ["Denver Nuggets", 120, 116],
      ["New York Knicks", 119, 114],
      ["Los Angeles Lakers", 116, 114],
      ["Golden State Warriors", 115, 112],
      ["Milwaukee Bucks", 116, 114],
      ["Houston Rockets", 115, 110],
      ["Dallas Mavericks", 115, 115],
      ["Miami Heat", 113, 113],
      ["Phoenix Suns", 115, 117],
      ["Philadelphia 76ers", 111, 117],
      ["Chicago Bulls", 114, 117],
      ["San Antonio Spurs", 112, 116],
      ["Detroit Pistons", 115, 113],
    ],
  },
  {
    key: "euroleague",
    name: "EuroLeague",
    category: { key: "basketball-international-clubs", name: "International Clubs", countryCode: null },
    homeAdvantage: 3.5,
    basketball: { possessions: 72, averageRating: 115, quarterSeconds: FIBA_QUARTER },
    teams: [
      ["Real Madrid", 120, 111],
      ["FC Barcelona", 119, 113],
      ["Panathinaikos", 119, 111],
      ["Olympiacos", 118, 109],
      ["Fenerbahçe", 117, 110],
      ["AS Monaco", 118, 112],
      ["Anadolu Efes", 115, 114],
      ["Partizan", 113, 115],
      ["Crvena zvezda", 114, 114],
      ["Maccabi Tel Aviv", 116, 118],
      ["Bayern Munich", 113, 113],
      ["Virtus Bologna", 110, 116],
      ["Baskonia", 114, 118],
      ["ALBA Berlin", 109, 119],
    ],
  },
  {
    key: "liga-acb",
    name: "Liga ACB",
    category: { key: "basketball-spain", name: "Spain", countryCode: "ESP" },
    homeAdvantage: 3,
    basketball: { possessions: 72, averageRating: 112, quarterSeconds: FIBA_QUARTER },
    teams: [
      ["Real Madrid", 119, 106],
      ["FC Barcelona", 118, 108],
      ["Unicaja Málaga", 118, 107],
      ["Valencia Basket", 116, 109],
      ["Baskonia", 114, 112],
      ["Gran Canaria", 112, 110],
      ["La Laguna Tenerife", 113, 110],
      ["Joventut Badalona", 112, 113],
      ["UCAM Murcia", 111, 111],
      ["Casademont Zaragoza", 109, 114],
      ["Surne Bilbao", 109, 113],
      ["BAXI Manresa", 108, 115],
    ],
  },
  {
    key: "basketball-africa-league",
    name: "Basketball Africa League",
    category: { key: "basketball-africa", name: "Africa", countryCode: null },
    // Played in conference hubs: little home advantage.
    homeAdvantage: 1,
    basketball: { possessions: 70, averageRating: 104, quarterSeconds: FIBA_QUARTER },
    teams: [
      ["Petro de Luanda", 112, 96],
      ["Al Ahly", 110, 98],
      ["US Monastir", 109, 98],
      ["AS Douanes", 104, 102],
      ["FUS Rabat", 103, 101],
      ["Rivers Hoopers", 104, 103],
      ["APR", 105, 102],
      ["Cape Town Tigers", 101, 105],
      ["Stade Malien", 100, 104],
      ["REG", 104, 101],
      ["Al Ittihad Alexandria", 106, 100],
      ["Kriol Star", 96, 110],
    ],
  },
  {
    key: "kenya-basketball-premier-league",
    name: "Kenya Basketball Premier League",
    category: { key: "basketball-kenya", name: "Kenya", countryCode: "KE" },
    homeAdvantage: 3,
    basketball: { possessions: 70, averageRating: 98, quarterSeconds: FIBA_QUARTER },
    teams: [
      ["Kenya Ports Authority", 106, 91],
      ["Ulinzi Warriors", 104, 92],
      ["Nairobi City Thunder", 105, 93],
      ["Equity Bank Dumas", 101, 95],
      ["Co-operative Bank", 99, 97],
      ["Strathmore Blades", 97, 99],
      ["Emyba", 96, 100],
      ["Umoja", 94, 102],
      ["Lakeside", 92, 104],
      ["Kenya Prisons", 93, 103],
    ],
  },
  {
    key: "nigeria-premier-league",
    name: "Nigeria Premier League",
    category: { key: "basketball-nigeria", name: "Nigeria", countryCode: "NG" },
    homeAdvantage: 4,
    basketball: { possessions: 70, averageRating: 100, quarterSeconds: FIBA_QUARTER },
    teams: [
      ["Rivers Hoopers", 108, 92],
      ["Kano Pillars", 106, 94],
      ["Gombe Bulls", 104, 95],
      ["Nigeria Customs", 103, 96],
      ["Niger Potters", 101, 98],
      ["Police Baton", 99, 100],
      ["Kwara Falcons", 98, 101],
      ["Raptors", 97, 102],
      ["Ebun Comets", 96, 103],
      ["Mark Mentors", 95, 104],
      ["Civil Defenders", 94, 105],
      ["Plateau Peaks", 96, 103],
    ],
  },
];
