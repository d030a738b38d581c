import type { VirtualMatchDay } from "@platform/contracts";
import { type FormEvent, useState } from "react";
import { Field } from "../../../shell/forms/field.tsx";
import { useT } from "../../../shell/use-shell.ts";
import type { TeamNames } from "./team-names.ts";
import { VerdictView } from "./verdict-view.tsx";
import { type MatchDayVerdict, verifyServedMatchDay } from "./verify-match-day.ts";

/**
 * Anyone's own check: paste a seed, an entropy line and a commitment, and the browser replays this
 * match day's published fixtures from them, as the draws' verifier does for a draw.
 */
export function RecomputeForm({ day, names }: { day: VirtualMatchDay; names: TeamNames }) {
  const t = useT();
  const [verdict, setVerdict] = useState<MatchDayVerdict | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setVerdict(
      verifyServedMatchDay(day, {
        serverSeed: text("server_seed"),
        entropy: text("entropy"),
        commitment: text("commitment"),
      }),
    );
  };
  return (
    <form className="virtual-recompute" onSubmit={submit} aria-label={t("virtual.recompute.label")}>
      <Field
        name="server_seed"
        label={t("virtual.server_seed")}
        defaultValue={day.server_seed ?? ""}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
      />
      <Field
        name="entropy"
        label={t("virtual.entropy")}
        defaultValue={day.entropy ?? ""}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={400}
      />
      <Field
        name="commitment"
        label={t("virtual.commitment")}
        defaultValue={day.commitment}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
      />
      <div className="virtual-recompute__actions">
        <button type="submit" className="btn btn--primary">
          {t("virtual.recompute.submit")}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {verdict && <VerdictView verdict={verdict} names={names} />}
      </div>
    </form>
  );
}
