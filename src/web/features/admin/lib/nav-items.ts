import {
  Coins,
  FileImage,
  GraduationCap,
  LayoutDashboard,
  LayoutTemplate,
  Mountain,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon };

/** The back-office sections, in menu order. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/templates', label: 'Templates', icon: LayoutTemplate },
  { to: '/admin/training', label: 'Dados de Treinamento', icon: GraduationCap },
  { to: '/admin/creations', label: 'Criações dos Usuários', icon: FileImage },
  { to: '/admin/enhanced-photos', label: 'Fotos Melhoradas', icon: Sparkles },
  { to: '/admin/user-credits', label: 'Créditos dos Usuários', icon: Coins },
  { to: '/admin/scenarios', label: 'Cenários', icon: Mountain },
];
