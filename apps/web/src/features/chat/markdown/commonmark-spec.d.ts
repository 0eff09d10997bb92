declare module 'commonmark-spec' {
  /** The spec's examples, in order. */
  export const tests: Array<{ markdown: string; html: string; section: string; number: number }>;
}
