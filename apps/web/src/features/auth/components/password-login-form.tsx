import { useState, type FormEvent } from 'react';
import { useMutation } from '@/lib/query';
import { useTranslation } from 'react-i18next';
import { passwordLoginSchema, type LoginResult } from '@app/protocol/auth';
import { passwordLogin } from '../api/login';
import styles from '../auth.module.css';
import { failureText, fieldError } from '../validation';
import { FormField } from './form-field';

type Errors = Partial<Record<'account' | 'password' | 'form', string>>;

interface PasswordLoginFormProps {
  idPrefix: string;
  onLoggedIn: (result: LoginResult) => void;
}

/** Account + password login for registered users. */
export function PasswordLoginForm({ idPrefix, onLoggedIn }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const login = useMutation({
    mutationFn: passwordLogin,
    onSuccess: onLoggedIn,
    onError: (error) => setErrors({ form: failureText(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      account: fieldError(passwordLoginSchema.shape.account, account),
      password: fieldError(passwordLoginSchema.shape.password, password),
    };
    setErrors(next);
    if (next.account || next.password) return;
    login.mutate({ account: account.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id={`${idPrefix}-account`} label={t('account.label')} error={errors.account}>
        {(a11y) => (
          <input
            {...a11y}
            className={styles.input}
            data-testid="login-account"
            autoComplete="username"
            maxLength={64}
            placeholder={t('account.placeholder')}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t('password.label')} error={errors.password}>
        {(a11y) => (
          <input
            {...a11y}
            className={styles.input}
            data-testid="login-password"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('password.placeholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} data-testid="login-submit" disabled={login.isPending}>
        {login.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
