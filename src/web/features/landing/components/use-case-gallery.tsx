// The use-case gallery (spec §1): six ways a shop uses FoodArt. Every picture is an art our own engine
// rendered at build time from one of the seeded templates (scripts/build-landing-images.ts), loaded
// lazily below the fold, in a box of fixed proportions so nothing moves when it arrives.
import { GALLERY_ASPECT, GALLERY_ITEMS, GALLERY_WIDTHS, type GalleryFormat } from '../landing-images';
import { LandingPicture } from './landing-picture';
import { SectionHeading } from './section-heading';

/** Shown inside a 4:5 box of a 2-column (phone) or 3-column grid: a feed art fills its width, a stories art its height. */
const SIZES: Record<GalleryFormat, string> = {
  feed: '(min-width: 1024px) 333px, calc(50vw - 50px)',
  stories: '(min-width: 1024px) 240px, 28vw',
};

const FORMAT_LABEL: Record<GalleryFormat, string> = { feed: 'Feed 1:1', stories: 'Stories 9:16' };

export function UseCaseGallery() {
  return (
    <section id="exemplos" aria-labelledby="gallery-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20">
      <SectionHeading
        id="gallery-heading"
        eyebrow="Exemplos"
        title="Ideias para usar no seu delivery"
        text="Cada arte abaixo foi criada pelo nosso motor de artes, com os templates do FoodArt e produtos de exemplo."
      />
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
        {GALLERY_ITEMS.map((item) => {
          const widths = GALLERY_WIDTHS[item.format];
          const width = widths[widths.length - 1]!;
          return (
            <li key={item.id}>
              <figure className="grid gap-3">
                <div className="relative aspect-[4/5] overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-orange-50 via-amber-50 to-rose-100">
                  <LandingPicture
                    name={item.id}
                    widths={widths}
                    sizes={SIZES[item.format]}
                    alt={`Arte de exemplo feita pelo FoodArt: ${item.title}`}
                    width={width}
                    height={Math.round(width * GALLERY_ASPECT[item.format])}
                    className="absolute inset-0 m-auto h-auto max-h-[calc(100%-1.5rem)] w-auto max-w-[calc(100%-1.5rem)] rounded-lg shadow-soft"
                  />
                </div>
                <figcaption className="grid justify-items-start gap-1">
                  <h3 className="font-bold">{item.title}</h3>
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                    {FORMAT_LABEL[item.format]}
                  </span>
                  <p className="text-sm text-muted-foreground">{item.description}</p>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
