/** Hands a fetched file to the browser's download, as a link to it would. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Let go of the file once the browser has had time to start the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
