import { type ReactNode, useId } from "react";

/** A labelled checkbox whose label may hold a link (terms), with its error tied to it. */
export function CheckField({
  name,
  label,
  error,
  required,
}: {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field field--check${error ? " field--invalid" : ""}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
