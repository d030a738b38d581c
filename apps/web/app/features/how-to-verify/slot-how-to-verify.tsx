import { SLOT_EXAMPLE, slotConsoleScript } from "@platform/fair";
import { useT } from "../../shell/use-shell.ts";
import { ConsoleScript, ExampleFacts, FloatCells, FloatHeaders } from "./verify-parts.tsx";

const example = SLOT_EXAMPLE;
const message = `${example.clientSeed}:${example.nonce}:0`;
const script = slotConsoleScript({ ...example, reelLengths: example.reels.map((reel) => reel.length) });
const rows = Array.from({ length: example.window[0]?.length ?? 0 }, (_, row) => row);
const winning = new Set(example.wins.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)));

/**
 * "How to verify a slot round": the exact method (packages/fair, the engine's reel stops), a worked
 * example of a real round (recomputed by the tests with the engine) and a console script.
 */
export function SlotHowToVerify() {
  const t = useT();
  const lineBet = example.stake / example.game.lines;
  return (
    <section className="htv" aria-labelledby="htv-slots">
      <h2 id="htv-slots">{t("howto.slots.title")}</h2>
      <p>{t("howto.slots.intro", { game: example.game.name })}</p>
      <h3>{t("howto.method")}</h3>
      <ol className="htv-steps">
        <li>{t("howto.slots.step.commit")}</li>
        <li>{t("howto.slots.step.hmac", { message })}</li>
        <li>{t("howto.step.floats")}</li>
        <li>{t("howto.slots.step.stops")}</li>
        <li>{t("howto.slots.step.window")}</li>
        <li>{t("howto.slots.step.wins")}</li>
      </ol>
      <h3>{t("howto.example")}</h3>
      <ExampleFacts
        rows={[
          [t("howto.example.game"), example.game.name],
          [t("howto.example.server_seed"), example.serverSeed],
          [t("howto.example.hash"), example.serverSeedHash],
          [t("howto.example.client_seed"), example.clientSeed],
          [t("howto.example.nonce"), example.nonce],
          [t("howto.example.message"), message],
          [t("howto.example.block"), example.block0],
        ]}
      />
      <div className="htv-scroll">
        <table className="htv-table" data-testid="htv-slot-stops">
          <caption>{t("howto.slots.table")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("howto.col.reel")}</th>
              <FloatHeaders />
              <th scope="col">{t("howto.col.length")}</th>
              <th scope="col">{t("howto.col.stop")}</th>
            </tr>
          </thead>
          <tbody>
            {example.reels.map((reel, index) => (
              <tr key={reel.bytes}>
                <th scope="row">{index + 1}</th>
                <FloatCells float={reel} />
                <td>{reel.length}</td>
                <td>
                  <strong>{reel.stop}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="htv-scroll">
        <table className="htv-table htv-window">
          <caption>{t("howto.slots.window")}</caption>
          <thead>
            <tr>
              <td />
              {example.window.map((_, reel) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
                <th scope="col" key={reel}>
                  {t("howto.col.reel")} {reel + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row">{t("howto.slots.row", { row: String(row + 1) })}</th>
                {example.window.map((cells, reel) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
                  <td key={reel}>{winning.has(`${reel}:${row}`) ? <mark>{cells[row]}</mark> : cells[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {example.wins.map((win) => (
        <p key={win.line} data-testid="htv-slot-win">
          {t("howto.slots.win", {
            stake: String(example.stake),
            lines: String(example.game.lines),
            line_bet: String(lineBet),
            count: String(win.count),
            symbol: win.symbol,
            line: String(win.line),
            pays: String(win.linePay),
            win: String(win.linePay * lineBet),
          })}
        </p>
      ))}
      <ConsoleScript script={script} hint={t("howto.slots.script_hint")} />
    </section>
  );
}
