import { Star } from 'lucide-react';
import { RadioCards } from '../../../components/ui/radio-cards';
import { cn } from '../../../lib/cn';

const STAR_VALUES = ['1', '2', '3', '4', '5'] as const;

const starLabel = (value: string) => (value === '1' ? '1 estrela' : `${value} estrelas`);

export type StarRatingProps = {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** One to five stars as a radio group: click, or arrow keys once focused. */
export function StarRating({ label, value, onChange, disabled }: StarRatingProps) {
  const current = value === null ? null : (String(value) as (typeof STAR_VALUES)[number]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <span className="text-sm font-medium">{label}</span>
      <RadioCards
        label={label}
        value={current}
        onValueChange={(next) => onChange(Number(next))}
        options={STAR_VALUES}
        disabled={disabled}
        showCheck={false}
        className="flex items-center gap-0.5"
        itemClassName="grid size-9 cursor-pointer place-items-center rounded-lg transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed"
        renderItem={(option, { labelId }) => {
          const filled = value !== null && Number(option) <= value;
          return (
            <>
              <Star
                aria-hidden="true"
                className={cn('size-6 transition-colors', filled ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
              />
              <span id={labelId} className="sr-only">
                {starLabel(option)}
              </span>
            </>
          );
        }}
      />
    </div>
  );
}
