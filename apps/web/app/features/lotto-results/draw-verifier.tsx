import type { Draw } from "@platform/contracts";
import { useState } from "react";
import { drawShapeOf } from "../../shell/draw-games/draw-games.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { canVerify, type Recomputed, recompute } from "./verify-draw.ts";

type State =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "unavailable" }
  | { kind: "done"; result: Recomputed };

/**
 * "Verify this draw": the browser recomputes the published draw from its revealed seed and says
 * whether SHA-256 of the seed is the hash published before the sales opened and whether the seeds
 * give the published numbers. The verdict is a live region, so it is read out when it appears.
 */
export function DrawVerifier({ draw }: { draw: Draw & { server_seed: string; numbers: number[] } }) {
  const t = useT();
  const { settings } = useShell();
  const [state, setState] = useState<State>({ kind: "idle" });
  const published = formatSiteDateTime(draw.opens_at, {
    format: settings.time_format,
    timeZone: settings.time_zone,
  });
  const verify = async () => {
    if (!canVerify()) {
      setState({ kind: "unavailable" });
      return;
    }
    setState({ kind: "working" });
    const result = await recompute({
      serverSeed: draw.server_seed,
      clientSeed: draw.client_seed,
      shape: drawShapeOf(draw.game),
      commitment: draw.server_seed_hash,
      published: draw.numbers,
    });
    setState({ kind: "done", result });
  };
  return (
    <div className="draw-verifier">
      <button type="button" className="btn btn--primary" onClick={verify} disabled={state.kind === "working"}>
        {t(state.kind === "working" ? "draws.verify.working" : "draws.verify.button")}
      </button>
      <div className="draw-verifier__verdict" role="status" aria-live="polite">
        {state.kind === "unavailable" && <p data-verdict="error">{t("draws.verify.unavailable")}</p>}
        {state.kind === "done" && <Verdict result={state.result} draw={draw} published={published} />}
      </div>
    </div>
  );
}

function Verdict({
  result,
  draw,
  published,
}: {
  result: Recomputed;
  draw: Draw & { numbers: number[] };
  published: string;
}) {
  const t = useT();
  const numbers = result.balls.join(", ");
  if (result.hashOk && result.numbersOk) {
    return (
      <p className="verdict" data-verdict="ok">
        {t("draws.verify.ok", { time: published, numbers })}
      </p>
    );
  }
  return (
    <div className="verdict" data-verdict="mismatch">
      {!result.hashOk && <p>{t("draws.verify.hash_mismatch", { hash: result.hash, time: published })}</p>}
      {!result.numbersOk && (
        <p>{t("draws.verify.numbers_mismatch", { numbers, published: draw.numbers.join(", ") })}</p>
      )}
    </div>
  );
}
