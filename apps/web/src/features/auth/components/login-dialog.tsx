import { lazy, Suspense } from 'react';
import { useLoginDialogStore } from '../login-dialog-store';

const LoginDialogPanel = lazy(() => import('./login-dialog-panel'));

/** Mounted once by the app: the login dialog that any code can open (spec section 2). */
export function LoginDialog() {
  const visible = useLoginDialogStore((s) => s.visible);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogPanel />
    </Suspense>
  );
}
