/** Attributes that tie an element to scripts, tests or other elements: a picture of the screen has none. */
const DROPPED_ATTRIBUTES = ['id', 'data-testid', 'aria-controls', 'aria-describedby', 'aria-labelledby', 'for', 'name'];

/** What marks the static shell; global.css shows one of its composers, React's first commit replaces it. */
export const SHELL_ATTRIBUTE = 'data-first-screen-shell';

/**
 * A copy of a rendered screen to stand in index.html until the app replaces it: inert (nothing in
 * it can be focused, clicked or typed into, so no input is lost to it) and hidden from assistive
 * technology, without ids or test ids (the app's own elements are the only ones tests and labels
 * find), and without what is only read out (`.visually-hidden`). What is painted is untouched.
 */
export function inertCopy(tree: Element): Element {
  const copy = tree.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((e) => e.remove());
  for (const element of [copy, ...copy.querySelectorAll('*')])
    for (const name of DROPPED_ATTRIBUTES) element.removeAttribute(name);
  copy.setAttribute(SHELL_ATTRIBUTE, '');
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('inert', '');
  return copy;
}
