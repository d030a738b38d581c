/** Names of the mask icons defined in themes/shared.css. */
export type IconName =
  | "home"
  | "sports"
  | "live"
  | "casino"
  | "crash"
  | "jackpot"
  | "lotto"
  | "lucky"
  | "cart"
  | "promo"
  | "virtual"
  | "globe"
  | "user"
  | "prev"
  | "next"
  | "down"
  | "menu"
  | "close"
  | "trophy";

/** A decorative icon; the control that holds it carries the accessible name. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return <span className={className ? `icon ${className}` : "icon"} data-icon={name} aria-hidden="true" />;
}
