// Stand-ins for the share and rating slots of a wizard's result, in the wizard's own tests: each shows
// what the wizard handed it (the page fills the slots with the real share button and rating widget).
import type { RatedCreation, ResultSlots, SharedImage } from '../../src/web/lib/result-slots';

export const STUB_RESULT_SLOTS: ResultSlots = {
  renderShare: (image) => (
    <button type="button" data-testid="share-slot" data-image={JSON.stringify(image)}>
      Compartilhar
    </button>
  ),
  renderRating: (creation) => (
    <div data-testid="rating-slot" data-creation={JSON.stringify(creation)}>
      <button type="button">Avaliar</button>
    </div>
  ),
};

/** The image the wizard gave the share slot. */
export function sharedImage(slot: HTMLElement): SharedImage {
  return JSON.parse(slot.dataset.image ?? 'null') as SharedImage;
}

/** The creation the wizard gave the rating slot. */
export function ratedCreation(slot: HTMLElement): RatedCreation {
  return JSON.parse(slot.dataset.creation ?? 'null') as RatedCreation;
}
