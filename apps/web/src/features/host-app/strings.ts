import { registerStrings } from '@/lib/i18n';
import zhHostApp from '@/locales/zh-CN/hostApp.json';

/** The host-app strings travel with this feature's chunk. */
registerStrings('hostApp', zhHostApp);
