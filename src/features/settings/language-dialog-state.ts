import { createExternalStore, useStore } from '../../lib/external-store';

const languageDialogStore = createExternalStore(false);

export const useLanguageDialogOpen = (): boolean => useStore(languageDialogStore);
export const openLanguageDialog = (): void => languageDialogStore.set(true);
export const closeLanguageDialog = (): void => languageDialogStore.set(false);
