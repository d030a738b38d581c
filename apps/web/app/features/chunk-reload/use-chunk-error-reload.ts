import { useEffect, useState } from "react";
import { isChunkLoadError, reloadPageOnce } from "./reload-guard.ts";

/**
 * For an error boundary: true while a chunk-load failure is being answered with a reload. When
 * the guard refuses (a reload already happened within 10 s) it turns false and the error shows.
 */
export function useChunkErrorReload(error: unknown): boolean {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (reloading && !reloadPageOnce()) setReloading(false);
  }, [reloading]);
  return reloading;
}
