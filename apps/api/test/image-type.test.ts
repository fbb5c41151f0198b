/** A photo's kind from its first bytes: JPEG, PNG and WebP, nothing else, whatever it is called. */
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../src/lib/image-type';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('imageTypeOf', () => {
  it('knows JPEG, PNG and the three kinds of WebP by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xdb], 'rest'))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(PNG_SIGNATURE, '\0\0\0\rIHDR'))).toBe('image/png');
    for (const chunk of ['VP8 ', 'VP8L', 'VP8X']) expect(imageTypeOf(bytes('RIFF\x24\0\0\0WEBP', chunk, 'rest')), chunk).toBe('image/webp');
  });

  it('knows nothing else: text, pages, SVG, GIF, other RIFF files, cut-off signatures, nothing at all', () => {
    for (const other of [
      bytes('gewoon tekst'), bytes('<html></html>'), bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('GIF89a'),
      bytes('RIFF\x24\0\0\0WAVEfmt '), bytes('RIFF\x24\0\0\0WEBPABCD'), bytes('RIFF\x24\0\0\0WEBPVP8'),
      bytes([0xff, 0xd8]), bytes(PNG_SIGNATURE.slice(0, 7)), bytes([0x89], 'PNG'), Buffer.alloc(0),
    ]) expect(imageTypeOf(other), other.toString('latin1')).toBeNull();
  });
});
