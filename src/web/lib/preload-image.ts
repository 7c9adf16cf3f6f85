/** Long enough for a large art on a slow connection; past it the next screen shows the image as it loads. */
export const PRELOAD_TIMEOUT_MS = 8_000;

/**
 * Resolves once the browser has fetched and decoded the image at `url`, so the next screen shows it at
 * once; also on an error (the screen then shows what it can) or after `timeoutMs`. Where images cannot
 * be decoded ahead (no HTMLImageElement.decode), it resolves at once.
 */
export function preloadImage(url: string, timeoutMs = PRELOAD_TIMEOUT_MS): Promise<void> {
  const image = new Image();
  if (typeof image.decode !== 'function') return Promise.resolve();
  image.src = url;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const decoded = image.decode().then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([decoded, timeout]).finally(() => clearTimeout(timer));
}
