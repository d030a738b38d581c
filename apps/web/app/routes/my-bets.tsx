import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { myBetsLoader } from "../features/my-bets/my-bets.server.ts";
import { MyBetsPage } from "../features/my-bets/my-bets-page.tsx";
import { SportsBetDetail, useSportsBetDetails } from "../features/sports/bets/sports-bet-details.tsx";
import sportsBetsCss from "../features/sports/bets/sports-bets.css?url";
import { loadSportsBetsAccount } from "../features/sports/bets/sports-bets-account.server.ts";
import { useSlip } from "../features/sports/slip/use-slip.ts";
import { cardTableLinks } from "../shell/card-table/card-table-styles.ts";
import pagerCss from "../shell/paging/pager.css?url";
import type { Route } from "./+types/my-bets";

/** Serves /account/my-bets and /users/my-bets. */
export const links: LinksFunction = () => [
  // The bets need the room of a desktop beside the account menu; narrower, they stay cards.
  ...cardTableLinks("(min-width: 1100px)"),
  { rel: "stylesheet", href: myBetsCss },
  { rel: "stylesheet", href: pagerCss },
  { rel: "stylesheet", href: gamesCss },
  { rel: "stylesheet", href: sportsBetsCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  // The sports tab shows each bet's legs, prices and cash-out from the sportsbook (issue 19).
  const [page, sportsAccount] = await Promise.all([
    myBetsLoader(url, context),
    url.searchParams.get("tab") === "sports" ? loadSportsBetsAccount(context, url) : null,
  ]);
  return { ...page, sportsAccount };
}

export default function MyBets({ loaderData }: Route.ComponentProps) {
  const { sportsAccount, ...data } = loaderData;
  const sports = data.request.filters.tab === "sports" ? sportsAccount : null;
  const sportsBets = useSportsBetDetails(sports, data.bets.items);
  const [slip] = useSlip();
  return (
    <MyBetsPage
      data={data}
      betDetail={
        sports
          ? (bet) => <SportsBetDetail bets={sportsBets} betId={bet.bet_id} format={slip.oddsFormat} />
          : undefined
      }
    />
  );
}
