/*
 * Shadow roots inherit the page's custom properties and nothing else: every colour, radius and font
 * here is one of the site theme's tokens (--bg, --surface, --surface-2, --border, --text, --muted,
 * --accent, --on-accent, --radius, --font), so each site's lobby looks like its own site. The
 * fallbacks only matter on a page that sets no tokens at all.
 */

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every instance of every element. */
export function adopt(root: ShadowRoot, ...css: string[]): void {
  root.adoptedStyleSheets = css.map((text) => {
    let sheet = sheets.get(text);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      sheets.set(text, sheet);
    }
    return sheet;
  });
}

export const BASE_CSS = `
:host {
  display: block;
  color: var(--text, #111);
  font-family: var(--font, system-ui, sans-serif);
  line-height: 1.45;
  --bv-gap: 0.75rem;
  --bv-line: color-mix(in srgb, var(--border, #ddd) 100%, transparent);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
h2, h3, p, ul, ol, dl, dd, figure, table { margin: 0; }
ul, ol { padding: 0; list-style: none; }
img { display: block; max-width: 100%; }
a { color: inherit; }
button, input, select { font: inherit; color: inherit; }
button { cursor: pointer; }
button:disabled { cursor: not-allowed; opacity: 0.55; }
:focus-visible { outline: 3px solid var(--accent, #2563eb); outline-offset: 2px; }
.vh {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem;
  min-height: 2.75rem; padding: 0.5rem 1.1rem;
  border: 1px solid var(--border, #ccc); border-radius: var(--radius, 8px);
  background: var(--surface-2, #f3f3f3); color: var(--text, #111);
  font-weight: 700; text-decoration: none; text-align: center;
}
.btn:hover:not(:disabled) { border-color: var(--accent, #2563eb); }
.btn--primary {
  background: var(--accent, #2563eb); color: var(--on-accent, #fff); border-color: transparent;
}
.btn--primary:hover:not(:disabled) { filter: brightness(1.08); border-color: transparent; }
.btn--small { min-height: 2.25rem; padding: 0.3rem 0.8rem; font-size: 0.9rem; }
.panel {
  background: var(--surface, #fff); border: 1px solid var(--border, #ddd);
  border-radius: var(--radius, 8px); padding: 1rem;
}
.muted { color: var(--muted, #666); }
.field { display: grid; gap: 0.3rem; font-size: 0.9rem; font-weight: 700; }
.input {
  width: 100%; min-height: 2.75rem; padding: 0.45rem 0.7rem;
  background: var(--bg, #fff); color: var(--text, #111);
  border: 1px solid var(--border, #ccc); border-radius: var(--radius, 8px);
  font-weight: 400;
}
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.notice { padding: 0.75rem 1rem; border-radius: var(--radius, 8px); border: 1px solid var(--border, #ddd);
  background: var(--surface-2, #f3f3f3); }
.notice--error { border-color: color-mix(in srgb, #d92d20 60%, var(--border, #ddd)); }
.badge {
  display: inline-block; padding: 0.05rem 0.55rem; border-radius: 999px;
  border: 1px solid var(--border, #ccc); font-size: 0.75rem; font-weight: 700; white-space: nowrap;
}
.ok { color: color-mix(in srgb, #16a34a 75%, var(--text, #111)); }
.bad { color: color-mix(in srgb, #dc2626 75%, var(--text, #111)); }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 1ms !important; animation-iteration-count: 1 !important;
    transition-duration: 1ms !important; }
}
`;
