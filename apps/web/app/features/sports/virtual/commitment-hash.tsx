import { useEffect, useId, useState } from "react";
import { useT } from "../../../shell/use-shell.ts";

/**
 * A match day's commitment, SHA-256 of its seed, shown short ("3f9a1c…") and expanded on demand
 * (a details element: it opens without JavaScript), with a copy button once hydrated.
 */
export function CommitmentHash({ hash, label }: { hash: string; label?: string }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      setCopied(true);
    } catch {
      // No Clipboard API here: the full hash stays selectable in the open details.
    }
  };
  return (
    <details className="virtual-hash">
      <summary>
        <span className="virtual-hash__label">{label ?? t("virtual.commitment")}</span>{" "}
        <code className="virtual-hash__short">{hash.slice(0, 12)}…</code>
      </summary>
      <code className="virtual-hash__full" id={id}>
        {hash}
      </code>
      <button type="button" className="virtual-hash__copy" onClick={copy} aria-describedby={id}>
        {t("virtual.copy")}
      </button>
      <span className="virtual-hash__copied" role="status">
        {copied ? t("virtual.copied") : ""}
      </span>
    </details>
  );
}
