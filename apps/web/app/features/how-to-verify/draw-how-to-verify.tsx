import {
  DRAW_EXAMPLE,
  type DrawVerifyExample,
  drawConsoleScript,
  LOTTO_5_90,
  LUCKY_NUMBER_EXAMPLE,
} from "@platform/fair";
import { gameNameKey } from "../../shell/draw-games/draw-games.ts";
import { useT } from "../../shell/use-shell.ts";
import { ConsoleScript, ExampleFacts, FloatCells, FloatHeaders } from "./verify-parts.tsx";

const messageOf = (example: DrawVerifyExample) => `${example.clientSeed}:${example.nonce}:0`;
const script = drawConsoleScript({ ...DRAW_EXAMPLE, balls: LOTTO_5_90.count, max: LOTTO_5_90.max });

/** One draw worked through: its seeds, its block, and each ball from its float. */
function DrawExample({ example }: { example: DrawVerifyExample }) {
  const t = useT();
  const title = t("draws.draw_title", {
    game: t(gameNameKey(example.drawGame)),
    sequence: String(example.drawId),
  });
  return (
    <div className="htv-example" data-testid={`htv-draw-${example.drawGame}`}>
      <h4>{title}</h4>
      <ExampleFacts
        rows={[
          [t("howto.example.scheduled"), example.scheduledAt],
          [t("howto.example.server_seed"), example.serverSeed],
          [t("howto.example.hash"), example.serverSeedHash],
          [t("howto.example.client_seed"), example.clientSeed],
          [t("howto.example.nonce"), example.nonce],
          [t("howto.example.message"), messageOf(example)],
          [t("howto.example.block"), example.block0],
        ]}
      />
      <div className="htv-scroll">
        <table className="htv-table">
          <caption>{t("howto.draws.table")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("howto.col.ball")}</th>
              <FloatHeaders />
              <th scope="col">{t("howto.col.left")}</th>
              <th scope="col">{t("howto.col.position")}</th>
              <th scope="col">{t("howto.col.number")}</th>
            </tr>
          </thead>
          <tbody>
            {example.balls.map((ball, index) => (
              <tr key={ball.bytes}>
                <th scope="row">{index + 1}</th>
                <FloatCells float={ball} />
                <td>{ball.left}</td>
                <td>{ball.position}</td>
                <td>
                  <strong>{ball.ball}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t("howto.draws.result", { numbers: example.drawn.join(", ") })}</p>
    </div>
  );
}

/**
 * "How to verify a draw": the exact method (packages/fair drawNumbers, as the API draws), worked
 * examples of a Lucky 5 and a Lucky Number draw (recomputed by the tests) and a console script.
 */
export function DrawHowToVerify() {
  const t = useT();
  return (
    <section className="htv" aria-labelledby="htv-draws">
      <h2 id="htv-draws">{t("howto.draws.title")}</h2>
      <p>{t("howto.draws.intro")}</p>
      <h3>{t("howto.method")}</h3>
      <ol className="htv-steps">
        <li>{t("howto.draws.step.commit")}</li>
        <li>{t("howto.draws.step.seeds", { client_seed: DRAW_EXAMPLE.clientSeed })}</li>
        <li>{t("howto.draws.step.hmac", { message: messageOf(DRAW_EXAMPLE) })}</li>
        <li>{t("howto.step.floats")}</li>
        <li>{t("howto.draws.step.balls")}</li>
        <li>{t("howto.draws.step.games")}</li>
      </ol>
      <h3>{t("howto.example")}</h3>
      <DrawExample example={DRAW_EXAMPLE} />
      <DrawExample example={LUCKY_NUMBER_EXAMPLE} />
      <ConsoleScript script={script} hint={t("howto.draws.script_hint")} />
    </section>
  );
}
