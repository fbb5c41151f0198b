/**
 * Form submission for every form of the console: a loading state while the call runs, and a
 * server 400 put on the fields it names (the notifications come from the http client).
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { applyServerErrors } from '../../lib/form-errors';

export interface FormSubmit<V> {
  /** Pass to Form's onFinish. */
  onFinish: (values: V) => Promise<void>;
  /** True while the call runs: give it to the submit button's loading. */
  submitting: boolean;
}

/**
 * Wraps a submit function: runs it, then onSuccess; on failure puts server messages on the
 * form's fields and leaves the form as it was.
 */
export function useFormSubmit<V>(form: FormInstance<V>, submit: (values: V) => Promise<unknown>, onSuccess?: () => void): FormSubmit<V> {
  const [submitting, setSubmitting] = useState(false);
  const onFinish = async (values: V) => {
    setSubmitting(true);
    try {
      await submit(values);
      onSuccess?.();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return { onFinish, submitting };
}
