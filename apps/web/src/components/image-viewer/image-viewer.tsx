import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './image-viewer.module.css';

interface ImageViewerProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * An image full screen over everything: tap or Escape closes it, focus goes to its close button
 * and back to where it was. Reused for every image a person can tap to enlarge.
 */
export function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  const { t } = useTranslation('conversation');
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [onClose]);
  return createPortal(
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={alt || t('imageViewer.label')} onClick={onClose}>
      <img className={styles.image} src={src} alt={alt} />
      <button ref={close} type="button" className={styles.close} onClick={onClose} aria-label={t('imageViewer.close')}>
        ×
      </button>
    </div>,
    document.body,
  );
}

/** A button around `children` (an image) that opens `src` in the viewer. */
export function ZoomableImage({
  src,
  alt,
  className,
  children,
}: {
  src: string;
  alt: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('conversation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={t('imageViewer.open', { alt })}>
        {children}
      </button>
      {open && <ImageViewer src={src} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}
