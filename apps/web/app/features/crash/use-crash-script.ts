import { type ComponentsState, useAggregatorScript } from "../../shell/aggregator/use-bv-components.ts";

/** Spec §7's components live under the aggregator's url; the crash game's script beside them. */
export function crashScriptUrl(url: string, timestamp: number): string {
  return `${url.replace(/\/+$/, "")}/js/BVCrash.min.js?t=${timestamp}`;
}

/**
 * Loads the crash game's elements (`<url>/js/BVCrash.min.js?t=<timestamp>`), on the crash page
 * only: the components script every games page loads (useBvComponents) does not carry them.
 */
export function useCrashScript(url: string | null | undefined): ComponentsState {
  return useAggregatorScript(url, crashScriptUrl);
}
