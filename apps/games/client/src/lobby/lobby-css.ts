/** The lobby and its cards: two columns on a phone, a wider grid from 768 px (the spec's breakpoint). */
export const LOBBY_CSS = `
:host { container-type: inline-size; }
.loading { padding: 2rem 0; text-align: center; color: var(--muted, #666); }
.title { font-size: 1.15rem; margin-bottom: 0.6rem; }
.featured { margin-bottom: 1.25rem; }
.rail {
  display: grid; grid-auto-flow: column; grid-auto-columns: minmax(10.5rem, 46%);
  gap: var(--bv-gap); overflow-x: auto; overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory; padding-bottom: 0.4rem;
}
.rail > li { scroll-snap-align: start; }
.tools { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--bv-gap); margin-bottom: 0.75rem; }
.search { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.3rem; }
.chips { display: flex; gap: 0.5rem; overflow-x: auto; padding: 0.15rem 0.1rem 0.35rem; }
.chip {
  flex: none; min-height: 2.5rem; padding: 0.35rem 0.95rem; border-radius: 999px;
  border: 1px solid var(--border, #ccc); background: var(--surface, #fff); color: var(--text, #111);
  font-weight: 700; white-space: nowrap;
}
.chip[aria-pressed="true"] { background: var(--accent, #2563eb); color: var(--on-accent, #fff); border-color: transparent; }
.selects { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--bv-gap); }
.selects > :first-child { grid-column: 1 / -1; }
.count { color: var(--muted, #666); font-size: 0.9rem; margin-bottom: 0.5rem; }
.grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--bv-gap); }
.card {
  display: flex; flex-direction: column; height: 100%; overflow: hidden; text-decoration: none;
  background: var(--surface, #fff); border: 1px solid var(--border, #ddd); border-radius: var(--radius, 8px);
  transition: transform 0.15s ease, border-color 0.15s ease;
}
.card:hover { border-color: var(--accent, #2563eb); transform: translateY(-2px); }
.art { position: relative; display: block; aspect-ratio: 4 / 3; background: var(--surface-2, #eee); }
.art img { width: 100%; height: 100%; object-fit: cover; }
.soon { position: absolute; top: 0.4rem; left: 0.4rem; background: var(--surface, #fff); }
.body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.15rem; padding: 0.6rem 0.7rem 0.75rem; }
.name { font-weight: 700; line-height: 1.25; }
.provider { font-size: 0.85rem; }
.facts { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.35rem; font-size: 0.75rem; }
.fact {
  padding: 0.05rem 0.45rem; border-radius: 999px; white-space: nowrap;
  color: var(--muted, #666); background: var(--surface-2, #f3f3f3);
}
.empty { grid-column: 1 / -1; display: grid; justify-items: center; gap: 0.6rem; padding: 2rem 1rem;
  text-align: center; border: 1px dashed var(--border, #ccc); border-radius: var(--radius, 8px); }
@container (min-width: 560px) {
  .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .rail { grid-auto-columns: calc((100% - 2 * var(--bv-gap)) / 3); }
}
@media (min-width: 768px) {
  .tools { grid-template-columns: minmax(0, 1fr) auto; align-items: end; }
  .chips { grid-column: 1 / -1; grid-row: 1; flex-wrap: wrap; overflow: visible; }
  .selects { grid-template-columns: repeat(3, minmax(9rem, 1fr)); }
  .selects > :first-child { grid-column: auto; }
}
@container (min-width: 900px) {
  .grid, .rail { grid-auto-columns: calc((100% - 3 * var(--bv-gap)) / 4); }
  .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
}
@container (min-width: 1200px) {
  .grid, .rail { grid-auto-columns: calc((100% - 4 * var(--bv-gap)) / 5); }
  .grid { grid-template-columns: repeat(5, minmax(0, 1fr)); }
}
`;
