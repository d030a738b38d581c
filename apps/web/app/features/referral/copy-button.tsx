import { useEffect, useState } from "react";
import { useT } from "../../shell/use-shell.ts";

/**
 * Copies `value` to the clipboard and says so in a live region. Without the Clipboard API (an
 * old browser, plain HTTP on another host) the text is selected for the player to copy.
 */
export function CopyButton({ value, label, targetId }: { value: string; label: string; targetId: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      const target = document.getElementById(targetId);
      if (target instanceof HTMLInputElement) target.select();
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost referral-copy"
        onClick={copy}
        aria-describedby={targetId}
      >
        {label}
      </button>
      <span className="referral-copy__status" role="status">
        {copied ? t("referral.copied") : ""}
      </span>
    </>
  );
}
