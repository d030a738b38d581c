import { usePageData } from "../../shell/use-page-data.ts";
import { RealityCheckDialog } from "./reality-check-dialog.tsx";
import { SessionClock } from "./session-clock.tsx";
import { useSessionElapsed } from "./use-session-elapsed.ts";

/** What the logged-in header adds for safer gambling: the session clock and the reality check. */
export function SaferHeader({ area }: { area: "/account" | "/users" }) {
  const clock = usePageData()?.sessionClock ?? null;
  const elapsed = useSessionElapsed(clock);
  return (
    <>
      <SessionClock elapsed={elapsed} />
      <RealityCheckDialog clock={clock} elapsed={elapsed} area={area} />
    </>
  );
}
