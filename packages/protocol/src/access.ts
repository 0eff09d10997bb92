/**
 * The session and access rules of spec sections 3 and 6 as plain functions, with no schema
 * library behind them: a browser's first screen (route guard, auth store) can use them without
 * loading zod. `auth.ts` re-exports them beside its schemas.
 */

/** Logged in by spec section 3: userId present, or every value of the info object truthy. */
export function isLoggedInInfo(info: Record<string, unknown> | null | undefined): boolean {
  if (!info) return false;
  if (info.userId) return true;
  const values = Object.values(info);
  return values.length > 0 && values.every(Boolean);
}

export const ROLES = { user: 'user', admin: 'admin' } as const;
export const DEFAULT_ROLE = ROLES.user;

/** Spec section 6: a role/permission check passes if any one required value is held. */
export const hasAny = (held: readonly string[], required: readonly string[]): boolean => required.some((r) => held.includes(r));

/** Access passes when nothing is required, or when either the role or permission check passes. */
export function canAccess(
  user: { roles: readonly string[]; permissions: readonly string[] },
  need: { roles?: readonly string[]; permissions?: readonly string[] },
): boolean {
  const roles = need.roles ?? [];
  const perms = need.permissions ?? [];
  if (roles.length === 0 && perms.length === 0) return true;
  return (roles.length > 0 && hasAny(user.roles, roles)) || (perms.length > 0 && hasAny(user.permissions, perms));
}
