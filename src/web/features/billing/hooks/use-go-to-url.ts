import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The in-app path of `url` ("/checkout/demo/1"), or null when it leaves the app. */
export function inAppPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const target = new URL(url);
    if (target.origin === window.location.origin) return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    // not an absolute URL
  }
  return null;
}

/**
 * Goes to a URL the server handed out. An in-app path uses the router (same tab, so the demo flow
 * stays in one page); a provider's page opens in a new tab when `newTab`, else replaces this page.
 * A blocked pop-up falls back to the same tab.
 */
export function useGoToUrl() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, { newTab = false }: { newTab?: boolean } = {}) => {
      const path = inAppPath(url);
      if (path) {
        void navigate(path);
        return;
      }
      if (newTab) {
        const tab = window.open(url, '_blank');
        if (tab) {
          tab.opener = null;
          return;
        }
      }
      window.location.assign(url);
    },
    [navigate],
  );
}
