import { useState } from 'react';
import { ApiClientError } from './api-client';

/** A form's messages by field name (the contract's field names). */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of each field from a contract's failed parse (zod issues), for the form's own fields only. */
export function issuesByField<F extends string>(issues: readonly Issue[], fields: readonly F[]): FormErrors<F> {
  const found: FormErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/**
 * The field errors of a 400 answer (ApiClientError.errors), matched to the form's fields without caring for case
 * (the server names them as the contract does; some older calls capitalise). Anything else is not a field error.
 */
export function serverErrorsByField<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  const found: FormErrors<F> = {};
  if (!(error instanceof ApiClientError)) return found;
  for (const [name, list] of Object.entries(error.errors)) {
    const field = fields.find((f) => f.toLowerCase() === name.toLowerCase());
    if (field && list[0] && !found[field]) found[field] = list[0];
  }
  return found;
}

/**
 * The values and messages of a form of text fields: editing a field clears its message (part 2 §5: errors clear
 * on edit); reset goes back to the empty values. `X` names fields with messages but no text value (a picker).
 */
export function useFormValues<V extends Record<string, string>, X extends string = never>(empty: V) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FormErrors<Extract<keyof V, string> | X>>({});
  const set = (name: Extract<keyof V, string>, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const reset = () => {
    setValues(empty);
    setErrors({});
  };
  return { values, set, errors, setErrors, reset };
}
