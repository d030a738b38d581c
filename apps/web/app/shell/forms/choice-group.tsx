import { type ReactNode, useId } from "react";

/**
 * A labelled group of radio cards (payment methods, saved recipients): native radios in a
 * fieldset, so arrow keys move between them and a screen reader announces the legend and
 * "1 of 3"; the group's error is tied to it like a field's.
 */
export function ChoiceGroup({
  legend,
  error,
  className,
  listClassName,
  children,
}: {
  legend: string;
  error: string | undefined;
  className: string;
  listClassName: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={`field ${className}${error ? " field--invalid" : ""}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className={listClassName}>{children}</div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
