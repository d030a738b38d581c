import { REELS_CSS } from "../play/reel-view.ts";
import { SYMBOL_CSS } from "../play/symbols.ts";

export const VERIFIER_CSS = `
${SYMBOL_CSS}
${REELS_CSS}
:host { max-width: 48rem; }
.form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
.field { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.3rem; font-size: 0.9rem; font-weight: 700; }
.round-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.5rem; align-items: end; }
.pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); gap: 0.75rem; }
.hint { font-size: 0.82rem; margin-top: -0.4rem; }
.result { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.6rem; margin-top: 1rem; overflow-wrap: anywhere; }
.result:empty { display: none; }
.verdict { font-weight: 800; font-size: 1.05rem; }
.scroll { overflow-x: auto; }
.spins { width: 100%; border-collapse: collapse; font-size: 0.88rem; }
.spins th, .spins td { padding: 0.4rem 0.5rem; border-top: 1px solid var(--border, #ddd); text-align: start; }
.spins thead th { border-top: 0; color: var(--muted, #666); font-size: 0.8rem; }
.first { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.4rem; margin: 0; max-width: 26rem; }
`;
