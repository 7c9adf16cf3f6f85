import type { ReactNode } from 'react';

export type SectionHeadingProps = {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  /** A short line above the title. */
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
};

/** The centred title of a landing section. */
export function SectionHeading({ id, eyebrow, title, text }: SectionHeadingProps) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      {eyebrow ? <p className="text-sm font-bold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="text-pretty text-muted-foreground">{text}</p> : null}
    </div>
  );
}
