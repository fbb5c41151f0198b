import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors, serverFieldErrors } from './form-errors';

const taken = new ApiError(400, { messages: { email: ['Dit e-mailadres is al in gebruik'], 'x-tenant': ['Deze header is verplicht'] } });

describe('server 400 to form fields', () => {
  it('turns the messages of a 400 into field errors', () => {
    expect(serverFieldErrors(taken)).toEqual([
      { name: 'email', errors: ['Dit e-mailadres is al in gebruik'] },
      { name: 'x-tenant', errors: ['Deze header is verplicht'] },
    ]);
  });

  it('puts each message on the field it names', () => {
    const form = { setFields: vi.fn() };
    expect(applyServerErrors(form, taken)).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: 'email', errors: ['Dit e-mailadres is al in gebruik'] },
      { name: 'x-tenant', errors: ['Deze header is verplicht'] },
    ]);
  });

  it('touches only the fields the form has when told which', () => {
    const form = { setFields: vi.fn() };
    applyServerErrors(form, taken, ['name', 'email']);
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'email', errors: ['Dit e-mailadres is al in gebruik'] }]);
  });

  it('ignores other failures', () => {
    const form = { setFields: vi.fn() };
    expect(applyServerErrors(form, new ApiError(403, { detail: 'Geen toegang' }))).toBe(false);
    expect(applyServerErrors(form, new ApiError(400, { error: 'invalid_grant' }))).toBe(false);
    expect(applyServerErrors(form, new Error('boom'))).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
