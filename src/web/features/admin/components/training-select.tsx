import { ChevronDown } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import type { Option } from '../../../lib/catalog-labels';

export type TrainingSelectProps<T extends string> = {
  label: string;
  value: T | '';
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  /** An empty first choice, for a value the options do not hold ("Ruim" in the inline edit). */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
};

/** A labelled native select: the platform's own keyboard and touch behaviour, styled like our inputs. */
export function TrainingSelect<T extends string>({ label, value, options, onChange, placeholder, disabled, className }: TrainingSelectProps<T>) {
  return (
    <FormField label={label} className={className}>
      {(field) => (
        <div className="relative">
          <select
            {...field}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value as T)}
            className={cn(
              'flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-input bg-card pr-10 pl-3.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
              'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
              'disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
        </div>
      )}
    </FormField>
  );
}
