import { LOADING_BAR } from "@platform/contracts/client";
import { useEffect, useReducer } from "react";
import { useFetchers, useNavigation } from "react-router";
import { INITIAL_LOADING_BAR, loadingBarReducer } from "./loading-bar-state.ts";

const TICK_MS = 100;

/** Spec §2: the top progress bar, driven by navigations and fetcher submissions. */
export function LoadingBar({ label, failed }: { label: string; failed: boolean }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [state, dispatch] = useReducer(loadingBarReducer, INITIAL_LOADING_BAR);

  useEffect(() => {
    if (!busy) {
      dispatch({ type: failed ? "fail" : "finish" });
      return;
    }
    dispatch({ type: "start" });
    const startedAt = performance.now();
    const reveal = setTimeout(() => dispatch({ type: "reveal" }), LOADING_BAR.throttleMs);
    const ticker = setInterval(
      () => dispatch({ type: "tick", elapsedMs: performance.now() - startedAt }),
      TICK_MS,
    );
    return () => {
      clearTimeout(reveal);
      clearInterval(ticker);
    };
  }, [busy, failed]);

  useEffect(() => {
    const { phase, progress } = state;
    const next =
      phase === "finished" || phase === "error"
        ? { type: "hide" as const, delay: LOADING_BAR.hideDelayMs }
        : phase === "hidden" && progress !== 0
          ? { type: "reset" as const, delay: LOADING_BAR.resetDelayMs }
          : null;
    if (!next) return;
    const timer = setTimeout(() => dispatch({ type: next.type }), next.delay);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div
      className={`loading-bar loading-bar--${state.phase}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      aria-hidden={!state.visible}
      style={{
        position: "fixed",
        insetInline: 0,
        top: 0,
        zIndex: 1000,
        height: LOADING_BAR.heightPx,
        transformOrigin: "left",
        transform: `scaleX(${state.progress / 100})`,
        opacity: state.visible ? 1 : 0,
        pointerEvents: "none",
        // Theme tokens; the fallbacks keep the bar visible on the unthemed error screen.
        background: state.phase === "error" ? "var(--warn, #dc2626)" : "var(--accent, #2563eb)",
        transition: "transform 0.2s ease-out, opacity 0.3s ease",
      }}
    />
  );
}
