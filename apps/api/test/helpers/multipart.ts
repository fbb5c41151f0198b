/**
 * A multipart/form-data body as a browser or the field app sends it: text fields and files in
 * the order given, for the upload routes (photos, documents).
 */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

export function multipart(parts: Part[], boundary = 'fotogrens') {
  const chunks = parts.flatMap((p) => ('bytes' in p
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.bytes, Buffer.from('\r\n')]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)]));
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** The first bytes of each photo kind the uploads take, enough for their content to be recognised. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR rest of a png')]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('\0\x10JFIF rest of a jpeg')]);
