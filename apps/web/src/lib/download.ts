/** A file the console fetched (an export) handed to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the file is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
