// Foto Pro as the landing page opens it in place, with the share and rating slots filled. Loaded on
// demand (the landing's "Melhorar Minha Foto" preloads it on intent). Two modes above the wizard: "Uma
// foto" and "Cardápio inteiro" (issue #15), the latter loaded when first chosen (on intent, too). A mode
// once opened stays mounted while the other is shown, so switching loses nothing (a running menu keeps
// its progress). A visitor's menu, kept while they signed in, reopens in "Cardápio inteiro".
import { Camera, LayoutGrid } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LazyBoundary } from '../../components/lazy-boundary';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PhotoProWizard, type PhotoProWizardProps } from '../../features/photo-pro/components/photo-pro-wizard';
import { MENU_MSG } from '../../features/photo-pro/lib/menu-messages';
import { clearPendingMenuDraft, peekPendingMenuDraft } from '../../features/photo-pro/lib/menu-pending-draft';
import { lazyComponent, preloadOnIntent } from '../../lib/lazy-component';
import type { ResultSlots } from '../../lib/result-slots';
import { RESULT_SLOTS } from './result-slots';

const MenuWizard = lazyComponent(() => import('../../features/photo-pro/components/menu/menu-wizard').then((module) => module.MenuWizard));

type Mode = 'single' | 'menu';
const MODES: readonly Mode[] = ['single', 'menu'];

export function PhotoProTool(props: Omit<PhotoProWizardProps, keyof ResultSlots>) {
  const [resumeMenu] = useState(() => peekPendingMenuDraft());
  const [mode, setMode] = useState<Mode>(resumeMenu ? 'menu' : 'single');
  const [opened, setOpened] = useState<ReadonlySet<Mode>>(() => new Set([mode]));

  useEffect(() => {
    clearPendingMenuDraft();
  }, []);

  const choose = (value: string) => {
    const next = MODES.find((m) => m === value);
    if (!next) return;
    setMode(next);
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
  };

  return (
    // Manual activation: the arrow keys move between the modes, Enter or Space opens one (whose first
    // step then takes the focus).
    <Tabs value={mode} onValueChange={choose} activationMode="manual" className="grid gap-3">
      <TabsList aria-label={MENU_MSG.modesLabel} className="sm:w-fit">
        <TabsTrigger value="single" className="sm:px-5">
          <Camera aria-hidden="true" className="size-4" />
          {MENU_MSG.modeSingle}
        </TabsTrigger>
        <TabsTrigger value="menu" className="sm:px-5" {...preloadOnIntent(MenuWizard)}>
          <LayoutGrid aria-hidden="true" className="size-4" />
          {MENU_MSG.modeMenu}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="single" forceMount hidden={mode !== 'single'} tabIndex={-1} className="mt-0">
        {opened.has('single') ? <PhotoProWizard {...props} {...RESULT_SLOTS} /> : null}
      </TabsContent>
      <TabsContent value="menu" forceMount hidden={mode !== 'menu'} tabIndex={-1} className="mt-0">
        {opened.has('menu') ? (
          <LazyBoundary
            label="Carregando Cardápio inteiro"
            className="grid min-h-96 place-items-center rounded-3xl border border-border bg-card/80 p-4 shadow-soft"
            onClose={props.onClose}
          >
            <MenuWizard onClose={props.onClose} initialDraft={resumeMenu} />
          </LazyBoundary>
        ) : null}
      </TabsContent>
    </Tabs>
  );
}
