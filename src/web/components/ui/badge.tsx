import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-green-100 text-green-800',
  destructive: 'bg-red-100 text-red-700',
} as const;

export type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof variants };

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
