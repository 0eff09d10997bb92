import { useEffect, type ReactNode } from 'react';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Popup from 'antd-mobile/es/components/popup';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

interface ResponsiveSheetProps {
  visible: boolean;
  /** Asked to close: the mask, Esc. */
  onHide: () => void;
  /** Closed and its animation done. */
  afterClose: () => void;
  children: ReactNode;
}

/**
 * A sheet from the bottom on a phone; on a desktop (≥1024 px) a centred dialog of reading width
 * (a bottom sheet there stretches its controls across the whole screen). Esc closes either.
 */
export function ResponsiveSheet({ visible, onHide, afterClose, children }: ResponsiveSheetProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  useEffect(() => {
    if (!visible) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onHide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, onHide]);

  return desktop ? (
    <CenterPopup
      visible={visible}
      onMaskClick={onHide}
      onClose={onHide}
      afterClose={afterClose}
      // CenterPopup renders in place by default: inside a message row (transformed) it would centre on the row.
      getContainer={() => document.body}
      style={{ '--max-width': 'min(520px, 90vw)', '--min-width': 'min(440px, 90vw)', '--border-radius': '16px' }}
    >
      {children}
    </CenterPopup>
  ) : (
    <Popup visible={visible} onMaskClick={onHide} onClose={onHide} afterClose={afterClose} position="bottom">
      {children}
    </Popup>
  );
}
