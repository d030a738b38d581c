import { useT } from "../../shell/use-shell.ts";

/** How to deposit with the chosen method (api/payment-gateway/deposit-guide), in the player's language. */
export function DepositGuide({ method, steps }: { method: string; steps: readonly string[] }) {
  const t = useT();
  return (
    <section className="deposit-guide" aria-labelledby="deposit-guide-title" aria-live="polite">
      <h2 id="deposit-guide-title" className="deposit-guide__title">
        {t("deposit.guide_title", { method })}
      </h2>
      <ol className="deposit-guide__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
