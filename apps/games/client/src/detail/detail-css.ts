import { SYMBOL_CSS } from "../play/symbols.ts";

/** The detail page: art beside the facts from 768 px, stacked on a phone. */
export const DETAIL_CSS = `
${SYMBOL_CSS}
.loading { padding: 2rem 0; text-align: center; color: var(--muted, #666); }
.detail { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.hero { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; padding: 0; overflow: hidden; }
.art { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: var(--surface-2, #eee); }
.intro { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; align-content: start; padding: 0 1rem 1rem; }
.name { font-size: 1.5rem; line-height: 1.2; }
.facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5rem; margin: 0.5rem 0; }
.fact { padding: 0.5rem 0.7rem; background: var(--surface-2, #f3f3f3); border-radius: var(--radius, 8px); }
.fact dt { color: var(--muted, #666); font-size: 0.8rem; }
.fact dd { font-weight: 700; }
.play { width: 100%; min-height: 3.25rem; font-size: 1.1rem; }
.hint { font-size: 0.85rem; }
.description { max-width: 70ch; }
h3 { font-size: 1.1rem; margin-bottom: 0.6rem; }
.scroll { overflow-x: auto; }
.paytable { width: 100%; border-collapse: collapse; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
.basis { font-size: 0.85rem; margin-bottom: 0.4rem; }
.paytable th, .paytable td { padding: 0.45rem 0.25rem; border-top: 1px solid var(--border, #ddd); text-align: end; white-space: nowrap; }
.paytable tbody th { white-space: normal; }
.paytable thead th { border-top: 0; color: var(--muted, #666); font-size: 0.8rem; }
.paytable th:first-child { text-align: start; }
.paytable tbody th { font-weight: 700; }
.symbol { display: inline-flex; align-items: center; gap: 0.5rem; }
.symbol-name { display: grid; justify-items: start; gap: 0.15rem; }
.symbol .tile { width: 2.1rem; height: 2.1rem; padding: 0.25rem; grid-template-rows: 1fr; flex: none; }
.symbol .tile .label { display: none; }
.paytable tbody th, .paytable td { vertical-align: middle; }
.rules { display: grid; gap: 0.4rem; padding-inline-start: 1.1rem; list-style: disc; }
.strips { margin-top: 0.75rem; }
.strips summary { cursor: pointer; font-weight: 700; min-height: 2.75rem; display: flex; align-items: center; }
.strips ol { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.4rem; font-size: 0.8rem; }
.strips li { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.1rem; }
.panel p + p { margin-top: 0.5rem; }
@media (max-width: 767.98px) {
  .panel:not(.hero) { padding: 0.8rem; }
}
@media (min-width: 768px) {
  .paytable { font-size: 0.9rem; }
  .paytable th, .paytable td { padding: 0.45rem 0.5rem; }
  .symbol .tile { width: 2.5rem; height: 2.5rem; }
  .hero { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  .art { height: 100%; }
  .intro { padding: 1.25rem 1.25rem 1.25rem 0; }
  .facts { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .play { width: auto; justify-self: start; padding-inline: 2.5rem; }
}
`;
