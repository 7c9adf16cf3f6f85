import { useId } from 'react';
import { cn } from '../lib/cn';

/** The FoodArt mark: a plate with a sparkle, drawn in SVG (no image file to load). */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = `foodart-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="30" cy="36" r="17" fill="none" stroke="#fff" strokeWidth="4.5" />
      <path d="M18 38a12 12 0 0 0 24 0z" fill="#fde68a" />
      <path d="M46 9l2.6 5.7L54 17l-5.4 2.4L46 25l-2.6-5.6L38 17l5.4-2.3z" fill="#fff" />
    </svg>
  );
}

/** Mark plus the "FoodArt" wordmark; `compactOnMobile` keeps only the mark below 640px. */
export function Logo({ className, compactOnMobile = false }: { className?: string; compactOnMobile?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className={cn('text-xl font-extrabold tracking-tight', compactOnMobile && 'max-sm:sr-only')}>
        Food<span className="text-primary">Art</span>
      </span>
    </span>
  );
}
