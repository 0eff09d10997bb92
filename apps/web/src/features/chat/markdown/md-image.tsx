import { useState } from 'react';
import { ZoomableImage } from '@/components/image-viewer/image-viewer';
import { safeImageUrl } from '@app/protocol/safe-url';
import styles from './markdown.module.css';

/**
 * An image in an answer: https or the app's /media/ only (otherwise its alt text), loaded lazily
 * in a box of fixed aspect so nothing below it moves, its alt text if it fails, full screen on tap.
 */
export function MdImage({ src, alt, title }: { src: string; alt: string; title: string }) {
  const [failed, setFailed] = useState(false);
  const url = safeImageUrl(src);
  if (!url || failed) return <span className={styles.imageAlt}>{alt}</span>;
  return (
    <ZoomableImage src={url} alt={alt} className={styles.imageBox}>
      <img src={url} alt={alt} title={title || undefined} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </ZoomableImage>
  );
}
