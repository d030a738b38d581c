import { RELOAD_GUARD_MS } from "@platform/contracts/client";

export const RELOAD_STORAGE_KEY = "chunk-reload-at";

/**
 * Spec §8: a chunk load failure (usually a deploy replaced the hashed files) reloads the page, at
 * most once per RELOAD_GUARD_MS so a chunk that is really gone cannot cause a reload loop.
 */
export function shouldReload(
  lastReloadAt: number | null,
  now: number,
  guardMs: number = RELOAD_GUARD_MS,
): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= guardMs ||
    now < lastReloadAt
  );
}

/** Reloads unless one happened within the guard window; returns whether it reloaded. */
export function reloadOnce(
  storage: Pick<Storage, "getItem" | "setItem">,
  now: number,
  reload: () => void,
): boolean {
  const stored = storage.getItem(RELOAD_STORAGE_KEY);
  if (!shouldReload(stored === null ? null : Number(stored), now)) return false;
  storage.setItem(RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}

/** The messages browsers use when a dynamically imported module or its CSS fails to load. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reload through sessionStorage, which survives the reload but not the tab. */
export function reloadPageOnce(): boolean {
  try {
    return reloadOnce(window.sessionStorage, Date.now(), () => window.location.reload());
  } catch {
    // Storage can be blocked (privacy modes); without the guard a reload could loop, so don't.
    return false;
  }
}
