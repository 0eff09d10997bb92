import { create } from 'zustand';
import { ROLES, canAccess } from '@app/protocol/access';

/** Permission store of spec sections 3 and 6: roles default to admin, permissions to none. */
export interface PermissionState {
  roles: string[];
  permissions: string[];
}

export const permissionInitialState: PermissionState = { roles: [ROLES.admin], permissions: [] };

interface PermissionActions {
  set: (access: PermissionState) => void;
  clear: () => void;
}

export const usePermissionStore = create<PermissionState & PermissionActions>()((set) => ({
  ...permissionInitialState,
  set: ({ roles, permissions }) => set({ roles: [...roles], permissions: [...permissions] }),
  clear: () => set({ roles: [], permissions: [] }),
}));

export interface AccessRequirement {
  roles?: readonly string[];
  permissions?: readonly string[];
}

export const permissionSelectors = {
  /** A role or permission requirement is met when any one required value is held. */
  canAccess: (need: AccessRequirement) => (s: PermissionState) => canAccess(s, need),
};
