import type NProgressType from 'nprogress';

type NProgress = typeof NProgressType;
let loading: Promise<NProgress> | null = null;
let wanted = false;

function load(): Promise<NProgress> {
  if (!loading) {
    loading = import('nprogress').then(({ default: bar }) => {
      // nprogress's own template gives the bar `role="bar"`, which is no ARIA role: drop it.
      bar.configure({ showSpinner: false, template: '<div class="bar"><div class="peg"></div></div>', barSelector: '.bar' });
      return bar;
    });
    loading.catch(() => (loading = null));
  }
  return loading;
}

/**
 * The navigation progress bar (nprogress), loaded when the browser is idle after start or on the
 * first navigation, so it weighs nothing on the first screen. A `done` before the bar arrived
 * cancels the pending `start`.
 */
export const progressBar = {
  start(): void {
    wanted = true;
    load().then(
      (bar) => wanted && bar.start(),
      () => undefined,
    );
  },
  done(): void {
    wanted = false;
    void loading?.then((bar) => bar.done());
  },
  preload(): void {
    load().catch(() => undefined);
  },
};
