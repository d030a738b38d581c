import { type FormResult, isFailure } from "./form-result.ts";

/**
 * The envelope message of a failed submit (spec §8) and the errors that belong to no field, or
 * the notice of a step that went through. role=alert/status so it is announced when it appears.
 */
export function FormAlert({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  if (isFailure(result)) {
    if (!result.message && result.errors.length === 0) return null;
    return (
      <div className="form-alert form-alert--error" role="alert">
        {result.message && <p>{result.message}</p>}
        {result.errors.length > 0 && (
          <ul>
            {result.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (!result.notice) return null;
  return (
    <p className="form-alert form-alert--success" role="status">
      {result.notice}
    </p>
  );
}
