import { LAYOUTS, type LayoutName } from "@platform/contracts/client";
import { useMatches } from "react-router";

/** A route opts out of the theme chrome with `export const handle = { layout: "empty" }`. */
export interface LayoutHandle {
  layout?: LayoutName;
}

function layoutOf(handle: unknown): LayoutName | undefined {
  if (!handle || typeof handle !== "object" || !("layout" in handle)) return undefined;
  const { layout } = handle;
  return (LAYOUTS as readonly unknown[]).includes(layout) ? (layout as LayoutName) : undefined;
}

/** The layout the deepest route asks for; undefined means the active theme's layout. */
export function useLayoutName(): LayoutName | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const layout = layoutOf(matches[index]?.handle);
    if (layout) return layout;
  }
  return undefined;
}
