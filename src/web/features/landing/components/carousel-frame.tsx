// The hero carousel's box, shared by the first screen's placeholder and the carousel that takes its
// place just after the first paint (its code loads on demand): the same size, so nothing moves.

export const CAROUSEL_BOX = 'relative mx-auto w-full max-w-md lg:max-w-lg';
export const CAROUSEL_PAIR = 'grid grid-cols-2 gap-3 sm:gap-4';
export const CAROUSEL_TILE = 'relative aspect-square overflow-hidden rounded-2xl border bg-stone-200 shadow-soft';
/** Under the pictures: the speed claim, the caption and the controls. */
export const CAROUSEL_FOOT = 'min-h-30';

export function CarouselPlaceholder() {
  return (
    <div className={CAROUSEL_BOX}>
      <div className={CAROUSEL_PAIR}>
        <div className={CAROUSEL_TILE} />
        <div className={CAROUSEL_TILE} />
      </div>
      <div className={CAROUSEL_FOOT} />
    </div>
  );
}
