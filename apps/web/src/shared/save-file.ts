/**
 * Saves a file the server answered (an export, the import template) in the browser under
 * `fileName`: a temporary object URL on a link with `download`, clicked, then released.
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
