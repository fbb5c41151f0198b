/**
 * What a 401 with a description says (the error catalogue: its `error` as title, its
 * `error_description` as text). The console signs out on such an answer, and the screen that
 * got it goes away with its antd providers, so the notice is left here and the sign-in page
 * shows it (features/auth). Kept in sessionStorage: a sign-out by full page load keeps it too.
 */
export interface SignOutNotice {
  title: string;
  description: string;
}

const KEY = 'sign_out_notice';

/** Leaves the notice for the sign-in page (the latest one wins: many calls may fail at once). */
export function leaveSignOutNotice(notice: SignOutNotice): void {
  sessionStorage.setItem(KEY, JSON.stringify(notice));
}

/** The notice left for the sign-in page, if any. */
export function readSignOutNotice(): SignOutNotice | null {
  const text = sessionStorage.getItem(KEY);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SignOutNotice>;
    return typeof value.title === 'string' && typeof value.description === 'string' ? { title: value.title, description: value.description } : null;
  } catch {
    return null;
  }
}

/** Forgets the notice once it is shown. */
export function clearSignOutNotice(): void {
  sessionStorage.removeItem(KEY);
}
