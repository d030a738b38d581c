import type { CartResponse, DrawGame, DrawGamesResponse } from "@platform/contracts";
import { currencyExponent } from "@platform/contracts/client";
import { useState } from "react";
import { Form } from "react-router";
import { useServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import type { CartLineResult } from "./cart-actions.server.ts";
import { usePublishCartCount } from "./cart-count.ts";
import { useCartLines } from "./cart-lines.ts";
import { HowToPlay, HowToPlayButton } from "./how-to-play.tsx";
import { LineList } from "./line-list.tsx";
import { type ReadyLine, useAddLine } from "./lotto-add-line.ts";
import { DrawSelect } from "./lotto-draw-select.tsx";
import { LottoGameTabs } from "./lotto-game-tabs.tsx";
import { LottoSlip, slipReady } from "./lotto-slip.tsx";
import { LottoSubNav } from "./lotto-sub-nav.tsx";
import { useDrawToSell } from "./lotto-use-draw.ts";
import { NumberPicker } from "./number-picker.tsx";
import { pickerFields } from "./number-picker-form.ts";
import {
  clearPicks,
  luckyDip,
  type PickerState,
  selectionStatus,
  setGroup,
  setSize,
  setType,
  toggleNumber,
  toLineSelection,
} from "./number-picker-state.ts";
import { WagerTypePicker } from "./wager-type.tsx";

export interface LottoPageData {
  draws: DrawGamesResponse;
  game: DrawGame;
  picker: PickerState;
  stake: string;
  drawId: string | null;
  cart: CartResponse | null;
}

/**
 * Spec §2 /lotto, base4's lottery page and the default theme's loto game: game and draw
 * selection, wager type, the 1–90 picker, the slip with the live line count and total, the line
 * list and the how-to-play modal. One form holds the slip: with JavaScript the picker changes in
 * place; without, each tap is a GET and "Add to cart" a POST of the same fields.
 */
export function LottoPage({ data, result }: { data: LottoPageData; result: CartLineResult | undefined }) {
  const t = useT();
  const { settings } = useShell();
  const info = data.draws.games.find((game) => game.game === data.game) ?? data.draws.games[0]!;
  const max = info.max_line_size;
  const clock = useServerClock(data.draws.server_time);
  const [picker, setPicker] = useState(data.picker);
  const [stake, setStake] = useState(data.stake);
  const [nextDraw, setNextDraw] = useState(true);
  const { draw, choose } = useDrawToSell(info.next_draws, data.drawId, clock);
  const cart = useCartLines(data.cart, clock, (game) => game !== "number");
  usePublishCartCount(cart.count);

  const exponent = currencyExponent(settings.currency_code);
  const status = selectionStatus(picker);
  const slip = slipReady(status.ok ? { ok: true, lines: status.lines } : status, stake, data.draws, exponent);
  const ready: ReadyLine | null =
    status.ok && slip.ok && draw
      ? {
          line: {
            draw_id: draw.id,
            selection: toLineSelection(status.selection),
            stake_per_line: stake.trim(),
            next_draw_if_closed: nextDraw,
          },
          game: info.game,
          drawSequence: draw.sequence,
          closesAt: draw.closes_at,
          lines: slip.lines,
          total: slip.total,
        }
      : null;
  const { onSubmit, notice } = useAddLine({
    ready,
    maxCartLines: data.draws.max_cart_lines,
    result,
    onAdded: () => setPicker(clearPicks),
  });

  return (
    <div className="lotto-page" data-game={info.game}>
      <LottoSubNav />
      <div className="lotto-page__top">
        <LottoGameTabs games={data.draws.games.map((game) => game.game)} current={info.game} />
        <HowToPlayButton target="how-to-play" />
      </div>
      <div className="lotto-page__layout">
        {/* A clean action: without JavaScript the page's URL carries the last tap (?pick=…), which
            must not be applied again when the post comes back. */}
        <Form
          method="post"
          action={`/lotto?game=${info.game}`}
          className="lotto-play"
          onSubmit={onSubmit}
          preventScrollReset
        >
          {/* The default button: Enter in the stake field adds the line (and does nothing while it is not ready). */}
          <button
            type="submit"
            name="intent"
            value="add"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            disabled={!ready}
          />
          <input type="hidden" name="game" value={info.game} />
          {Object.entries(pickerFields(picker)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <DrawSelect draws={info.next_draws} selectedId={draw?.id ?? null} onSelect={choose} clock={clock} />
          <WagerTypePicker
            state={picker}
            maxLineSize={max}
            onType={(type) => setPicker((state) => setType(state, type, max))}
            onSize={(size) => setPicker((state) => setSize(state, size, max))}
          />
          <NumberPicker
            state={picker}
            actions={{
              onToggle: (n) => setPicker((state) => toggleNumber(state, n)),
              onGroup: (group) => setPicker((state) => setGroup(state, group)),
              onClear: () => setPicker(clearPicks),
              onDip: () => setPicker((state) => luckyDip(state)),
            }}
          />
          <LottoSlip
            selection={status.ok ? { ok: true, lines: status.lines } : status}
            stake={stake}
            onStake={setStake}
            nextDraw={nextDraw}
            onNextDraw={setNextDraw}
            limits={data.draws}
            drawOpen={draw !== null}
            result={result}
            notice={notice}
          />
        </Form>
        <LineList lines={cart.lines} server={cart.server} total={cart.total} />
      </div>
      <HowToPlay id="how-to-play" paytables={data.draws} game={info.game}>
        <p>{t("lotto.about", { game: t(`lotto.game.${info.game}`), max })}</p>
        <ul className="how-to-play__types">
          {(["direct", "perm", "banker", "against"] as const).map((type) => (
            <li key={type}>
              <strong>{t(`lotto.type.${type}`)}</strong>: {t(`lotto.about_type.${type}`)}
            </li>
          ))}
        </ul>
      </HowToPlay>
    </div>
  );
}
