/**
 * When the host-app boot has settled (the host's login read and the user fetched, or the boot
 * failed). Kept apart from the boot so the route guard can wait for it without loading the bridge.
 */
let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

export const hostBootSettled = (): Promise<void> => settled;

export const markHostBootSettled = (): void => settle();
