import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** No header: login, flight and showcase pages. */
export function BlankLayout() {
  return (
    <main id="main" className={styles.blank}>
      <Outlet />
    </main>
  );
}
