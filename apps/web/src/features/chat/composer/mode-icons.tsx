import type { ReactNode } from 'react';

/** The voice/keyboard toggle's glyphs (decorative: the button carries the label). */

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}

export function MicIcon() {
  return (
    <Glyph>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </Glyph>
  );
}

export function KeyboardIcon() {
  return (
    <Glyph>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <path d="M6.5 10h1M10.5 10h1M14.5 10h1M18 10h-.5M8 14h8" />
    </Glyph>
  );
}
