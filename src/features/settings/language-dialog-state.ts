import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from '../../lib/app-store';

export const languageDialogOpenAtom = atom(false);

export const useLanguageDialogOpen = (): boolean => useAppAtom(languageDialogOpenAtom);
export const openLanguageDialog = (): void => appStore.set(languageDialogOpenAtom, true);
export const closeLanguageDialog = (): void => appStore.set(languageDialogOpenAtom, false);
