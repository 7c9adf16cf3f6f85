import type { Platform } from '../../../../shared/constants';
import { RadioCards } from '../../../components/ui/radio-cards';
import { cn } from '../../../lib/cn';
import { PLATFORM_OPTIONS, platformOption } from '../lib/platforms';

const PLATFORM_IDS = PLATFORM_OPTIONS.map((option) => option.id);

export type PlatformStepProps = {
  platform: Platform | null;
  onPlatformChange: (platform: Platform) => void;
  disabled?: boolean;
};

/** Step 2: where the photo will be used, which decides its frame (iFood 4:3 at 45°, others 1:1). */
export function PlatformStep({ platform, onPlatformChange, disabled }: PlatformStepProps) {
  return (
    <RadioCards
      label="Plataforma"
      value={platform}
      onValueChange={onPlatformChange}
      options={PLATFORM_IDS}
      disabled={disabled}
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
      renderItem={(id, { labelId, descriptionId, checked }) => {
        const { name, description, format, icon: Icon } = platformOption(id);
        return (
          <span className="grid gap-2 p-3 sm:gap-3 sm:p-4">
            <span className="flex items-center gap-2 pr-6 sm:gap-3">
              <span
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-xl transition-colors sm:size-10',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span id={labelId} className="text-sm font-bold sm:text-base">
                {name}
              </span>
            </span>
            <span id={descriptionId} className="text-xs text-muted-foreground sm:text-sm">
              {description}
            </span>
            <span
              aria-hidden="true"
              className="inline-flex w-fit items-center gap-1.5 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground"
            >
              <span
                className={cn('inline-block border-2 border-current', format === '1:1' ? 'h-2.5 w-2.5' : 'h-2.5 w-3.5')}
              />
              {format}
            </span>
          </span>
        );
      }}
    />
  );
}
