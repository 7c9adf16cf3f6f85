// What the wizards' results offer besides the download, as the landing page fills their slots:
// sharing the image and rating it (features never import each other; the page composes them).
import { RatingWidget } from '../../features/rating/components/rating-widget';
import { ShareButton } from '../../features/share/components/share-button';
import type { ResultSlots } from '../../lib/result-slots';

export const RESULT_SLOTS: ResultSlots = {
  renderShare: (image) => <ShareButton size="lg" {...image} />,
  renderRating: (creation) => <RatingWidget {...creation} />,
};
