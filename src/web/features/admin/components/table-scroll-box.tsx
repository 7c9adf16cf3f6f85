import type { ReactNode } from 'react';

/**
 * A wide admin table's box: it scrolls sideways inside itself on narrow screens and is focusable so
 * keyboard users can scroll it. `relative` makes it the positioned ancestor of the table's
 * screen-reader-only text (position: absolute), which would otherwise be laid out against the page
 * and widen a phone screen.
 */
export function TableScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-border bg-card shadow-soft focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}
