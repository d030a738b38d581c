import type { CartResponse, DrawGamesResponse } from "@platform/contracts";
import { currencyExponent } from "@platform/contracts/client";
import type { NumberSelection } from "@platform/fair";
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
import { LottoSlip, slipReady } from "./lotto-slip.tsx";
import { LottoSubNav } from "./lotto-sub-nav.tsx";
import { useDrawToSell } from "./lotto-use-draw.ts";
import { LuckyNumberPicker } from "./lucky-number-picker.tsx";
import { numberPickValue } from "./lucky-number-state.ts";

export interface LuckyNumberPageData {
  draws: DrawGamesResponse;
  pick: NumberSelection | null;
  stake: string;
  drawId: string | null;
  cart: CartResponse | null;
}

/** Spec §2 /lucky-number (the default theme's number page): one ball, one bet per line. */
export function LuckyNumberPage({
  data,
  result,
}: {
  data: LuckyNumberPageData;
  result: CartLineResult | undefined;
}) {
  const t = useT();
  const { settings } = useShell();
  const info = data.draws.games[0]!;
  const clock = useServerClock(data.draws.server_time);
  const [pick, setPick] = useState(data.pick);
  const [stake, setStake] = useState(data.stake);
  const [nextDraw, setNextDraw] = useState(true);
  const { draw, choose } = useDrawToSell(info.next_draws, data.drawId, clock);
  const cart = useCartLines(data.cart, clock, (game) => game === "number");
  usePublishCartCount(cart.count);

  const exponent = currencyExponent(settings.currency_code);
  const selection = pick
    ? ({ ok: true, lines: 1 } as const)
    : ({ ok: false, hint: { key: "lucky.hint.pick" } } as const);
  const slip = slipReady(selection, stake, data.draws, exponent);
  const ready: ReadyLine | null =
    pick && slip.ok && draw
      ? {
          line: {
            draw_id: draw.id,
            selection: pick,
            stake_per_line: stake.trim(),
            next_draw_if_closed: nextDraw,
          },
          game: "number",
          drawSequence: draw.sequence,
          closesAt: draw.closes_at,
          lines: 1,
          total: slip.total,
        }
      : null;
  const { onSubmit, notice } = useAddLine({
    ready,
    maxCartLines: data.draws.max_cart_lines,
    result,
    onAdded: () => setPick(null),
  });

  return (
    <div className="lotto-page lotto-page--number" data-game="number">
      <LottoSubNav />
      <div className="lotto-page__top">
        <p className="lotto-page__intro">{t("lucky.intro")}</p>
        <HowToPlayButton target="how-to-play" />
      </div>
      <div className="lotto-page__layout">
        {/* A clean action: without JavaScript the URL carries the last tap (?pick=…). */}
        <Form
          method="post"
          action="/lucky-number"
          className="lotto-play"
          onSubmit={onSubmit}
          preventScrollReset
        >
          <button
            type="submit"
            name="intent"
            value="add"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            disabled={!ready}
          />
          <input type="hidden" name="selection" value={pick ? numberPickValue(pick) : ""} />
          <DrawSelect draws={info.next_draws} selectedId={draw?.id ?? null} onSelect={choose} clock={clock} />
          <LuckyNumberPicker pick={pick} paytable={data.draws.number_paytable} onPick={setPick} />
          <LottoSlip
            selection={selection}
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
      <HowToPlay id="how-to-play" paytables={data.draws} game="number">
        <p>{t("lucky.about")}</p>
      </HowToPlay>
    </div>
  );
}
