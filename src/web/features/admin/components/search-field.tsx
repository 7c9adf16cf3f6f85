import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export type SearchFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  /** The server is searching: a spinner named `searchingLabel` shows at the end of the field. */
  searching: boolean;
  searchingLabel: string;
  /** The classes of the box around the field (the caller's role="search" landmark holds it). */
  className?: string;
};

/** A back-office search box: the magnifier, the input and, while the server searches, a spinner. */
export function SearchField({ searching, searchingLabel, className, ...props }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className="pr-10 pl-10" {...props} />
      {searching ? <Spinner label={searchingLabel} className="absolute top-1/2 right-3 -translate-y-1/2 [&_svg]:size-4" /> : null}
    </div>
  );
}
