import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import { DrawHowToVerify } from "../features/how-to-verify/draw-how-to-verify.tsx";
import howToVerifyCss from "../features/how-to-verify/how-to-verify.css?url";
import { DrawPage } from "../features/lotto-results/draw-page.tsx";
import lottoResultsCss from "../features/lotto-results/lotto-results.css?url";
import { drawLoader } from "../features/lotto-results/lotto-results.server.ts";
import formsCss from "../shell/forms/forms.css?url";
import type { Route } from "./+types/lotto-draw";

/** /lotto/draws/:id: one draw, its commitment and, once drawn, its verifier; /lotto/draws: the verifier. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: gamesCss },
  { rel: "stylesheet", href: lottoResultsCss },
  { rel: "stylesheet", href: howToVerifyCss },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return drawLoader(params.id, context);
}

export default function LottoDraw({ loaderData }: Route.ComponentProps) {
  return (
    <DrawPage data={loaderData}>
      <DrawHowToVerify />
    </DrawPage>
  );
}
