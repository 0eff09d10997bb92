import styles from './skeleton.module.css';

/**
 * Stands where the first page of history will go while it loads, above the greeting, so the
 * greeting is already where it stays and nothing jumps when the page arrives. `label` is read
 * out (role=status); the bars (a question, an answer, twice; skeleton.module.css) are decoration.
 */
export function HistorySkeleton({ label }: { label: string }) {
  return (
    <div className={styles.history} role="status" aria-label={label} data-testid="history-skeleton">
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}
