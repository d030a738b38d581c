import { useShell } from "../../shell/use-shell.ts";
import { FixtureRow } from "./fixture-row.tsx";
import type { ShownFixture } from "./live-fixtures.ts";

export function FixtureList({ fixtures }: { fixtures: ShownFixture[] }) {
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  return (
    <ul className="fixtures">
      {fixtures.map((fixture) => (
        <FixtureRow key={fixture.id} fixture={fixture} clock={clock} />
      ))}
    </ul>
  );
}
