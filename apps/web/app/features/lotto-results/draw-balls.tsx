import { useT } from "../../shell/use-shell.ts";

/**
 * A draw's balls as numbered circles, in the order drawn. Screen readers hear one sentence
 * ("Numbers drawn: 7, 23, 45, 61, 88") instead of five bare numbers; `hits` marks the balls a
 * ticket picked.
 */
export function DrawBalls({
  numbers,
  hits,
  size = "md",
}: {
  numbers: readonly number[];
  hits?: ReadonlySet<number>;
  size?: "sm" | "md";
}) {
  const t = useT();
  return (
    <p className="draw-balls" data-size={size}>
      <span className="visually-hidden">{t("draws.numbers_drawn", { numbers: numbers.join(", ") })}</span>
      {numbers.map((number, index) => (
        <span
          key={number}
          className="draw-ball"
          data-order={index + 1}
          data-hit={hits?.has(number) || undefined}
          aria-hidden="true"
        >
          {number}
        </span>
      ))}
    </p>
  );
}
