import type { DrawGame } from "@platform/contracts";
import { type FormEvent, useState } from "react";
import { drawShapeOf } from "../../shell/draw-games/draw-games.ts";
import { Field } from "../../shell/forms/field.tsx";
import { SelectField } from "../../shell/forms/select-field.tsx";
import { useT } from "../../shell/use-shell.ts";
import { canVerify, parseNumbers, type Recomputed, recompute } from "./verify-draw.ts";

export interface RecomputeDefaults {
  game: DrawGame;
  serverSeed: string;
  clientSeed: string;
  commitment: string;
  numbers: string;
}

type State = { kind: "idle" } | { kind: "unavailable" } | { kind: "done"; result: Recomputed };

/**
 * Anyone's own check of any draw: paste a revealed seed and a client seed (and, to compare, the
 * published hash and numbers) and the browser recomputes the balls, as /provably-fair does for a
 * casino round. Nothing is sent anywhere.
 */
export function RecomputeForm({ defaults }: { defaults?: RecomputeDefaults | undefined }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: "idle" });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canVerify()) {
      setState({ kind: "unavailable" });
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const result = await recompute({
      serverSeed: text("server_seed"),
      clientSeed: text("client_seed"),
      shape: drawShapeOf(text("shape") === "number" ? "number" : "lucky5"),
      commitment: text("commitment"),
      published: parseNumbers(text("numbers")),
    });
    setState({ kind: "done", result });
  };
  return (
    <form className="recompute-form" onSubmit={submit} aria-label={t("draws.recompute.label")}>
      <SelectField
        name="shape"
        label={t("draws.recompute.shape")}
        options={[
          { value: "lotto", label: t("draws.recompute.shape_lotto") },
          { value: "number", label: t("draws.recompute.shape_number") },
        ]}
        defaultValue={defaults?.game === "number" ? "number" : "lotto"}
      />
      <Field
        name="server_seed"
        label={t("draws.server_seed")}
        defaultValue={defaults?.serverSeed}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
      />
      <Field
        name="client_seed"
        label={t("draws.client_seed")}
        defaultValue={defaults?.clientSeed}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
      />
      <Field
        name="commitment"
        label={t("draws.recompute.commitment")}
        defaultValue={defaults?.commitment}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
      />
      <Field
        name="numbers"
        label={t("draws.recompute.numbers")}
        hint={t("draws.recompute.numbers_hint")}
        defaultValue={defaults?.numbers}
        autoComplete="off"
        inputMode="numeric"
        maxLength={100}
      />
      <div className="recompute-form__actions">
        <button type="submit" className="btn btn--primary">
          {t("draws.recompute.submit")}
        </button>
      </div>
      <div className="recompute-form__result" role="status" aria-live="polite">
        {state.kind === "unavailable" && <p data-verdict="error">{t("draws.verify.unavailable")}</p>}
        {state.kind === "done" && <RecomputeResult result={state.result} />}
      </div>
    </form>
  );
}

function RecomputeResult({ result }: { result: Recomputed }) {
  const t = useT();
  const verdict = (ok: boolean | null, yes: string, no: string) =>
    ok === null ? null : (
      <span className="recompute-form__check" data-verdict={ok ? "ok" : "mismatch"}>
        {t(ok ? yes : no)}
      </span>
    );
  return (
    <dl className="fair-facts">
      <div className="fair-facts__row">
        <dt>{t("draws.recompute.hash")}</dt>
        <dd>
          <code className="fair-code">{result.hash}</code>{" "}
          {verdict(result.hashOk, "draws.recompute.hash_ok", "draws.recompute.hash_bad")}
        </dd>
      </div>
      <div className="fair-facts__row">
        <dt>{t("draws.recompute.balls")}</dt>
        <dd>
          <strong>{result.balls.join(", ")}</strong>{" "}
          {verdict(result.numbersOk, "draws.recompute.numbers_ok", "draws.recompute.numbers_bad")}
        </dd>
      </div>
    </dl>
  );
}
