/**
 * The kind of a document, read from its bytes (an allow-list, contract ATTACHMENT_TYPES), never
 * from its name or the type it was sent as: PDF by its header, the office formats by their
 * container (a ZIP whose entries say Word, Excel or PowerPoint; an OpenDocument's `mimetype`
 * entry; the older compound file of Word, Excel and PowerPoint, told apart by its extension,
 * which is all it says), the photos as lib/image-type.ts reads them and GIF, and plain text:
 * UTF-8 without control characters other than tab, line ends and form feed, and not starting as
 * markup or a script does. Anything else (an executable, a script, a page, an archive) is no
 * document the API keeps.
 */
import type { AttachmentType } from '@console/contract/attachments';
import { imageTypeOf } from './image-type';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const startsWith = (bytes: Buffer, prefix: Buffer | number[], at = 0) =>
  bytes.length >= at + prefix.length && [...prefix].every((b, i) => bytes[at + i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODF = 'application/vnd.oasis.opendocument.';

/** An OOXML or OpenDocument file by its ZIP's entries; null for any other archive. */
function officeZip(bytes: Buffer): AttachmentType | null {
  // An OpenDocument's first entry is `mimetype`, stored uncompressed: its content follows the 38-byte header and name.
  if (startsWith(bytes, ascii('mimetype'), 30)) {
    const kind = bytes.subarray(38, 38 + 80).toString('latin1');
    for (const sub of ['text', 'spreadsheet', 'presentation'] as const) {
      if (kind.startsWith(`${ODF}${sub}`) && !kind.startsWith(`${ODF}${sub}-`)) return `${ODF}${sub}`;
    }
    return null;
  }
  if (bytes.indexOf(ascii('[Content_Types].xml')) < 0) return null;
  if (bytes.indexOf(ascii('word/document')) >= 0) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (bytes.indexOf(ascii('xl/workbook')) >= 0) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (bytes.indexOf(ascii('ppt/presentation')) >= 0) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return null;
}

/** Word, Excel or PowerPoint of before 2007, by the name's extension (their container says no more). */
function compound(name: string): AttachmentType | null {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'doc') return 'application/msword';
  if (ext === 'xls') return 'application/vnd.ms-excel';
  if (ext === 'ppt') return 'application/vnd.ms-powerpoint';
  return null;
}

/** UTF-8 text (a byte order mark allowed) without NUL or other control characters but tab, line ends and form feed. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // A page, a drawing or a script (markup, a #! line) is text a browser or a shell runs: no document.
  if (/^\uFEFF?\s*(<|#!)/.test(text)) return false;
  return !/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(text);
}

/** The document's kind, or null when it is none the API keeps. */
export function documentTypeOf(bytes: Buffer, name: string): AttachmentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  const image = imageTypeOf(bytes);
  if (image) return image;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ZIP)) return officeZip(bytes);
  if (startsWith(bytes, COMPOUND)) return compound(name);
  if (isPlainText(bytes)) return name.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain';
  return null;
}
