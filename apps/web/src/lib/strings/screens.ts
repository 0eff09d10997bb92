import { registerStrings } from '@/lib/i18n';
import zhScreens from '@/locales/zh-CN/screens.json';

/** The strings of the screens beside the chat (history, item, wish, flight, habits, showcase) travel with their chunks. */
registerStrings('screens', zhScreens);
