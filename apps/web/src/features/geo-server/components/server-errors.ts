/**
 * A 400 of the key-value store names the export's fields as 'value.<field>', and an export
 * that exists already as 'key' (one export per map object type). This puts them on the form's
 * fields.
 */
import { ApiError, isRecord, validationMessages } from '../../../lib/api-error';

/** The error with its messages renamed to the form's fields; any other error as it was. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400 || !isRecord(error.body)) return error;
  const messages: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(validationMessages(error.body))) {
    const name = field === 'key' ? 'map_object_type_id' : field.replace(/^value\./, '');
    messages[name] = [...(messages[name] ?? []), ...texts];
  }
  return new ApiError(error.status, { ...error.body, messages }, error.message);
}
