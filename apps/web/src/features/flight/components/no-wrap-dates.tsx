import styles from '../flight.module.css';

const ISO_DAY = /(\d{4}-\d{2}-\d{2})/;

/** A text whose ISO dates never break at their hyphens ("2026-11-" / "29"): each is kept on one line. */
export function NoWrapDates({ text }: { text: string }) {
  // One span around it all: in a flex button each loose piece would become a line of its own.
  return (
    <span>
      {text.split(ISO_DAY).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={styles.noWrap}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
