import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { onFormFields } from './server-errors';

describe('onFormFields', () => {
  it("puts the store's 'value.<field>' messages on the field, and an existing key on the type", () => {
    const error = new ApiError(400, { messages: { 'value.name': ['Dit veld is verplicht'], key: ['Deze sleutel bestaat al'] } });
    const mapped = onFormFields(error);
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped instanceof ApiError && mapped.body).toEqual({ messages: { name: ['Dit veld is verplicht'], map_object_type_id: ['Deze sleutel bestaat al'] } });
  });

  it('passes any other error on as it is', () => {
    const forbidden = new ApiError(403, { detail: 'Geen toegang' });
    expect(onFormFields(forbidden)).toBe(forbidden);
    const plain = new Error('x');
    expect(onFormFields(plain)).toBe(plain);
  });
});
