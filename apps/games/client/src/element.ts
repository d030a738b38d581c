import { type Translate, translator } from "./i18n/translate.ts";
import { adopt, BASE_CSS } from "./styles/base.ts";

/*
 * What every element shares. Configured by attributes (what a server-rendered page writes) or by the
 * same-named properties (what React 19 sets on a defined element): each property reflects to its
 * attribute, so both end in one place. A change re-renders once, on the next microtask.
 */
export abstract class BvElement extends HTMLElement {
  /** The attributes this element reads; each also becomes a camelCase property. */
  static attributes: readonly string[] = [];

  static get observedAttributes(): readonly string[] {
    // biome-ignore lint/complexity/noThisInStatic: each element class observes its own list.
    return this.attributes;
  }

  protected readonly root: ShadowRoot;
  /** Aborts the fetches of the previous configuration when attributes change or the element leaves. */
  protected controller = new AbortController();
  private scheduled = false;

  constructor(css: string) {
    super();
    this.root = this.attachShadow({ mode: "open" });
    adopt(this.root, BASE_CSS, css);
  }

  connectedCallback(): void {
    this.schedule();
  }

  disconnectedCallback(): void {
    this.controller.abort();
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next && this.isConnected) this.schedule();
  }

  protected attr(name: string): string {
    return this.getAttribute(name)?.trim() ?? "";
  }

  protected get t(): Translate {
    return translator(this.attr("locale"));
  }

  /** Renders again, e.g. after a failed load the player retries. */
  protected schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (!this.isConnected) return;
      this.controller.abort();
      this.controller = new AbortController();
      void this.update(this.controller.signal);
    });
  }

  /** Renders for the current attributes; fetches take `signal`, aborted by the next update. */
  protected abstract update(signal: AbortSignal): Promise<void> | void;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Defines the element once, with a reflecting property per attribute (`round-id` → `roundId`). */
export function define(
  name: string,
  element: { attributes: readonly string[] } & CustomElementConstructor,
): void {
  if (customElements.get(name)) return;
  for (const attribute of element.attributes) {
    Object.defineProperty(element.prototype, camel(attribute), {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  customElements.define(name, element);
}

/** A product of the abort signal: true when the update that started it was superseded. */
export function aborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
