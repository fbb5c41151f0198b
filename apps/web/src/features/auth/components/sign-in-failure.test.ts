import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { signInFailure } from './sign-in-failure';

describe('signInFailure', () => {
  const t = i18n.getFixedT('nl');
  const en = i18n.getFixedT('en');
  const wrong = new ApiError(400, { error: 'invalid_grant', error_description: 'The user credentials were incorrect.' });

  it('says that the credentials are wrong in the page language, in English as the server says it', () => {
    expect(signInFailure(wrong, t)).toBe('Het e-mailadres of het wachtwoord is onjuist.');
    expect(signInFailure(wrong, en)).toBe('The user credentials were incorrect.');
  });

  it('says when to try again after a 429, from Retry-After', () => {
    const now = new Date(2026, 10, 22, 10, 0, 0);
    expect(signInFailure(new ApiError(429, { detail: 'x' }, undefined, 300), t, now))
      .toBe('Te veel mislukte pogingen. Probeer het over 5 minuten opnieuw (om 10:05).');
    expect(signInFailure(new ApiError(429, { detail: 'x' }, undefined, 30), en, now))
      .toBe('Too many failed attempts. Try again in 1 minute (at 10:00).');
  });

  it('names a lost connection, and otherwise shows the server description', () => {
    expect(signInFailure(new ApiError(0, null), t)).toContain('niet bereikbaar');
    expect(signInFailure(new ApiError(401, { error: 'invalid_client', error_description: 'Client authentication failed.' }), t))
      .toBe('Client authentication failed.');
    expect(signInFailure(new Error('x'), t)).toBe('Inloggen is niet gelukt. Probeer het opnieuw.');
  });
});
