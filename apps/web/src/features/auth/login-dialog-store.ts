import { create } from 'zustand';

/** The login dialog (spec section 3): hidden, shown on a login request, hidden on close. */
interface LoginDialogState {
  visible: boolean;
  open: () => void;
  close: () => void;
}

export const useLoginDialogStore = create<LoginDialogState>()((set) => ({
  visible: false,
  open: () => set({ visible: true }),
  close: () => set({ visible: false }),
}));

export const openLoginDialog = (): void => useLoginDialogStore.getState().open();
export const closeLoginDialog = (): void => useLoginDialogStore.getState().close();
