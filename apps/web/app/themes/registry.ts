import type { ThemeName } from "@platform/contracts";
import type { ThemeModule } from "../shell/types.ts";

/**
 * A tenant downloads only its own theme. Each theme is a dynamic import; the browser entry loads
 * the active one before hydrating and the server entry loads all of them at start, so rendering
 * can read the module synchronously and the first HTML is already themed.
 */
const loaders: Record<ThemeName, () => Promise<{ default: ThemeModule }>> = {
  default: () => import("./default/index.tsx"),
  base2: () => import("./base2/index.tsx"),
  base3: () => import("./base3/index.tsx"),
  base4: () => import("./base4/index.tsx"),
};

const loaded = new Map<ThemeName, ThemeModule>();

export async function loadTheme(name: ThemeName): Promise<ThemeModule> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const module = (await loaders[name]()).default;
  loaded.set(name, module);
  return module;
}

export function loadAllThemes(): Promise<ThemeModule[]> {
  return Promise.all((Object.keys(loaders) as ThemeName[]).map(loadTheme));
}

export function getLoadedTheme(name: ThemeName): ThemeModule {
  const theme = loaded.get(name);
  if (!theme) throw new Error(`Theme ${name} rendered before it was loaded`);
  return theme;
}
