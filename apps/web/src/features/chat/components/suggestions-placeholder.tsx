import styles from './skeleton.module.css';

/**
 * The room the welcome's suggestions take (a head and SUGGESTIONS_SHOWN buttons), held while
 * they load and under the greeting preview, so the greeting above them does not move when they
 * arrive. Decoration only.
 */
export function SuggestionsPlaceholder() {
  return (
    <div className={styles.suggestions} aria-hidden="true" data-testid="suggestions-placeholder">
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
