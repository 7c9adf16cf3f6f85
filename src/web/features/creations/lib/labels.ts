import type { CreationItem, CreationType } from '../../../../shared/schemas/creations.schema';

/** The type label on each card (spec §2 "My creations"). */
export const CREATION_TYPE_LABEL: Record<CreationType, string> = {
  art: 'Post Promocional',
  photo: 'Foto Melhorada',
};

/** The name a downloaded creation is saved under: its type and id, as PNG. */
export function creationFileName(item: Pick<CreationItem, 'id' | 'type'>): string {
  return `${item.type === 'art' ? 'post-promocional' : 'foto-melhorada'}-${item.id}.png`;
}
