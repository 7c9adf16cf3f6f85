// Object URLs for local files (image previews), one per File. They are released explicitly when the
// file is replaced, not on unmount, so a preview survives a remount (React StrictMode, a closed panel).
const urls = new WeakMap<Blob, string>();

/** The object URL of `file`, created on first use. */
export function objectUrlFor(file: Blob): string {
  let url = urls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    urls.set(file, url);
  }
  return url;
}

/** Frees the object URL of `file`, if one was made. */
export function releaseObjectUrl(file: Blob | null | undefined): void {
  if (!file) return;
  const url = urls.get(file);
  if (!url) return;
  URL.revokeObjectURL(url);
  urls.delete(file);
}
