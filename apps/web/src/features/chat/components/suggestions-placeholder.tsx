import { SUGGESTIONS_SHOWN } from '../suggestions';
import styles from './skeleton.module.css';

/**
 * The room the welcome's suggestions take, held while they load (and under the greeting preview),
 * so the greeting above them does not move when they arrive. Decoration only.
 */
export function SuggestionsPlaceholder() {
  return (
    <div className={styles.suggestions} aria-hidden="true" data-testid="suggestions-placeholder">
      <span className={styles.suggestionsHead} />
      {Array.from({ length: SUGGESTIONS_SHOWN }, (_, i) => (
        <span key={i} className={styles.pill} />
      ))}
    </div>
  );
}
