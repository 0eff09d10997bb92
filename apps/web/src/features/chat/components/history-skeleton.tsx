import styles from './skeleton.module.css';

/** Rows of the placeholder: who speaks, and how wide its bubble is (share of the row). */
const ROWS = [
  ['user', 0.45],
  ['robot', 0.8],
  ['user', 0.35],
  ['robot', 0.7],
] as const;

/**
 * Stands where the first page of history will go while it loads, above the greeting, so the
 * greeting is already where it stays and nothing jumps when the page arrives. `label` is read
 * out (role=status); the bars themselves are decoration.
 */
export function HistorySkeleton({ label }: { label: string }) {
  return (
    <div className={styles.history} role="status" aria-label={label} data-testid="history-skeleton">
      {ROWS.map(([role, width], i) => (
        <span key={i} className={styles.bar} data-role={role} style={{ width: `${width * 100}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
