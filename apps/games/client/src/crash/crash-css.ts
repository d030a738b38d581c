/*
 * The crash game's look. Every colour of the page around the stage is one of the site theme's
 * tokens (--bg, --surface, --surface-2, --border, --text, --muted, --accent, --on-accent, --radius,
 * --font). The stage itself is always dark, tinted by the theme (its text colour and accent), so the
 * curve reads the same on a light site and a dark one. Laid out by the element's own width
 * (container queries): stacked on a phone, panels side by side from about 640 px, the live list
 * beside the game from about 1000 px.
 */

/** The stage's box: the same on the page's placeholder, the loading state and the game (no shift). */
export const STAGE_RATIO = "16 / 10";
export const STAGE_MAX_HEIGHT = "28rem";

export const CRASH_CSS = `
:host { container-type: inline-size; --bv-cash: #15803d; --bv-danger: #ff4d5e; }
[hidden] { display: none !important; }
.crash { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.loading { position: absolute; inset: 0; display: grid; place-items: center; font-weight: 700; }
.notice p + p, .notice p + button { margin-top: 0.5rem; }

/* Before every round: maximum profit, house edge, RTP, bets; the rules behind a disclosure. */
.facts { display: grid; gap: 0.75rem; }
.fact-list { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5rem; }
.fact { padding: 0.5rem 0.75rem; background: var(--surface-2, #f3f3f3); border-radius: var(--radius, 8px); }
.fact dt { font-size: 0.78rem; color: var(--muted, #666); }
.fact dd { font-weight: 800; font-variant-numeric: tabular-nums; }
.rules summary { cursor: pointer; font-weight: 700; min-height: 2.75rem; display: flex; align-items: center; }
.rules ul { display: grid; gap: 0.45rem; padding-inline-start: 1.1rem; list-style: disc; font-size: 0.92rem; }
.rules .chain { margin-top: 0.6rem; font-size: 0.85rem; }

.game { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; align-items: start; }
.main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; min-width: 0; }
.side { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; min-width: 0; }

/* The stage. */
.stage { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.6rem; }
.stage-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; min-height: 1.75rem; }
.round { font-size: 1.05rem; font-variant-numeric: tabular-nums; }
.pill { display: inline-flex; align-items: center; gap: 0.35rem; padding: 0.15rem 0.65rem; border-radius: 999px;
  font-size: 0.8rem; font-weight: 800; text-transform: uppercase; letter-spacing: 0.04em;
  background: var(--surface-2, #eee); border: 1px solid var(--border, #ddd); }
.pill::before { content: ""; width: 0.5rem; height: 0.5rem; border-radius: 50%; background: currentColor; }
.pill[data-phase="running"] { color: color-mix(in srgb, var(--bv-cash) 60%, var(--text, #111)); }
.pill[data-phase="crashed"] { color: color-mix(in srgb, #dc2626 55%, var(--text, #111)); }
.pill[data-phase="betting"] { color: var(--text, #111); }
.connection { margin-inline-start: auto; font-size: 0.82rem; color: var(--muted, #666); }
.connection[data-state="open"] { display: none; }

.screen { position: relative; width: 100%; aspect-ratio: ${STAGE_RATIO}; min-height: 14rem; max-height: ${STAGE_MAX_HEIGHT}; overflow: hidden;
  border-radius: var(--radius, 8px); color: #f4f6fb;
  background:
    radial-gradient(120% 90% at 0% 100%, color-mix(in srgb, var(--accent, #22c55e) 24%, transparent), transparent 62%),
    linear-gradient(180deg, color-mix(in srgb, var(--text, #888) 14%, #0b0d14), #06070b);
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.06); }
.curve { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.readout { position: absolute; inset: 0; display: grid; place-content: center; justify-items: center;
  gap: 0.25rem; pointer-events: none; text-align: center; padding: 0 1rem; }
.multiplier { font-size: clamp(2.6rem, 12cqi, 5.75rem); font-weight: 900; line-height: 1;
  font-variant-numeric: tabular-nums; letter-spacing: -0.02em; text-shadow: 0 4px 24px rgba(0, 0, 0, 0.55); }
.kicker, .sub { font-size: clamp(0.85rem, 2.6cqi, 1.05rem); font-weight: 700; color: rgba(244, 246, 251, 0.86);
  text-shadow: 0 2px 10px rgba(0, 0, 0, 0.6); min-height: 1.4em; }
.kicker { text-transform: uppercase; letter-spacing: 0.06em; font-size: clamp(0.75rem, 2.2cqi, 0.9rem); }
.timer { position: absolute; left: 0; right: 0; bottom: 0; height: 4px; background: rgba(255, 255, 255, 0.08); }
.timer-fill { display: block; height: 100%; background: var(--accent, #22c55e); transform-origin: left center; transform: scaleX(0); }
.screen[data-phase="crashed"] .multiplier, .screen[data-phase="crashed"] .kicker { color: var(--bv-danger); }
.screen[data-phase="betting"] .multiplier, .screen[data-phase="waiting"] .multiplier { color: rgba(244, 246, 251, 0.92); font-size: clamp(2.2rem, 9cqi, 4.25rem); }
.screen[data-connection="lost"] .curve, .screen[data-connection="lost"] .readout { opacity: 0.35; }
.stage-notice { position: absolute; left: 0.75rem; right: 0.75rem; bottom: 0.75rem; padding: 0.5rem 0.75rem;
  border-radius: var(--radius, 8px); background: rgba(0, 0, 0, 0.72); color: #fff; font-size: 0.85rem; font-weight: 700; }
.fixed { display: flex; gap: 0.5rem; align-items: flex-start; font-size: 0.88rem; padding: 0.6rem 0.75rem;
  border-radius: var(--radius, 8px); background: var(--surface-2, #f3f3f3); border: 1px solid var(--border, #ddd);
  overflow-wrap: anywhere; }
.fixed .icon { width: 1.1rem; height: 1.1rem; flex: none; margin-top: 0.1rem; color: var(--accent, #2563eb); }
.fixed-link { font-weight: 700; text-decoration: underline; text-underline-offset: 2px; }

/* The last rounds. */
.history { display: grid; gap: 0.4rem; min-width: 0; }
.history-title { font-size: 0.95rem; }
.strip { display: flex; gap: 0.4rem; overflow-x: auto; padding: 0.15rem 0.1rem 0.5rem; scrollbar-width: thin; }
.strip li { flex: none; }
.chip { min-height: 2.25rem; min-width: 4.2rem; padding: 0.25rem 0.6rem; border-radius: 999px; font-weight: 800;
  font-size: 0.85rem; font-variant-numeric: tabular-nums; border: 1px solid var(--border, #ddd);
  background: var(--surface, #fff); }
.chip[data-tier="low"] { color: color-mix(in srgb, #dc2626 62%, var(--text, #111)); }
.chip[data-tier="mid"] { color: color-mix(in srgb, #15803d 65%, var(--text, #111)); }
.chip[data-tier="high"] { color: var(--on-accent, #fff); background: var(--accent, #2563eb); border-color: transparent; }
.chip .flag { margin-inline-start: 0.25rem; }
.legend { font-size: 0.78rem; }

/* Bet panels. */
.balance-bar { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.5rem; }
.balance { font-size: 0.95rem; }
.balance strong { font-size: 1.1rem; font-variant-numeric: tabular-nums; }
.bets { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.bet { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.7rem; align-content: start; }
.bet-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.bet-head h3 { font-size: 1rem; }
.bet-fields { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.6rem; }
.amount-row { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 0.4rem; }
.step { min-width: 2.75rem; min-height: 2.75rem; padding: 0.3rem 0.6rem; }
.hint { font-size: 0.78rem; font-weight: 400; }
.check { display: flex; align-items: center; gap: 0.5rem; font-weight: 700; min-height: 2rem; }
.check input { width: 1.15rem; height: 1.15rem; accent-color: var(--accent, #2563eb); }
.auto-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 0.4rem; }
.auto-row .input:disabled { opacity: 0.6; }
.unit { font-weight: 800; }
.action { width: 100%; min-height: 3.25rem; font-size: 1.05rem; font-variant-numeric: tabular-nums; }
.action.cash { background: var(--bv-cash); color: #fff; border-color: transparent; }
.action.cash:hover:not(:disabled) { filter: brightness(1.1); border-color: transparent; }
.action.cancel { background: var(--surface-2, #eee); }
.bet-status { min-height: 1.4em; font-size: 0.9rem; font-weight: 600; }
.bet-error:empty, .bet-status:empty { display: none; }
.bet-error { font-size: 0.9rem; font-weight: 700; padding: 0.5rem 0.7rem; border-radius: var(--radius, 8px);
  border: 1px solid color-mix(in srgb, #d92d20 60%, var(--border, #ddd)); background: var(--surface-2, #f3f3f3); }
.autobet { border-top: 1px solid var(--border, #ddd); padding-top: 0.4rem; }
.autobet summary { cursor: pointer; font-weight: 700; min-height: 2.5rem; display: flex; align-items: center; }
.autobet-fields { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; margin-bottom: 0.6rem; }
.auto-status { font-size: 0.85rem; margin-top: 0.4rem; }
.auto-status:empty { display: none; }
.auto-badge { color: var(--on-accent, #fff); background: var(--accent, #2563eb); border-color: transparent; }
.watch { display: grid; gap: 0.6rem; justify-items: start; }

/* The live list, my rounds. */
.live, .mine { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.6rem; min-width: 0; }
.live-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.25rem 0.75rem; }
.live-head h3, .mine h3 { font-size: 1rem; }
.live-summary { font-size: 0.82rem; }
.live-body { max-height: 26rem; overflow: auto; }
.bets-table { width: 100%; border-collapse: collapse; font-size: 0.86rem; font-variant-numeric: tabular-nums; }
.bets-table th, .bets-table td { padding: 0.4rem 0.3rem; border-top: 1px solid var(--border, #ddd); text-align: start; white-space: nowrap; }
.bets-table thead th { border-top: 0; color: var(--muted, #666); font-size: 0.78rem; font-weight: 700; }
.bets-table .num { text-align: end; }
.bets-table tr[data-state="cashed_out"] td:nth-child(3), .bets-table tr[data-state="cashed_out"] td:nth-child(4) {
  color: color-mix(in srgb, #15803d 72%, var(--text, #111)); font-weight: 800; }
.bets-table tr[data-state="lost"] td { color: var(--muted, #666); }
.bets-table tr[data-own="true"] { background: color-mix(in srgb, var(--accent, #2563eb) 10%, transparent); }
.empty { font-size: 0.9rem; }
/* Positioned, so the visually hidden text inside stays inside the scroll box, not the page. */
.scroll, .live-body { position: relative; overflow-x: auto; }
.export { display: grid; gap: 0.5rem; font-size: 0.85rem; }
.export-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }

@container (min-width: 560px) {
  .fact-list { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .bet-fields { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); align-items: start; }
  .autobet-fields { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
@container (min-width: 700px) {
  .bets { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .bet-fields { grid-template-columns: minmax(0, 1fr); }
  .autobet-fields { grid-template-columns: minmax(0, 1fr); }
}
@container (min-width: 1000px) {
  .game { grid-template-columns: minmax(0, 1fr) minmax(19rem, 24rem); }
  .live-body { max-height: 40rem; }
}
@media (prefers-reduced-motion: reduce) {
  .multiplier { text-shadow: none; }
}
`;

export const VERIFIER_CRASH_CSS = `
.verifier { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
.verifier h3 { font-size: 1.1rem; }
.verifier h3:focus { outline: none; }
.verifier h3:focus-visible { outline: 3px solid var(--accent, #2563eb); outline-offset: 2px; }
.intro { font-size: 0.9rem; max-width: 70ch; }
.form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.7rem; }
.field label { font-size: 0.88rem; }
.round-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.5rem; align-items: end; }
.form .btn--primary { justify-self: start; padding-inline: 2rem; }
.progress-row { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.3rem; font-size: 0.88rem; font-weight: 700; }
.progress-row[hidden] { display: none; }
progress { width: 100%; height: 0.75rem; accent-color: var(--accent, #2563eb); }
.result { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; overflow-wrap: anywhere; }
.result:empty { display: none; }
.point { font-size: 1.05rem; font-weight: 700; }
.verdict { font-weight: 800; }
`;
