import { ComingSoonScreen } from "../features/coming-soon/coming-soon-screen.tsx";
import { LanguageSwitcher } from "../features/language/language-switcher.tsx";
import type { LayoutHandle } from "../shell/use-layout-name.ts";

/** Full screen, without the theme's header and footer. */
export const handle: LayoutHandle = { layout: "empty" };

export default function ComingSoon() {
  return (
    <ComingSoonScreen>
      <LanguageSwitcher />
    </ComingSoonScreen>
  );
}
