import type { DrawGame, LottoSettings } from "@platform/contracts";
import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { OddsTable } from "../../shell/draw-games/odds-table.tsx";
import { useT } from "../../shell/use-shell.ts";

/** Opens the how-to-play dialog; focus comes back here when it closes. */
export function HowToPlayButton({ target }: { target: string }) {
  const t = useT();
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const dialog = document.getElementById(target);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const opener = event.currentTarget;
    dialog.addEventListener("close", () => opener.focus(), { once: true });
    dialog.showModal();
  };
  return (
    <button
      type="button"
      className="btn btn--ghost how-to-play__open"
      aria-haspopup="dialog"
      aria-controls={target}
      onClick={open}
    >
      {t("lotto.how_to_play")}
    </button>
  );
}

/**
 * Spec §2 how-to-play modal: the rules and, per bet type, what a winning line pays, the chance
 * of winning and the return to player, computed from the site's paytable (the same OddsTable
 * as /lotto/about, narrowed to the page's game). A native <dialog>:
 * showModal traps focus and Escape closes it. Without JavaScript the same content is shown at the
 * end of the page (see lotto.css).
 */
export function HowToPlay({
  id,
  paytables,
  game,
  children,
}: {
  id: string;
  paytables: Pick<LottoSettings, "paytable" | "number_paytable">;
  game: DrawGame;
  children: ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and the close button are the keyboard's. */}
      <dialog
        ref={dialog}
        id={id}
        className="how-to-play"
        aria-labelledby={titleId}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself, outside its box.
          if (event.target === dialog.current) close();
        }}
      >
        <div className="how-to-play__box">
          <div className="how-to-play__head">
            <h2 id={titleId} className="how-to-play__title">
              {t("lotto.how_to_play")}
            </h2>
            <button
              type="button"
              className="how-to-play__close"
              onClick={close}
              aria-label={t("lotto.close")}
            >
              ×
            </button>
          </div>
          <div className="how-to-play__rules">{children}</div>
          <OddsTable lotto={paytables} game={game} />
          <p className="how-to-play__note">{t("lotto.odds_note")}</p>
        </div>
      </dialog>
    </>
  );
}
