import { REELS_CSS } from "./reel-view.ts";
import { SEEDS_CSS } from "./seeds-panel.ts";
import { SYMBOL_CSS } from "./symbols.ts";

/** The game dialog: the whole screen on a phone, a centred window from 768 px. */
export const POPUP_CSS = `
${SYMBOL_CSS}
${REELS_CSS}
${SEEDS_CSS}
dialog {
  width: 100%; max-width: 100%; height: 100%; max-height: 100%; margin: 0; padding: 0; border: 0;
  background: var(--bg, #fff); color: var(--text, #111);
}
dialog::backdrop { background: rgb(0 0 0 / 0.72); }
.frame { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-rows: auto 1fr; min-height: 100%; }
.head {
  position: sticky; top: 0; z-index: 2; display: flex; align-items: center; justify-content: space-between;
  gap: 0.75rem; padding: 0.5rem 0.5rem 0.5rem 1rem;
  background: var(--surface, #fff); border-bottom: 1px solid var(--border, #ddd);
}
.head h2 { font-size: 1.1rem; line-height: 1.2; }
.close {
  width: 2.75rem; height: 2.75rem; flex: none; font-size: 1.7rem; line-height: 1;
  border: 1px solid var(--border, #ccc); border-radius: var(--radius, 8px);
  background: var(--surface-2, #eee); color: var(--text, #111);
}
.body { padding: 0.75rem; }
.starting { padding: 3rem 0; text-align: center; color: var(--muted, #666); }
.machine { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; max-width: 40rem; margin: 0 auto; }
.bar {
  position: sticky; top: 3.75rem; z-index: 1; display: flex; align-items: center; justify-content: space-between;
  gap: 0.5rem; padding: 0.5rem 0.75rem; background: var(--surface-2, #f3f3f3);
  border: 1px solid var(--border, #ddd); border-radius: var(--radius, 8px);
}
.balance .amount { font-size: 1.15rem; font-variant-numeric: tabular-nums; }
.stage { position: relative; }
.banner {
  position: absolute; inset: auto 0.75rem 0.75rem; padding: 0.6rem 1rem; text-align: center;
  font-size: 1.35rem; font-weight: 800; border-radius: var(--radius, 8px);
  background: var(--accent, #2563eb); color: var(--on-accent, #fff);
  box-shadow: 0 10px 30px -8px rgb(0 0 0 / 0.6); animation: pop 0.5s ease-out;
}
.banner[hidden] { display: none; }
@keyframes pop { from { transform: scale(0.6); opacity: 0; } }
.status { min-height: 1.5rem; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.alert:empty { display: none; }
.alert .btn { margin-inline-start: 0.5rem; }
.controls { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 0.4rem 0.75rem; align-items: end; }
.controls .stake { grid-column: 1 / -1; }
.spin { min-height: 3.25rem; font-size: 1.2rem; text-transform: uppercase; letter-spacing: 0.04em; }
@media (min-width: 768px) {
  dialog {
    width: min(46rem, calc(100% - 3rem)); height: fit-content; max-height: calc(100% - 3rem); margin: auto;
    border: 1px solid var(--border, #ddd); border-radius: var(--radius, 8px);
  }
  .frame { min-height: 0; }
  .body { padding: 1.25rem; }
  .controls { grid-template-columns: 12rem 14rem; justify-content: center; }
}
`;
