import type { LinksFunction } from "react-router";
import jackpotCss from "../features/jackpot/jackpot.css?url";
import { jackpotDetailLoader } from "../features/jackpot/jackpot.server.ts";
import { JackpotDetailPage } from "../features/jackpot/jackpot-detail-page.tsx";
import type { Route } from "./+types/jackpot-detail";

/** Spec §2 /jackpot/{slug}: one pool, its rules, its sealed drop point and its recent winners. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: jackpotCss }];

export function loader({ params, context }: Route.LoaderArgs) {
  return jackpotDetailLoader(params.slug, context);
}

export default function JackpotDetail({ loaderData }: Route.ComponentProps) {
  return <JackpotDetailPage data={loaderData} />;
}
