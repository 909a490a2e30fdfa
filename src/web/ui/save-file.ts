/** Hands a file made or fetched in the browser (an export, a PDF) to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // the download has started by then; the URL is given back
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
