import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { openLoginDialog } from '@/features/auth/login-dialog-store';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { toggleLanguage } from '@/lib/i18n';
import { toggleDark, useTheme } from '@/lib/theme';
import styles from './layouts.module.css';

interface Item {
  key: string;
  label: string;
  testId?: string;
  run: () => void;
}

/** The header dropdown (spec section 2): home, go, the app's screens, back, about, dark mode, language, logout. */
export function HeaderMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const loggedIn = useAuthStore(authSelectors.isLoggedIn);
  const { scheme } = useTheme();

  const items: Item[] = [
    { key: 'home', label: t('header.home'), run: () => void navigate(paths.home) },
    { key: 'go', label: t('header.go'), run: () => void navigate(paths.chatNext) },
    // The rest of the app, one tap away: history, wish list, habits, flights.
    { key: 'history', label: t('header.history'), testId: 'menu-history', run: () => void navigate(paths.history) },
    { key: 'wish', label: t('header.wish'), testId: 'menu-wish', run: () => void navigate(paths.wish) },
    { key: 'habits', label: t('header.habits'), testId: 'menu-habits', run: () => void navigate(paths.habits) },
    { key: 'flight', label: t('header.flight'), testId: 'menu-flight', run: () => void navigate(paths.flight) },
    { key: 'back', label: t('header.back'), run: () => void navigate(-1) },
    { key: 'about', label: t('header.about'), run: () => void navigate(paths.articlesAbout) },
    { key: 'dark', label: t('header.toggleDark'), testId: 'theme-toggle', run: toggleDark },
    { key: 'language', label: t('header.toggleLanguage'), testId: 'language-toggle', run: toggleLanguage },
    loggedIn
      ? {
          key: 'logout',
          label: t('header.logout'),
          testId: 'logout-item',
          run: () =>
            void useAuthStore
              .getState()
              .logout()
              .then(() => navigate(paths.login)),
        }
      : { key: 'login', label: t('header.login'), testId: 'login-item', run: openLoginDialog },
  ];

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') return close();
    if (!(event.key in moves)) return;
    event.preventDefault();
    entries[(moves[event.key]! + entries.length) % entries.length]?.focus();
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        data-testid="header-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('header.menu')}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={t('header.menuLabel')}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                data-testid={item.testId}
                data-scheme={item.key === 'dark' ? scheme : undefined}
                onClick={() => {
                  close();
                  item.run();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
