import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginResult } from '@app/protocol/auth';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import styles from '../auth.module.css';
import { useAuthStore } from '../store';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

type Method = 'sms' | 'password';
const METHODS: readonly Method[] = ['sms', 'password'];

interface LoginFormProps {
  /** Called once the session is stored. */
  onLoggedIn: () => void;
}

/** The login form of the /login page and the login dialog: SMS code or password, as tabs. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [method, setMethod] = useState<Method>('sms');
  const login = useAuthStore((s) => s.login);

  const done = (result: LoginResult) => {
    login(result);
    toast.success(t('success'));
    onLoggedIn();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = METHODS[(METHODS.indexOf(method) + 1) % METHODS.length]!;
    setMethod(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.loginForm}>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {METHODS.map((m) => (
          <button
            key={m}
            id={`${id}-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={method === m}
            aria-controls={`${id}-panel`}
            tabIndex={method === m ? 0 : -1}
            className={styles.tab}
            onClick={() => setMethod(m)}
            onKeyDown={onTabKey}
          >
            {t(m === 'sms' ? 'tabs.sms' : 'tabs.password')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${method}`}>
        {method === 'sms' ? (
          <SmsLoginForm idPrefix={`${id}-sms`} onLoggedIn={done} />
        ) : (
          <PasswordLoginForm idPrefix={`${id}-pw`} onLoggedIn={done} />
        )}
      </div>
      <p className={styles.agreement}>
        {t('agreement')} <Link to={paths.agreement}>{t('agreementLink')}</Link>
      </p>
    </div>
  );
}
