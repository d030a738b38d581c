import { useT } from "../../shell/use-shell.ts";

/** How a draw is made fair, in four steps (the draw page and the verifier). */
export function FairHow() {
  const t = useT();
  return (
    <section className="fair-page__how" aria-labelledby="draw-fair-how">
      <h2 id="draw-fair-how">{t("draws.how.title")}</h2>
      <ol className="fair-page__steps">
        <li>{t("draws.how.commit")}</li>
        <li>{t("draws.how.client")}</li>
        <li>{t("draws.how.balls")}</li>
        <li>{t("draws.how.reveal")}</li>
      </ol>
    </section>
  );
}
