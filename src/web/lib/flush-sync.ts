import { flushSync } from 'react-dom';

/**
 * Lets `navigate(to, { flushSync: true })` commit the new route synchronously. Passed to the
 * RouterProvider of `react-router` (the `react-router/dom` one does the same, but loads a second copy
 * of the router under Vitest).
 */
export function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
