// The slots a wizard's result step leaves for sharing and rating what was made (Foto Pro, Templates
// Rápidos). A feature never imports another, so the page that opens the wizard fills them with the share
// button and the rating widget; the wizard says what to share and what to rate.
import type { ReactNode } from 'react';

/** The image to share: its URL, a file name without extension, and the share sheet's title and text. */
export type SharedImage = { url: string; fileName: string; title?: string; text?: string };

/** The creation to rate, and what it is (its detailed form asks about a photo and an art differently). */
export type RatedCreation = { creationId: string; kind: 'photo' | 'art' };

export type ResultSlots = {
  /** The "Compartilhar" button of the result; no button without it. */
  renderShare?: (image: SharedImage) => ReactNode;
  /** The rating widget of the result; no rating without it. */
  renderRating?: (creation: RatedCreation) => ReactNode;
};
