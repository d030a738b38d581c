import type { ScriptEntry } from "@platform/contracts";

/**
 * The operator's `setup.script_header` / `script_footer` entries (spec §3): analytics, chat and
 * similar tags. They come from the tenant's settings, which only the operator controls, so inline
 * content is trusted as written and carries this response's CSP nonce; sources are allowed by the
 * policy (content-security-policy.ts). Entries are static per site, so their position is a
 * stable key.
 */
export function SiteScripts({ scripts, nonce }: { scripts: readonly ScriptEntry[]; nonce: string }) {
  return scripts.map((script, index) => {
    const key = `${script.src ?? "inline"}-${index}`;
    if (script.src) {
      return (
        <script
          key={key}
          src={script.src}
          async={script.async ?? !script.defer}
          defer={script.defer}
          nonce={nonce}
        />
      );
    }
    if (!script.content) return null;
    // biome-ignore lint/security/noDangerouslySetInnerHtml: operator-controlled site setup, see above.
    return <script key={key} nonce={nonce} dangerouslySetInnerHTML={{ __html: script.content }} />;
  });
}
