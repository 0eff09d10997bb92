import { usePermissionStore, permissionSelectors, type AccessRequirement } from '../permission-store';

/** Permission checks for views (spec section 6): true when the requirement is met. */
export const useCanAccess = (need: AccessRequirement): boolean => usePermissionStore(permissionSelectors.canAccess(need));
