import { useEffect, useState } from "react";
import { componentsScriptUrl } from "./components-script.ts";

export type ComponentsState = "idle" | "loading" | "ready" | "failed";

/** One script per aggregator url and page load, whatever the client navigations since. */
const scripts = new Map<string, Promise<void>>();

/**
 * The CSP nonce of this document. Browsers hide the nonce attribute from the DOM but keep the
 * property, so the nonce of a script the server rendered is the one to reuse.
 */
function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

function inject(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = componentsScriptUrl(url, Date.now());
      script.async = true;
      script.nonce = documentNonce();
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        // A later page may try again (a flaky network), rather than keep the failure for the session.
        scripts.delete(url);
        script.remove();
        reject(new Error("BVComponents.min.js did not load"));
      });
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/**
 * Loads the aggregator's components (`<url>/js/BVComponents.min.js?t=<timestamp>`, spec §7) once the
 * url is known, on the pages that mount them only: the home page never pays for them. `enabled`
 * lets a page wait until it needs one (my bets loads it for its first replay).
 */
export function useBvComponents(url: string | null | undefined, enabled = true): ComponentsState {
  const [state, setState] = useState<ComponentsState>("idle");
  useEffect(() => {
    if (!url || !enabled) return;
    let current = true;
    setState("loading");
    inject(url).then(
      () => current && setState("ready"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [url, enabled]);
  return state;
}
