// Templates Rápidos as the landing page opens it in place, with the share and rating slots filled.
// Loaded on demand (the landing's "Criar Post Promocional" preloads it on intent).
import { TemplatesWizard, type TemplatesWizardProps } from '../../features/templates/components/templates-wizard';
import type { ResultSlots } from '../../lib/result-slots';
import { RESULT_SLOTS } from './result-slots';

export function TemplatesTool(props: Omit<TemplatesWizardProps, keyof ResultSlots>) {
  return <TemplatesWizard {...props} {...RESULT_SLOTS} />;
}
