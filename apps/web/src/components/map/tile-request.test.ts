import { describe, expect, it } from 'vitest';
import { apiRequestTransform } from './tile-request';

describe('requests the map makes', () => {
  const transform = apiRequestTransform('https://console.example', () => ({ Authorization: 'Bearer t', 'x-tenant': '1', 'x-network': '2', Accept: 'application/json' }));

  it("carry the session's headers to the API", () => {
    expect(transform('https://console.example/v1/object/tile/1/0/0')).toEqual({
      url: 'https://console.example/v1/object/tile/1/0/0',
      headers: { Authorization: 'Bearer t', 'x-tenant': '1', 'x-network': '2', Accept: '*/*' },
    });
  });

  it('carry nothing to anyone else (the base map tiles)', () => {
    expect(transform('https://tile.openstreetmap.org/1/0/0.png')).toEqual({ url: 'https://tile.openstreetmap.org/1/0/0.png' });
    expect(transform('https://console.example.evil/v1/x')).toEqual({ url: 'https://console.example.evil/v1/x' });
  });
});
