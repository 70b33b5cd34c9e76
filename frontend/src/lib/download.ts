/**
 * Saves a file the way a link with `download` would: the page stays where it is. A temporary
 * anchor is the one way every browser honours a file name for a Blob.
 */
const clickLink = (href: string, fileName?: string) => {
  const link = document.createElement('a');
  link.href = href;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
};

/** Saves a Blob (e.g. a file answer of the API) under `fileName`. */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName);
  // Revoking at once can cancel the download in some browsers; a tick later it has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Opens a link to a file as a download. Signed storage links name the file themselves (their
 * Content-Disposition is attachment), since browsers ignore `download` on other origins.
 */
export const downloadUrl = (url: string, fileName?: string) => clickLink(url, fileName);
