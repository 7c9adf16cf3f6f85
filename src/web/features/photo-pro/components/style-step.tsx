import { ENHANCEMENT_STYLES, type EnhancementStyle, type ScenarioType } from '../../../../shared/constants';
import { RadioCards } from '../../../components/ui/radio-cards';
import { cn } from '../../../lib/cn';
import { styleOptions } from '../lib/styles';

export type StyleStepProps = {
  scenarioType: ScenarioType | null;
  style: EnhancementStyle | null;
  onStyleChange: (style: EnhancementStyle) => void;
  disabled?: boolean;
};

/** Step 4: lighting styles with a predefined scenario, visual styles otherwise (same four values). */
export function StyleStep({ scenarioType, style, onStyleChange, disabled }: StyleStepProps) {
  const options = styleOptions(scenarioType);
  return (
    <RadioCards
      label={scenarioType === 'predefined' ? 'Estilo de iluminação' : 'Estilo visual'}
      value={style}
      onValueChange={onStyleChange}
      options={ENHANCEMENT_STYLES}
      disabled={disabled}
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
      renderItem={(value, { labelId, descriptionId, checked }) => {
        const { label, description, icon: Icon } = options[value];
        return (
          <span className="grid gap-2 p-3 pr-8 sm:p-4 sm:pr-9">
            <span
              className={cn(
                'grid size-10 place-items-center rounded-xl transition-colors',
                checked ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span id={labelId} className="text-sm font-bold sm:text-base">
              {label}
            </span>
            <span id={descriptionId} className="text-xs text-muted-foreground sm:text-sm">
              {description}
            </span>
          </span>
        );
      }}
    />
  );
}
