import type { ExampleFloat } from "@platform/fair";
import { useT } from "../../shell/use-shell.ts";

/* What the two "How to verify" sections share: the example's facts, its float cells, the script. */

/** The example's inputs and intermediate values, each as code a player can copy. */
export function ExampleFacts({ rows }: { rows: [label: string, value: string | number][] }) {
  return (
    <dl className="htv-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="htv-facts__row">
          <dt>{label}</dt>
          <dd>
            <code className="htv-code">{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The column headers of one float: bytes, integer, float. */
export function FloatHeaders() {
  const t = useT();
  return (
    <>
      <th scope="col">{t("howto.col.bytes")}</th>
      <th scope="col">{t("howto.col.integer")}</th>
      <th scope="col">{t("howto.col.float")}</th>
    </>
  );
}

/** One float's cells: its 4 bytes in hex, their big-endian integer, the float. */
export function FloatCells({ float }: { float: ExampleFloat }) {
  return (
    <>
      <td>
        <code>{float.bytes.match(/../g)?.join(" ")}</code>
      </td>
      <td>
        <code>{float.integer}</code>
      </td>
      <td>
        <code>{float.float}</code>
      </td>
    </>
  );
}

/** A script to paste into the browser console: plain code, never translated. */
export function ConsoleScript({ script, hint }: { script: string; hint: string }) {
  const t = useT();
  return (
    <>
      <h3>{t("howto.script")}</h3>
      <p>{hint}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard */}
      <pre className="htv-script" tabIndex={0}>
        <code>{script}</code>
      </pre>
    </>
  );
}
