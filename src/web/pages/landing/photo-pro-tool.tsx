// Foto Pro as the landing page opens it in place, with the share and rating slots filled. Loaded on
// demand (the landing's "Melhorar Minha Foto" preloads it on intent).
import { PhotoProWizard, type PhotoProWizardProps } from '../../features/photo-pro/components/photo-pro-wizard';
import type { ResultSlots } from '../../lib/result-slots';
import { RESULT_SLOTS } from './result-slots';

export function PhotoProTool(props: Omit<PhotoProWizardProps, keyof ResultSlots>) {
  return <PhotoProWizard {...props} {...RESULT_SLOTS} />;
}
