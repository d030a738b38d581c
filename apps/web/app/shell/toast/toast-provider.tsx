import { TOAST_DURATION_MS } from "@platform/contracts/client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useResilientT } from "../fallback-dictionary.ts";
import { addToast, removeToast, type Toast, type ToastType } from "./toast-queue.ts";

type ShowToast = (type: ToastType, message: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** `showToast(type, message)`; each toast leaves after TOAST_DURATION_MS (spec §9). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast used outside ToastProvider");
  return show;
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return (
    <li
      className={`toast toast--${toast.type}`}
      style={{
        padding: "0.75rem 1rem",
        borderRadius: "var(--radius, 8px)",
        background: "var(--surface, #fff)",
        color: "var(--text, #111)",
        borderInlineStart: `4px solid ${toast.type === "error" ? "var(--warn, #dc2626)" : "var(--accent, #2563eb)"}`,
        boxShadow: "0 6px 24px rgb(0 0 0 / 0.25)",
      }}
    >
      {toast.message}
    </li>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((type, message) => {
    const id = nextId.current++;
    setToasts((current) => addToast(current, { id, type, message }));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => removeToast(current, id)), []);
  const t = useResilientT();

  return (
    <ToastContext value={show}>
      {children}
      {/* Always rendered so screen readers have registered the live region before a toast arrives. */}
      <ul
        className="toasts"
        aria-live="polite"
        aria-label={t("toast.region")}
        style={{
          position: "fixed",
          insetInline: "1rem",
          bottom: "1rem",
          zIndex: 1000,
          display: "grid",
          justifyItems: "center",
          gap: "0.5rem",
          pointerEvents: "none",
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={dismiss} />
        ))}
      </ul>
    </ToastContext>
  );
}
