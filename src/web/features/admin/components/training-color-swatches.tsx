import { cn } from '../../../lib/cn';

/** A colour as a small square; `color` is hex or rgb(), both valid CSS. */
export function ColorSwatch({ color, className }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-4 shrink-0 rounded-md ring-1 ring-black/15', className)} style={{ backgroundColor: color }} />;
}

/** An example's brand colours, each with its value for screen readers and on hover. */
export function TrainingColorSwatches({ colors }: { colors: string[] }) {
  if (!colors.length) return null;
  return (
    <ul aria-label="Cores da marca" className="flex flex-wrap gap-1.5">
      {colors.map((color) => (
        <li key={color} title={color} className="flex">
          <ColorSwatch color={color} className="size-6 rounded-lg" />
          <span className="sr-only">{color}</span>
        </li>
      ))}
    </ul>
  );
}
