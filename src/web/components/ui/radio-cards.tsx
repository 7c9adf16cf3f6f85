// A single-choice group drawn as cards (or any custom item): WAI-ARIA radio group semantics with a
// roving tab stop, so Tab reaches the group once and the arrow keys, Home and End move the choice.
import { Check } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type RadioItemIds = {
  /** Put this id on the element holding the item's name: it becomes the radio's accessible name. */
  labelId: string;
  /** Put this id on the item's description, if it has one. */
  descriptionId: string;
  checked: boolean;
};

export type RadioCardsProps<V extends string> = {
  /** Accessible name of the group. */
  label: string;
  value: V | null;
  onValueChange: (value: V) => void;
  options: readonly V[];
  renderItem: (value: V, ids: RadioItemIds) => ReactNode;
  disabled?: boolean;
  className?: string;
  /** Classes of each item; the default is a bordered card that turns orange when chosen. */
  itemClassName?: string;
  /** Shows a check mark in the corner of the chosen card. */
  showCheck?: boolean;
};

const KEY_STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export const RADIO_CARD_CLASSES = cn(
  'relative flex h-full w-full cursor-pointer flex-col rounded-2xl border-2 border-border bg-card text-left shadow-xs transition-colors',
  'hover:border-orange-300 hover:bg-secondary/40',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-checked:border-primary aria-checked:bg-secondary/70 aria-checked:shadow-soft',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function RadioCards<V extends string>({
  label,
  value,
  onValueChange,
  options,
  renderItem,
  disabled = false,
  className,
  itemClassName = RADIO_CARD_CLASSES,
  showCheck = true,
}: RadioCardsProps<V>) {
  const baseId = useId();
  const tabStop = value !== null && options.includes(value) ? value : options[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const radios = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)'));
    const current = radios.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0 || radios.length === 0) return;
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = radios.length - 1;
    else if (event.key in KEY_STEP) next = (current + (KEY_STEP[event.key] ?? 0) + radios.length) % radios.length;
    else return;
    event.preventDefault();
    const target = radios[next];
    if (!target) return;
    target.focus();
    const nextValue = target.dataset.value as V | undefined;
    if (nextValue !== undefined) onValueChange(nextValue);
  };

  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className={className} onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const checked = option === value;
        const ids: RadioItemIds = {
          labelId: `${baseId}-${index}-label`,
          descriptionId: `${baseId}-${index}-description`,
          checked,
        };
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-labelledby={ids.labelId}
            aria-describedby={ids.descriptionId}
            data-value={option}
            tabIndex={option === tabStop ? 0 : -1}
            disabled={disabled}
            className={itemClassName}
            onClick={() => onValueChange(option)}
          >
            {renderItem(option, ids)}
            {showCheck && checked ? (
              <span className="absolute top-2.5 right-2.5 grid size-6 place-items-center rounded-full bg-primary text-primary-foreground shadow-sm">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
