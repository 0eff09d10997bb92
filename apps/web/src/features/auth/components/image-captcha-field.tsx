import { useTranslation } from 'react-i18next';
import type { PassportCaptcha } from '@app/protocol/auth';
import { svgDataUrl } from '../api/image-captcha';
import styles from '../auth.module.css';
import { FormField } from './form-field';

interface ImageCaptchaFieldProps {
  idPrefix: string;
  captcha: PassportCaptcha | undefined;
  loadFailed: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

/** The image captcha the server asks for after repeated wrong codes. */
export function ImageCaptchaField({ idPrefix, captcha, loadFailed, value, error, onChange, onRefresh }: ImageCaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      id={`${idPrefix}-captcha`}
      label={t('captcha.label')}
      error={error ?? (loadFailed ? t('captcha.loadFailed') : undefined)}
    >
      {(a11y) => (
        <div className={styles.inline}>
          <input
            {...a11y}
            className={styles.input}
            data-testid="login-captcha"
            autoComplete="off"
            maxLength={16}
            placeholder={t('captcha.placeholder')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <button type="button" className={styles.captchaButton} onClick={onRefresh} aria-label={t('captcha.refresh')}>
            {captcha ? (
              <img className={styles.captchaImage} src={svgDataUrl(captcha.svg)} alt={t('captcha.image')} />
            ) : (
              t('captcha.refresh')
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}
