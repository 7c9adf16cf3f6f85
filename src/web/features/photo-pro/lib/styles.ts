import { Aperture, Cloud, Crown, Flame, Leaf, Minimize2, Sun, type LucideIcon } from 'lucide-react';
import type { EnhancementStyle, ScenarioType } from '../../../../shared/constants';

export type StyleOption = { label: string; description: string; icon: LucideIcon };

/** Visual styles, when the AI creates the scenario. */
const VISUAL_STYLES: Record<EnhancementStyle, StyleOption> = {
  natural: { label: 'Natural', description: 'Cores fiéis e luz suave, como o prato é de verdade', icon: Leaf },
  premium: { label: 'Premium', description: 'Contraste rico e acabamento sofisticado', icon: Crown },
  professional: { label: 'Profissional', description: 'Padrão de estúdio, nítida e bem iluminada', icon: Aperture },
  minimal: { label: 'Minimalista', description: 'Fundo limpo e composição simples', icon: Minimize2 },
};

/** Lighting styles, with a predefined scenario. */
const LIGHTING_STYLES: Record<EnhancementStyle, StyleOption> = {
  natural: { label: 'Luz Natural', description: 'Luz do dia suave, como perto de uma janela', icon: Sun },
  premium: { label: 'Luz Dramática', description: 'Sombras marcadas e contraste intenso', icon: Flame },
  professional: { label: 'Estúdio DSLR', description: 'Iluminação de estúdio com foco preciso', icon: Aperture },
  minimal: { label: 'Luz Difusa', description: 'Luz uniforme com sombras bem suaves', icon: Cloud },
};

export function styleOptions(scenarioType: ScenarioType | null): Record<EnhancementStyle, StyleOption> {
  return scenarioType === 'predefined' ? LIGHTING_STYLES : VISUAL_STYLES;
}
