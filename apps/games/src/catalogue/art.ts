import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One game's artwork: a hand-written SVG shipped in apps/games/public/art. */
export interface Artwork {
  body: Buffer;
  /** A content hash: the URL changes when the file does, so it may be cached for a year. */
  version: string;
}

/**
 * `apps/games/public` (artwork and the components script) from the source tree or beside the
 * standalone bundle (apps/games/dist).
 */
export function defaultPublicDir(): string {
  for (const candidate of ["../../public", "../public"]) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path.join(dir, "art"))) return dir;
  }
  throw new Error("games public folder not found; pass publicDir");
}

/** Every `<slug>.svg` of the folder, read once at start (a few kilobytes each). */
export function loadArtwork(dir: string): Map<string, Artwork> {
  const art = new Map<string, Artwork>();
  for (const file of readdirSync(dir)) {
    const slug = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
    if (!slug) continue;
    const body = readFileSync(path.join(dir, file));
    art.set(slug, { body, version: createHash("sha256").update(body).digest("hex").slice(0, 12) });
  }
  return art;
}
