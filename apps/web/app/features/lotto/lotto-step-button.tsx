import type { MouseEvent, ReactNode } from "react";

/**
 * A picker button. With JavaScript a tap changes the picker in place; without, it is a GET submit
 * of the slip's form naming one step (`name=value`), and the page comes back with it applied.
 * aria-pressed says whether what it stands for is picked.
 */
export function StepButton({
  name,
  value,
  pressed,
  disabled,
  onStep,
  className,
  label,
  children,
}: {
  name: string;
  value: string;
  pressed?: boolean;
  disabled?: boolean;
  onStep: () => void;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onStep();
  };
  return (
    <button
      type="submit"
      formMethod="get"
      formNoValidate
      name={name}
      value={value}
      className={className}
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      onClick={click}
    >
      {children}
    </button>
  );
}
