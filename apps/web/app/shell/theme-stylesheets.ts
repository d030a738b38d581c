import type { ThemeName } from "@platform/contracts";
import base2Css from "../themes/base2/theme.css?url";
import base3Css from "../themes/base3/theme.css?url";
import base4Css from "../themes/base4/theme.css?url";
import defaultCss from "../themes/default/theme.css?url";
import sharedCss from "../themes/shared.css?url";

/**
 * Stylesheet URLs, not CSS in the JS bundle: the document links the shared sheet and only the
 * active theme's sheet, so a tenant never downloads another theme's styles.
 */
export const SHARED_STYLESHEET = sharedCss;

export const THEME_STYLESHEETS: Record<ThemeName, string> = {
  base2: base2Css,
  base3: base3Css,
  base4: base4Css,
  default: defaultCss,
};
