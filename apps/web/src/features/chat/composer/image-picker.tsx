import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './composer.module.css';

/** Add a picture: choose one from the album, or take a photo (the camera opens on phones). */
export function ImagePicker({ disabled, onPick }: { disabled: boolean; onPick: (file: File) => void }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setOpen(false);
    if (file) onPick(file);
  };
  return (
    <div className={styles.picker}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('image.add')}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        data-testid="image-button"
      >
        <span aria-hidden="true" className={styles.plusIcon} />
      </button>
      <div id={`${id}-menu`} className={styles.pickerMenu} hidden={!open}>
        <label className={styles.pickerItem}>
          {t('image.album')}
          <input type="file" accept="image/*" className="visually-hidden" onChange={onChange} data-testid="image-input" />
        </label>
        <label className={styles.pickerItem}>
          {t('image.camera')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            onChange={onChange}
            data-testid="camera-input"
          />
        </label>
      </div>
    </div>
  );
}
