import { Bike, Camera, ClipboardList, Ellipsis, Globe, ShoppingBag, Store, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { PLATFORMS, type Platform } from '../../../../shared/constants';

export type PlatformOption = {
  id: Platform;
  name: string;
  description: string;
  /** The frame the photo is delivered in. */
  format: string;
  icon: LucideIcon;
};

const DETAILS: Record<Platform, Omit<PlatformOption, 'id'>> = {
  ifood: { name: 'iFood', description: 'Foto 4:3 em ângulo de 45°, o padrão do cardápio', format: '4:3 · 45°', icon: UtensilsCrossed },
  '99food': { name: '99Food', description: 'Foto quadrada 1:1 para o cardápio do app', format: '1:1', icon: Bike },
  rappi: { name: 'Rappi', description: 'Foto quadrada 1:1 para a vitrine da loja', format: '1:1', icon: ShoppingBag },
  keeta: { name: 'Keeta', description: 'Foto quadrada 1:1 para o cardápio do app', format: '1:1', icon: Store },
  'cardapio-web': { name: 'Cardápio Web', description: 'Foto quadrada 1:1 para o seu cardápio digital', format: '1:1', icon: Globe },
  'anota-ai': { name: 'Anota AI', description: 'Foto quadrada 1:1 para o cardápio e os pedidos', format: '1:1', icon: ClipboardList },
  instagram: { name: 'Instagram', description: 'Foto quadrada 1:1 para o feed do perfil', format: '1:1', icon: Camera },
  outro: { name: 'Outro', description: 'Foto quadrada 1:1 para qualquer outro canal', format: '1:1', icon: Ellipsis },
};

/** The platforms of step 2, in the order of PLATFORMS. */
export const PLATFORM_OPTIONS: readonly PlatformOption[] = PLATFORMS.map((id) => ({ id, ...DETAILS[id] }));

export function platformOption(id: Platform): PlatformOption {
  return { id, ...DETAILS[id] };
}
