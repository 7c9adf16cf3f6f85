import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** A burger on a plate, drawn in SVG: the hero's before/after picture without any image download. */
export function DishIllustration({ className }: { className?: string }) {
  const shineId = `bun-shine-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" className={cn('h-auto w-full', className)}>
      <ellipse cx="100" cy="132" rx="82" ry="16" fill="#000" opacity="0.12" />
      <ellipse cx="100" cy="124" rx="84" ry="20" fill="#ffffff" />
      <ellipse cx="100" cy="124" rx="64" ry="13" fill="#f3ece6" />
      <path d="M48 108h104a8 8 0 0 1-8 10H56a8 8 0 0 1-8-10z" fill="#d97706" />
      <path d="M44 96c10-6 18 6 28 0s18 6 28 0 18 6 28 0 18 6 28 0l-2 10H46z" fill="#65a30d" />
      <rect x="48" y="84" width="104" height="16" rx="8" fill="#7c2d12" />
      <path d="M52 82h96l-10 14-12-8-14 10-14-10-14 10-12-9z" fill="#facc15" />
      <path d="M50 80c0-30 22-44 50-44s50 14 50 44z" fill="#ea580c" />
      <path d="M50 80c0-30 22-44 50-44s50 14 50 44z" fill={`url(#${shineId})`} />
      <g fill="#fff7ed">
        <ellipse cx="80" cy="54" rx="3" ry="1.8" transform="rotate(-20 80 54)" />
        <ellipse cx="98" cy="47" rx="3" ry="1.8" />
        <ellipse cx="116" cy="55" rx="3" ry="1.8" transform="rotate(20 116 55)" />
        <ellipse cx="92" cy="62" rx="3" ry="1.8" transform="rotate(10 92 62)" />
        <ellipse cx="124" cy="66" rx="3" ry="1.8" transform="rotate(30 124 66)" />
        <ellipse cx="70" cy="68" rx="3" ry="1.8" transform="rotate(-30 70 68)" />
      </g>
      <defs>
        <radialGradient id={shineId} cx="0.35" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}
