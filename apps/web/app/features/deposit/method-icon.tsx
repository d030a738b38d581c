import type { GatewayMethod } from "@platform/contracts";

const PATHS: Record<GatewayMethod, string> = {
  card: "M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5zM3 9h18M6.5 15.5h4",
  mobile_money:
    "M8 2.5h8A1.5 1.5 0 0 1 17.5 4v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM10.5 18.5h3M9.5 9.5h5M12 7v5",
  bank: "M3 9.5 12 4l9 5.5M4.5 10v8M9 10v8M15 10v8M19.5 10v8M3 20h18",
};

/** A payment method's pictogram; decorative, the method's name is the text beside it. */
export function MethodIcon({ method }: { method: GatewayMethod }) {
  return (
    <svg className="method-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[method]} />
    </svg>
  );
}
