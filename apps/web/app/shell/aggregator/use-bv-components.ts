import { useEffect, useState } from "react";
import { componentsScriptUrl } from "./components-script.ts";

export type ComponentsState = "idle" | "loading" | "ready" | "failed";

/** Where one of the aggregator's scripts is, given its url and a cache-busting timestamp. */
export type AggregatorScript = (url: string, timestamp: number) => string;

/** One load per script and aggregator url and page load, whatever the client navigations since. */
const scripts = new Map<string, Promise<void>>();

/**
 * The CSP nonce of this document. Browsers hide the nonce attribute from the DOM but keep the
 * property, so the nonce of a script the server rendered is the one to reuse.
 */
function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

function inject(url: string, source: AggregatorScript): Promise<void> {
  // The script's address without its timestamp names it.
  const key = source(url, 0);
  let loading = scripts.get(key);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = source(url, Date.now());
      script.async = true;
      script.nonce = documentNonce();
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        // A later page may try again (a flaky network), rather than keep the failure for the session.
        scripts.delete(key);
        script.remove();
        reject(new Error(`${key} did not load`));
      });
      document.head.append(script);
    });
    scripts.set(key, loading);
  }
  return loading;
}

/**
 * Loads the aggregator's components (`<url>/js/BVComponents.min.js?t=<timestamp>`, spec §7) once the
 * url is known, on the pages that mount them only: the home page never pays for them. `enabled`
 * lets a page wait until it needs one (my bets loads it for its first replay).
 */
export function useBvComponents(url: string | null | undefined, enabled = true): ComponentsState {
  return useAggregatorScript(url, componentsScriptUrl, enabled);
}

/** Loads one of the aggregator's scripts once its url is known (and the page wants it). */
export function useAggregatorScript(
  url: string | null | undefined,
  source: AggregatorScript,
  enabled = true,
): ComponentsState {
  const [state, setState] = useState<ComponentsState>("idle");
  useEffect(() => {
    if (!url || !enabled) return;
    let current = true;
    setState("loading");
    inject(url, source).then(
      () => current && setState("ready"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [url, source, enabled]);
  return state;
}
