import { REELS_CSS } from "../play/reel-view.ts";
import { SYMBOL_CSS } from "../play/symbols.ts";

export const ROUND_CSS = `
${SYMBOL_CSS}
${REELS_CSS}
.loading { padding: 1.5rem 0; text-align: center; color: var(--muted, #666); }
.round { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; max-width: 40rem; }
.facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.4rem; }
.facts div { padding: 0.4rem 0.6rem; background: var(--surface-2, #f3f3f3); border-radius: var(--radius, 8px); }
.facts dt { color: var(--muted, #666); font-size: 0.78rem; }
.facts dd { font-weight: 700; overflow-wrap: anywhere; }
.stepper { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.step { text-align: center; font-weight: 700; font-size: 0.9rem; }
.wins { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.25rem; font-size: 0.9rem; }
.actions { display: flex; gap: 0.5rem; }
.seeds summary { cursor: pointer; font-weight: 700; min-height: 2.75rem; display: flex; align-items: center; }
.seeds dl { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.1rem; font-size: 0.85rem; margin-bottom: 0.6rem; }
.seeds dt { color: var(--muted, #666); font-size: 0.78rem; margin-top: 0.3rem; }
@media (min-width: 768px) {
  .facts { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
`;
