import type { PaymentStatus } from "@platform/contracts";

const PATHS: Record<PaymentStatus | "unknown", string> = {
  success: "M7 12.5l3.2 3.2L17 9",
  failed: "M8.5 8.5l7 7M15.5 8.5l-7 7",
  canceled: "M8 12h8",
  pending: "M12 7.5V12l3 2",
  review: "M12 7.5V13M12 16v.01",
  unknown: "M12 8v.01M12 11v5",
};

/** The outcome's pictogram in its colour; decorative, since the heading says the outcome. */
export function OutcomeIcon({ outcome }: { outcome: PaymentStatus | null }) {
  return (
    <svg className="outcome-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <path d={PATHS[outcome ?? "unknown"]} />
    </svg>
  );
}
