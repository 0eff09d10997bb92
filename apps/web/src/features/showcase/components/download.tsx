import { isVersionAtLeast } from '@app/protocol/version';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { useEnvFlags } from '@/lib/env';
import styles from '../showcase.module.css';

/** /showcase/download: the app, and the version this visitor has (the version check). */
export function Download() {
  const { t } = useTranslation('screens');
  const flags = useEnvFlags();
  const version = flags.appVersion ? flags.appVersion.join('.') : null;
  const status = !flags.isInApp
    ? t('showcase.versionWeb')
    : isVersionAtLeast(flags.appVersion, '2.0.0')
      ? t('showcase.versionIn', { version })
      : t('showcase.versionOld');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('showcase.downloadHeading')}</h1>
      <p className={styles.lead}>{t('showcase.downloadBody')}</p>
      <p className={styles.card} data-testid="version-status">
        {status}
      </p>
      <p className={styles.muted}>{t('showcase.downloadNote')}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/chatNext" data-track="gw_download_try">
          {t('showcase.try')}
        </Link>
      </div>
    </section>
  );
}
