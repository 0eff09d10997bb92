import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@/lib/query';
import { useTranslation } from 'react-i18next';
import { phoneSchema, smsCodeSchema, type LoginResult } from '@app/protocol/auth';
import { imageCaptchaQuery } from '../api/image-captcha';
import { quickLogin } from '../api/login';
import { isCaptchaRequired, sendSmsCode } from '../api/sms-code';
import styles from '../auth.module.css';
import { useCountdown } from '../hooks/use-countdown';
import { failureText, fieldError } from '../validation';
import { FormField } from './form-field';
import { ImageCaptchaField } from './image-captcha-field';

/** Seconds before another code may be requested when the server does not say. */
const RESEND_SECONDS = 60;

type Field = 'phone' | 'code' | 'captcha' | 'form';
type Errors = Partial<Record<Field, string>>;

interface SmsLoginFormProps {
  idPrefix: string;
  onLoggedIn: (result: LoginResult) => void;
}

/** Phone + SMS code ("quick login"), with the image captcha once the server requires it. */
export function SmsLoginForm({ idPrefix, onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  const captcha = useQuery({ ...imageCaptchaQuery(), enabled: captchaNeeded });

  const refreshCaptcha = () => {
    setCaptchaText('');
    void captcha.refetch();
  };
  const captchaFields = () =>
    captchaNeeded && captcha.data ? { captcha_id: captcha.data.captcha_id, captcha_text: captchaText.trim() } : {};
  const onFailure = (error: unknown) => {
    setNotice(null);
    if (isCaptchaRequired(error)) setCaptchaNeeded(true);
    else if (captchaNeeded) refreshCaptcha();
    setErrors({ form: failureText(error) });
  };
  const captchaMissing = (): Errors => (captchaNeeded && !captchaText.trim() ? { captcha: t('captcha.required') } : {});

  const send = useMutation({
    mutationFn: sendSmsCode,
    onSuccess: (sent) => {
      countdown.start(sent.retry_after > 0 ? sent.retry_after : RESEND_SECONDS);
      setNotice(t('codeSent'));
    },
    onError: onFailure,
  });
  const login = useMutation({ mutationFn: quickLogin, onSuccess: onLoggedIn, onError: onFailure });

  const requestCode = () => {
    const next: Errors = { phone: fieldError(phoneSchema, phone), ...captchaMissing() };
    setErrors(next);
    if (next.phone || next.captcha) return;
    send.mutate({ phone: phone.trim(), ...captchaFields() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { phone: fieldError(phoneSchema, phone), code: fieldError(smsCodeSchema, code), ...captchaMissing() };
    setErrors(next);
    if (next.phone || next.code || next.captcha) return;
    login.mutate({ phone: phone.trim(), code: code.trim(), ...captchaFields() });
  };

  const sendLabel = send.isPending
    ? t('sending')
    : countdown.seconds > 0
      ? t('resendIn', { seconds: countdown.seconds })
      : t('sendCode');

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id={`${idPrefix}-phone`} label={t('phone.label')} error={errors.phone}>
        {(a11y) => (
          <input
            {...a11y}
            className={styles.input}
            data-testid="login-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('phone.placeholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </FormField>
      {captchaNeeded ? (
        <ImageCaptchaField
          idPrefix={idPrefix}
          captcha={captcha.data}
          loadFailed={captcha.isError}
          value={captchaText}
          error={errors.captcha}
          onChange={setCaptchaText}
          onRefresh={refreshCaptcha}
        />
      ) : null}
      <FormField id={`${idPrefix}-code`} label={t('code.label')} error={errors.code}>
        {(a11y) => (
          <div className={styles.inline}>
            <input
              {...a11y}
              className={styles.input}
              data-testid="login-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('code.placeholder')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <button
              type="button"
              className={styles.secondaryButton}
              data-testid="send-code"
              disabled={send.isPending || countdown.seconds > 0}
              onClick={requestCode}
            >
              {sendLabel}
            </button>
          </div>
        )}
      </FormField>
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} data-testid="login-submit" disabled={login.isPending}>
        {login.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
