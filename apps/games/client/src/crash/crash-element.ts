import { adopt, BASE_CSS } from "../styles/base.ts";
import { type CrashTranslate, crashTranslator } from "./crash-i18n.ts";

/*
 * The crash elements' base: element.ts's BvElement (configured by attributes or the same-named
 * properties, re-rendered once on the next microtask after a change) with the crash words instead
 * of the other components': BvElement's translator would bring every slot's words into the crash
 * script.
 */
export abstract class CrashElement extends HTMLElement {
  /** The attributes this element reads; each also becomes a camelCase property (element.ts define). */
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

  protected get t(): CrashTranslate {
    return crashTranslator(this.attr("locale"));
  }

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

  protected abstract update(signal: AbortSignal): Promise<void> | void;
}
