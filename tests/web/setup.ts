// Shared setup for the browser component tests (imported first by every *.test.tsx under src/web).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Pages, wizards and dialogs load on demand (lib/lazy-component.ts): the first render of one in a test
// file compiles its modules, which under a full parallel run can take longer than the default second.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these; Radix and react-router call them.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// jsdom has no object URLs; image previews only need a string.
URL.createObjectURL ??= () => 'blob:mock-object-url';
URL.revokeObjectURL ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  toast.dismiss();
  cleanup();
  // A test may set the server's session hint (<meta name="foodart-session">, lib/auth.ts).
  document.head.querySelectorAll('meta[name="foodart-session"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
