// A visitor's menu (photos and choices), kept in memory while they sign in; Foto Pro reopens in
// "Cardápio inteiro" with it. Apart from the wizard so the tool reads it without loading the wizard.
import { createPendingDraft } from '../../../lib/pending-draft';
import type { MenuChoices, MenuPhoto } from './menu-photos';

export type MenuDraft = { photos: MenuPhoto[]; choices: MenuChoices };

const pendingMenuDraft = createPendingDraft<MenuDraft>();
export const keepPendingMenuDraft = pendingMenuDraft.keep;
export const peekPendingMenuDraft = pendingMenuDraft.peek;
export const clearPendingMenuDraft = pendingMenuDraft.clear;
