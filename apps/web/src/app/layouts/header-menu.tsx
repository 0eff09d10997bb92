import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { openLoginDialog } from '@/features/auth/login-dialog-store';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { toggleLanguage } from '@/lib/i18n';
import { setColorMode, useTheme, type ColorMode } from '@/lib/theme';
import styles from './layouts.module.css';

const MENU_ENTRY = '[role="menuitem"], [role="menuitemradio"]';

interface Item {
  key: string;
  label: string;
  testId?: string;
  run: () => void;
}

/** The three colour modes the menu offers, in its order. */
const THEME_CHOICES: readonly { mode: ColorMode; label: 'header.themeLight' | 'header.themeDark' | 'header.themeAuto' }[] = [
  { mode: 'light', label: 'header.themeLight' },
  { mode: 'dark', label: 'header.themeDark' },
  { mode: 'auto', label: 'header.themeAuto' },
];

/**
 * The header dropdown (spec section 2): home, go, the app's screens, back, about, the theme
 * (light, dark or following the system), language, logout.
 */
export function HeaderMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const loggedIn = useAuthStore(authSelectors.isLoggedIn);
  const { scheme, mode } = useTheme();

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
    menu.current?.querySelector<HTMLElement>(MENU_ENTRY)?.focus();
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

  // The theme's choices sit between the screens and the language.
  const THEME_AT = items.findIndex((item) => item.key === 'language');
  const renderItem = (item: Item) => (
    <li key={item.key} role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.menuItem}
        data-testid={item.testId}
        onClick={() => {
          close();
          item.run();
        }}
      >
        {item.label}
      </button>
    </li>
  );

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>(MENU_ENTRY) ?? [])];
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
          {items.slice(0, THEME_AT).map(renderItem)}
          <li role="none" className={styles.menuGroupWrap}>
            <span className={styles.menuGroupLabel} id={`${id}-theme`} aria-hidden="true">
              {t('header.theme')}
            </span>
            <ul role="group" aria-labelledby={`${id}-theme`} className={styles.menuGroup} data-scheme={scheme}>
              {THEME_CHOICES.map((choice) => (
                <li key={choice.mode} role="none">
                  <button
                    type="button"
                    role="menuitemradio"
                    aria-checked={mode === choice.mode}
                    tabIndex={-1}
                    className={styles.menuItem}
                    data-testid={`theme-${choice.mode}`}
                    onClick={() => {
                      close();
                      setColorMode(choice.mode);
                    }}
                  >
                    {t(choice.label)}
                  </button>
                </li>
              ))}
            </ul>
          </li>
          {items.slice(THEME_AT).map(renderItem)}
        </ul>
      ) : null}
    </div>
  );
}
