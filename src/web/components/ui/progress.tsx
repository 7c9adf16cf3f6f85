import { cn } from '../../lib/cn';

export type ProgressProps = {
  value: number;
  label: string;
  /** What a screen reader says instead of the bare percentage, e.g. the stage's name. */
  valueText?: string;
  className?: string;
};

/** A horizontal progress bar from 0 to 100 (role=progressbar, named by `label`). */
export function Progress({ value, label, valueText, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-orange-400 to-primary transition-[width] duration-200 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
