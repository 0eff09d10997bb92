import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionInitialState, usePermissionStore } from '../permission-store';
import { useCanAccess } from './use-permission';

afterEach(() => usePermissionStore.setState(permissionInitialState));

describe('useCanAccess', () => {
  it('follows the stored roles and permissions', () => {
    const { result } = renderHook(() => useCanAccess({ roles: ['ops'], permissions: ['wish:edit'] }));
    expect(result.current).toBe(false);
    act(() => usePermissionStore.getState().set({ roles: ['user'], permissions: ['wish:edit'] }));
    expect(result.current).toBe(true);
    act(() => usePermissionStore.getState().clear());
    expect(result.current).toBe(false);
  });

  it('passes when nothing is required', () => {
    const { result } = renderHook(() => useCanAccess({}));
    expect(result.current).toBe(true);
  });
});
