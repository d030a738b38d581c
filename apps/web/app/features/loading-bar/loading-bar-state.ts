import { LOADING_BAR } from "@platform/contracts/client";

/** Spec §4: the loading bar is hidden, started, set, finished or error. */
export type LoadingBarPhase = "hidden" | "started" | "set" | "finished" | "error";

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** 0–100. */
  progress: number;
  /** False until the throttle passed, so fast navigations never flash a bar. */
  visible: boolean;
}

export type LoadingBarEvent =
  | { type: "start" }
  | { type: "reveal" }
  | { type: "tick"; elapsedMs: number }
  | { type: "set"; progress: number }
  | { type: "finish" }
  | { type: "fail" }
  | { type: "hide" }
  | { type: "reset" };

export const INITIAL_LOADING_BAR: LoadingBarState = { phase: "hidden", progress: 0, visible: false };

/**
 * Progress that approaches 100 but never reaches it while loading: ~70 % after `durationMs`,
 * slowing down afterwards, so a slow page never looks finished before it is.
 */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  return (200 / Math.PI) * Math.atan((2 * Math.max(0, elapsedMs)) / durationMs);
}

function isLoading(state: LoadingBarState): boolean {
  return state.phase === "started" || state.phase === "set";
}

/** Pure transitions; the component owns the timers (throttle, hide delay, reset delay). */
export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case "start":
      return isLoading(state) ? state : { phase: "started", progress: 0, visible: false };
    case "reveal":
      return isLoading(state) && !state.visible ? { ...state, visible: true } : state;
    case "tick":
      return isLoading(state)
        ? { ...state, phase: "set", progress: Math.max(state.progress, estimatedProgress(event.elapsedMs)) }
        : state;
    case "set":
      return isLoading(state)
        ? { ...state, phase: "set", progress: Math.min(100, Math.max(0, event.progress)) }
        : state;
    case "finish":
      if (!isLoading(state)) return state;
      return state.visible ? { phase: "finished", progress: 100, visible: true } : INITIAL_LOADING_BAR;
    case "fail":
      return isLoading(state) ? { phase: "error", progress: 100, visible: true } : state;
    case "hide":
      return state.phase === "finished" || state.phase === "error"
        ? { phase: "hidden", progress: state.progress, visible: false }
        : state;
    case "reset":
      return state.phase === "hidden" && state.progress !== 0 ? INITIAL_LOADING_BAR : state;
  }
}
