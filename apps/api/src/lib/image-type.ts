/**
 * The kind of a photo, read from its first bytes, never from its name or the type it was sent
 * as: JPEG (FF D8 FF), PNG (its eight-byte signature) and WebP (a RIFF container of kind WEBP
 * whose first chunk is VP8, VP8L or VP8X). Anything else is no photo the API keeps.
 */
import type { ACTION_IMAGE_TYPES } from '@console/contract/actions';

export type ImageType = (typeof ACTION_IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of the bytes, or null when they are none of JPEG, PNG and WebP. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)
    && [0x20, 0x4c, 0x58].includes(bytes[15] ?? -1)) return 'image/webp';
  return null;
}
