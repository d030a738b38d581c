import { useEffect, useState } from "react";
import type { ComponentsState } from "../../shell/aggregator/use-bv-components.ts";

/** Spec §7's components live under the aggregator's url; the crash game's script beside them. */
export function crashScriptUrl(url: string, timestamp: number): string {
  return `${url.replace(/\/+$/, "")}/js/BVCrash.min.js?t=${timestamp}`;
}

/** One script per aggregator url and page load, whatever the client navigations since. */
const scripts = new Map<string, Promise<void>>();

function inject(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = crashScriptUrl(url, Date.now());
      script.async = true;
      // The nonce of a script the server rendered: browsers hide the attribute but keep the property.
      script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        // A later visit may try again (a flaky network) rather than keep the failure for the session.
        scripts.delete(url);
        script.remove();
        reject(new Error("BVCrash.min.js did not load"));
      });
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/**
 * Loads the crash game's elements (`<url>/js/BVCrash.min.js?t=<timestamp>`), on the crash page
 * only: the components script every games page loads (useBvComponents) does not carry them.
 */
export function useCrashScript(url: string | null | undefined): ComponentsState {
  const [state, setState] = useState<ComponentsState>("idle");
  useEffect(() => {
    if (!url) return;
    let current = true;
    setState("loading");
    inject(url).then(
      () => current && setState("ready"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}
