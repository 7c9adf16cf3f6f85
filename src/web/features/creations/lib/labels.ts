import type { ArtFormat } from '../../../../shared/constants';
import type { CreationItem, CreationType } from '../../../../shared/schemas/creations.schema';

/** The type label on each card (spec §2 "My creations"). */
export const CREATION_TYPE_LABEL: Record<CreationType, string> = {
  art: 'Post Promocional',
  photo: 'Foto Melhorada',
};

/** The format of an art, under its type label. */
export const ART_FORMAT_LABEL: Record<ArtFormat, string> = {
  feed: 'Feed 1080×1080',
  stories: 'Stories 1080×1920',
};

/** The name a downloaded creation is saved under: its type and id, as PNG. */
export function creationFileName(item: Pick<CreationItem, 'id' | 'type'>): string {
  return `${item.type === 'art' ? 'post-promocional' : 'foto-melhorada'}-${item.id}.png`;
}
