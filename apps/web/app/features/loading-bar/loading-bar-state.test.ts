import { describe, expect, it } from "vitest";
import {
  estimatedProgress,
  INITIAL_LOADING_BAR,
  type LoadingBarEvent,
  type LoadingBarState,
  loadingBarReducer,
} from "./loading-bar-state.ts";

function run(...events: LoadingBarEvent[]): LoadingBarState {
  return events.reduce(loadingBarReducer, INITIAL_LOADING_BAR);
}

describe("loadingBarReducer", () => {
  it("starts invisible and shows only once the throttle passed", () => {
    expect(run({ type: "start" })).toEqual({ phase: "started", progress: 0, visible: false });
    expect(run({ type: "start" }, { type: "reveal" }).visible).toBe(true);
  });

  it("never shows a navigation that finished within the throttle", () => {
    expect(run({ type: "start" }, { type: "tick", elapsedMs: 100 }, { type: "finish" })).toBe(
      INITIAL_LOADING_BAR,
    );
  });

  it("advances with ticks and explicit values, never backwards", () => {
    const ticked = run({ type: "start" }, { type: "reveal" }, { type: "tick", elapsedMs: 2000 });
    expect(ticked.phase).toBe("set");
    expect(ticked.progress).toBeCloseTo(70.5, 0);
    expect(loadingBarReducer(ticked, { type: "tick", elapsedMs: 500 }).progress).toBe(ticked.progress);
    expect(loadingBarReducer(ticked, { type: "set", progress: 150 }).progress).toBe(100);
  });

  it("finishes at 100, hides, then resets", () => {
    const finished = run({ type: "start" }, { type: "reveal" }, { type: "finish" });
    expect(finished).toEqual({ phase: "finished", progress: 100, visible: true });
    const hidden = loadingBarReducer(finished, { type: "hide" });
    expect(hidden).toEqual({ phase: "hidden", progress: 100, visible: false });
    expect(loadingBarReducer(hidden, { type: "reset" })).toBe(INITIAL_LOADING_BAR);
  });

  it("shows an error even for a fast failure, then hides", () => {
    const failed = run({ type: "start" }, { type: "fail" });
    expect(failed).toEqual({ phase: "error", progress: 100, visible: true });
    expect(loadingBarReducer(failed, { type: "hide" }).phase).toBe("hidden");
  });

  it("ignores events that do not apply to the current phase", () => {
    const loading = run({ type: "start" }, { type: "reveal" });
    expect(loadingBarReducer(loading, { type: "start" })).toBe(loading);
    expect(loadingBarReducer(loading, { type: "hide" })).toBe(loading);
    expect(run({ type: "finish" })).toBe(INITIAL_LOADING_BAR);
    expect(run({ type: "reset" })).toBe(INITIAL_LOADING_BAR);
  });
});

describe("estimatedProgress", () => {
  it("grows towards but never reaches 100", () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(1000)).toBeLessThan(estimatedProgress(2000));
    expect(estimatedProgress(600_000)).toBeLessThan(100);
  });
});
