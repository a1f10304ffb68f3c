/** How long the file's object URL stays valid after the click (the download may start after the click returns). */
const revokeAfterMs = 40_000;

/**
 * Saves text as a file the browser downloads (a Blob behind a temporary object URL and a link with `download`);
 * nothing is sent to the server.
 */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
