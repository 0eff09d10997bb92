import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

/**
 * antd-mobile 5 renders Toast/Dialog with React 18's legacy `render`, which React 19 removed: without
 * this, imperative components silently render nothing. Imported by every module that uses them.
 */
unstableSetRender((node, container: Container) => {
  container.__reactRoot ??= createRoot(container);
  const root = container.__reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__reactRoot;
  };
});
