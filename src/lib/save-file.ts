/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
