import { type Box, scaleFor, ticks, toPixels } from "./curve.ts";

/*
 * The curve, drawn by the page on a <canvas> every frame from the round's start time and the
 * server's clock (docs/decisions/040). The stage is always dark (crash-css.ts), so the grid is drawn
 * in white at low alpha and the curve in the site's accent; a crash turns it red.
 */

export interface CurveFrame {
  /** Nothing running: an empty grid (betting, waiting). */
  running: boolean;
  /** Milliseconds since the round started (at the crash, for a crashed round). */
  elapsedMs: number;
  rate: number;
  crashed: boolean;
}

const CRASH_COLOUR = "#ff4d5e";
const SAMPLES = 72;

export class CrashCanvas {
  readonly element: HTMLCanvasElement;
  #context: CanvasRenderingContext2D | null;
  #width = 0;
  #height = 0;
  #accent = "#22c55e";
  #font = "system-ui, sans-serif";

  constructor(label: string) {
    this.element = document.createElement("canvas");
    this.element.className = "curve";
    // The multiplier and the state are text beside it; the picture adds nothing a reader needs.
    this.element.setAttribute("role", "img");
    this.element.setAttribute("aria-label", label);
    this.#context = this.element.getContext("2d");
  }

  /** The site's accent and font, read from the theme's tokens (they may change with the theme). */
  theme(host: Element): void {
    const style = getComputedStyle(host);
    this.#accent = style.getPropertyValue("--accent").trim() || this.#accent;
    this.#font = style.getPropertyValue("--font").trim() || this.#font;
  }

  /** Matches the canvas's pixels to its box and the screen's density (sharp on a phone). */
  resize(width: number, height: number): void {
    const ratio = Math.min(3, globalThis.devicePixelRatio || 1);
    this.#width = width;
    this.#height = height;
    this.element.width = Math.max(1, Math.round(width * ratio));
    this.element.height = Math.max(1, Math.round(height * ratio));
    this.#context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  draw(frame: CurveFrame): void {
    const context = this.#context;
    if (!context || this.#width === 0) return;
    const box: Box = {
      width: this.#width,
      height: this.#height,
      left: 46,
      bottom: 28,
      top: 16,
      right: 18,
    };
    context.clearRect(0, 0, this.#width, this.#height);
    const elapsed = frame.running ? Math.max(0, frame.elapsedMs) : 0;
    const factor = Math.exp(frame.rate * elapsed);
    const scale = scaleFor(elapsed, factor);
    this.#grid(context, box, scale);
    if (!frame.running) return;

    const colour = frame.crashed ? CRASH_COLOUR : this.#accent;
    const points: { x: number; y: number }[] = [];
    for (let i = 0; i <= SAMPLES; i++) {
      const ms = (elapsed * i) / SAMPLES;
      points.push(toPixels(ms, Math.exp(frame.rate * ms), scale, box));
    }
    const head = points.at(-1)!;
    const floor = box.height - box.bottom;

    // The area under the curve, fading to nothing at the axis.
    const fill = context.createLinearGradient(0, head.y, 0, floor);
    fill.addColorStop(0, withAlpha(context, colour, 0.38));
    fill.addColorStop(1, withAlpha(context, colour, 0));
    context.beginPath();
    context.moveTo(points[0]!.x, floor);
    for (const point of points) context.lineTo(point.x, point.y);
    context.lineTo(head.x, floor);
    context.closePath();
    context.fillStyle = fill;
    context.fill();

    context.beginPath();
    for (const [index, point] of points.entries()) {
      if (index === 0) context.moveTo(point.x, point.y);
      else context.lineTo(point.x, point.y);
    }
    context.strokeStyle = colour;
    context.lineWidth = 4;
    context.lineJoin = "round";
    context.lineCap = "round";
    context.shadowColor = withAlpha(context, colour, 0.6);
    context.shadowBlur = 12;
    context.stroke();
    context.shadowBlur = 0;

    // The head: a bright dot, or a burst where it crashed.
    context.beginPath();
    context.arc(head.x, head.y, frame.crashed ? 8 : 6, 0, Math.PI * 2);
    context.fillStyle = frame.crashed ? CRASH_COLOUR : "#ffffff";
    context.fill();
    context.lineWidth = 3;
    context.strokeStyle = colour;
    context.stroke();
  }

  #grid(context: CanvasRenderingContext2D, box: Box, scale: { maxMs: number; maxFactor: number }): void {
    const right = box.width - box.right;
    const floor = box.height - box.bottom;
    context.font = `600 12px ${this.#font}`;
    context.lineWidth = 1;
    context.textBaseline = "middle";
    context.textAlign = "right";
    for (const factor of ticks(1, scale.maxFactor, Math.max(2, Math.floor((floor - box.top) / 48)))) {
      const { y } = toPixels(0, factor, scale, box);
      context.strokeStyle = "rgba(255, 255, 255, 0.08)";
      context.beginPath();
      context.moveTo(box.left, Math.round(y) + 0.5);
      context.lineTo(right, Math.round(y) + 0.5);
      context.stroke();
      context.fillStyle = "rgba(255, 255, 255, 0.6)";
      context.fillText(`${trimFactor(factor)}×`, box.left - 8, y);
    }
    context.textAlign = "center";
    context.textBaseline = "top";
    const seconds = ticks(0, scale.maxMs / 1000, Math.max(2, Math.floor((right - box.left) / 70)));
    for (const second of seconds) {
      const { x } = toPixels(second * 1000, 1, scale, box);
      context.fillStyle = "rgba(255, 255, 255, 0.6)";
      context.fillText(`${second}s`, x, floor + 8);
    }
    // The axes.
    context.strokeStyle = "rgba(255, 255, 255, 0.22)";
    context.beginPath();
    context.moveTo(box.left + 0.5, box.top);
    context.lineTo(box.left + 0.5, floor + 0.5);
    context.lineTo(right, floor + 0.5);
    context.stroke();
  }
}

/** 1.5 → "1.5", 2 → "2", 1.25 → "1.25": axis labels without trailing zeros. */
function trimFactor(factor: number): string {
  return String(Number(factor.toFixed(2)));
}

/** The colour with an alpha, whatever notation the theme wrote it in (the canvas normalises it). */
function withAlpha(context: CanvasRenderingContext2D, colour: string, alpha: number): string {
  context.fillStyle = colour;
  const normal = String(context.fillStyle);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(normal);
  if (hex) {
    const [r, g, b] = hex.slice(1).map((part) => Number.parseInt(part, 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgba = /^rgba?\(([^,]+),([^,]+),([^,)]+)/i.exec(normal);
  return rgba ? `rgba(${rgba[1]},${rgba[2]},${rgba[3]}, ${alpha})` : normal;
}
