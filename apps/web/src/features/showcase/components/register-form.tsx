import { registerSchema, type LoginResult, type RegisterRequest } from '@app/protocol/auth';
import { useMutation } from '@/lib/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { register, sendRegisterCode } from '../api/register';
import styles from '../showcase.module.css';

type Field = keyof RegisterRequest;
const FIELDS: Array<{ key: Field; type: string; autoComplete: string }> = [
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'code', type: 'text', autoComplete: 'one-time-code' },
  { key: 'password', type: 'password', autoComplete: 'new-password' },
  { key: 'nickname', type: 'text', autoComplete: 'nickname' },
];

/** Phone, SMS code, password and nickname → POST /api/user/register. */
export function RegisterForm({ onRegistered }: { onRegistered: (r: LoginResult) => void }) {
  const { t } = useTranslation('screens');
  const [values, setValues] = useState<RegisterRequest>({ phone: '', code: '', password: '', nickname: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const send = useMutation({
    mutationFn: () => sendRegisterCode(values.phone.trim()),
    onSuccess: (r) => (setWait(r.retry_after), toast.success(t('register.codeSent'))),
  });
  const submit = useMutation({ mutationFn: register, onSuccess: onRegistered });

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {FIELDS.map(({ key, type, autoComplete }) => (
        <div key={key} className={styles.field}>
          <label className={styles.label} htmlFor={`register-${key}`}>
            {t(`register.${key}`)}
          </label>
          <div className={styles.codeRow}>
            <input
              id={`register-${key}`}
              className={`${styles.input} ${styles.wide}`}
              type={type}
              autoComplete={autoComplete}
              inputMode={key === 'phone' || key === 'code' ? 'numeric' : undefined}
              value={values[key]}
              aria-invalid={Boolean(errors[key])}
              aria-describedby={errors[key] ? `register-${key}-error` : undefined}
              placeholder={t(`register.placeholder.${key}`)}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              data-testid={`register-${key}`}
            />
            {key === 'code' ? (
              <button
                type="button"
                className={`${styles.secondary} ${styles.codeButton}`}
                disabled={wait > 0 || send.isPending || !/^1\d{10}$/.test(values.phone.trim())}
                onClick={() => send.mutate()}
                data-testid="register-send-code"
              >
                {wait > 0 ? t('register.resend', { seconds: wait }) : t('register.sendCode')}
              </button>
            ) : null}
          </div>
          {errors[key] ? (
            <p id={`register-${key}-error`} className={styles.error} role="alert">
              {errors[key]}
            </p>
          ) : null}
        </div>
      ))}
      <p className={styles.muted}>
        <Link to="/agreement">{t('register.agree')}</Link>
      </p>
      <button
        type="submit"
        className={styles.primary}
        disabled={submit.isPending}
        data-track="gw_register_submit"
        data-testid="register-submit"
      >
        {t('register.submit')}
      </button>
      <Link to="/login">{t('register.hasAccount')}</Link>
    </form>
  );
}
