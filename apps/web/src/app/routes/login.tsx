import { LoginPage } from '@/features/auth/components/login-page';

/** /login (blank layout, public). */
export function Component() {
  return <LoginPage />;
}
