import { useT } from "../../shell/use-shell.ts";
import { Icon } from "../../themes/shared/icon.tsx";

interface ScrollButtonsProps {
  controls: string;
  atStart: boolean;
  atEnd: boolean;
  scroll: (direction: 1 | -1) => void;
  className: string;
}

/** Previous/next buttons for a scroll track; at an end the button stays focusable but inert. */
export function ScrollButtons({ controls, atStart, atEnd, scroll, className }: ScrollButtonsProps) {
  const t = useT();
  return (
    <div className={className}>
      <button
        type="button"
        className="scroll-btn"
        aria-controls={controls}
        aria-label={t("home.scroll_prev")}
        aria-disabled={atStart}
        onClick={() => !atStart && scroll(-1)}
      >
        <Icon name="prev" />
      </button>
      <button
        type="button"
        className="scroll-btn"
        aria-controls={controls}
        aria-label={t("home.scroll_next")}
        aria-disabled={atEnd}
        onClick={() => !atEnd && scroll(1)}
      >
        <Icon name="next" />
      </button>
    </div>
  );
}
