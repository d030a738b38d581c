/**
 * What a form action answers when it did not succeed: the envelope message of spec §8, messages
 * that belong to no field, and a message per field shown next to it. Strings are translated.
 */
export interface FormFailure {
  ok: false;
  message?: string;
  errors: string[];
  fieldErrors: Partial<Record<string, string>>;
  /** What the player typed (never passwords or codes), to refill the form after a full reload. */
  values?: Record<string, string>;
}

/** A step of a multi-step form went through; `notice` tells the player what happens next. */
export interface FormStep<Step extends string = string> {
  ok: true;
  step: Step;
  notice?: string;
  /** Seconds until a new code may be asked for (settings.resend_otp_timeout). */
  resendIn?: number;
  /** What the player typed, so the next step's form still holds it after a full reload. */
  values?: Record<string, string>;
}

export type FormResult<Step extends string = string> = FormFailure | FormStep<Step>;

export function isFailure(result: unknown): result is FormFailure {
  return typeof result === "object" && result !== null && (result as { ok?: unknown }).ok === false;
}

export function fieldError(result: unknown, name: string): string | undefined {
  return isFailure(result) ? result.fieldErrors[name] : undefined;
}

/** The value to refill a field with after a submit that reloaded the page (no JavaScript). */
export function previousValue(result: unknown, name: string): string | undefined {
  if (typeof result !== "object" || result === null) return undefined;
  return (result as { values?: Record<string, string> }).values?.[name];
}
