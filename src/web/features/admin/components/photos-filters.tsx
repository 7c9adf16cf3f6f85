import { ChevronDown, X } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import type { AdminPhotoFilters } from '../api/get-admin-photos';
import { platformLabel, styleLabel } from '../lib/photos-labels';

function FilterSelect({
  label,
  allLabel,
  options,
  toLabel,
  className,
  ...props
}: ComponentProps<'select'> & { label: string; allLabel: string; options: readonly string[]; toLabel: (value: string) => string }) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          className={cn(
            'flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-input bg-card pr-10 pl-3.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
            'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          )}
          {...props}
        >
          <option value="">{allLabel}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {toLabel(value)}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}

export type PhotosFiltersProps = {
  filters: AdminPhotoFilters;
  platforms: readonly string[];
  styles: readonly string[];
  onChange: (filters: AdminPhotoFilters) => void;
};

/** Platform and style: each change reloads the list from its first page. */
export function PhotosFilters({ filters, platforms, styles, onChange }: PhotosFiltersProps) {
  const filtered = !!(filters.platform || filters.style);
  return (
    <div role="group" aria-label="Filtros" className="flex flex-wrap items-end gap-3">
      <FilterSelect
        label="Plataforma"
        allLabel="Todas as plataformas"
        options={platforms}
        toLabel={platformLabel}
        value={filters.platform}
        onChange={(event) => onChange({ ...filters, platform: event.target.value })}
        className="w-full sm:w-56"
      />
      <FilterSelect
        label="Estilo"
        allLabel="Todos os estilos"
        options={styles}
        toLabel={styleLabel}
        value={filters.style}
        onChange={(event) => onChange({ ...filters, style: event.target.value })}
        className="w-full sm:w-56"
      />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange({ platform: '', style: '' })}>
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      ) : null}
    </div>
  );
}
