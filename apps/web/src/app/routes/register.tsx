import { useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { RegisterForm } from '@/features/showcase/components/register-form';
import styles from '@/features/showcase/showcase.module.css';
import { useTracking } from '@/features/tracking/use-tracking';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';

/** /register (public): on success the user is logged in and sees /registerResult. */
export function Component() {
  const { t } = useTranslation('screens');
  const navigate = useNavigate();
  const login = useAuthStore((s) => s.login);
  useTracking(useAuthStore((s) => s.info?.nickname));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('register.heading')}</h1>
      <RegisterForm
        onRegistered={(result) => {
          login(result);
          void navigate('/registerResult', { replace: true });
        }}
      />
    </section>
  );
}
