import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import styles from './layouts.module.css';

/** Header with the menu, then the page; full height so a chat page can pin its input. */
export function DefaultLayout() {
  return (
    <div className={styles.shell}>
      <AppHeader />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
