/**
 * Puts the messages of a server 400 on the form fields they name, so the user sees them where
 * they typed (the http client has already shown them as 'Validatie' notifications).
 */
import type { FormInstance } from 'antd';
import { ApiError, validationMessages } from './api-error';

export interface FieldError {
  name: string;
  errors: string[];
}

/** The field errors a failed call carries: empty unless it is a 400 with `messages`. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return Object.entries(validationMessages(error.body)).map(([name, errors]) => ({ name, errors }));
}

/**
 * Sets the server's messages on the form's fields. Only fields the form has are touched
 * (`fields`), so a message about a header or a hidden field does not create a ghost field.
 * Returns true when at least one field got a message.
 */
export function applyServerErrors(form: Pick<FormInstance, 'setFields'>, error: unknown, fields?: readonly string[]): boolean {
  const errors = serverFieldErrors(error).filter((f) => !fields || fields.includes(f.name));
  if (errors.length === 0) return false;
  form.setFields(errors.map((f) => ({ name: f.name, errors: f.errors })));
  return true;
}
