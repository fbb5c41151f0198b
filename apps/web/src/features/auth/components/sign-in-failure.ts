/** What a failed sign-in tells the user, in the page's language. */
import type { TFunction } from 'i18next';
import { ApiError, bodyText } from '../../../lib/api-error';

/**
 * The sign-in failure as a sentence: wrong credentials in the page's language (the server's
 * "The user credentials were incorrect." in English), a 429 with when to try again, no answer
 * as such, and anything else as the server's own description.
 */
export function signInFailure(error: unknown, t: TFunction, now: Date = new Date()): string {
  if (!(error instanceof ApiError)) return t('login.failed_unknown');
  if (error.status === 0) return t('login.failed_offline');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds ?? 60;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const at = new Date(now.getTime() + seconds * 1000);
    const time = at.toLocaleTimeString(t('login.time_locale'), { hour: '2-digit', minute: '2-digit' });
    return t('login.failed_throttled', { count: minutes, time });
  }
  const code = bodyText(error.body, 'error');
  if (code === 'invalid_grant') return t('login.failed_credentials');
  return bodyText(error.body, 'error_description') ?? bodyText(error.body, 'detail') ?? t('login.failed_unknown');
}
