import { registerStrings } from '@/lib/i18n';
import zhConversation from '@/locales/zh-CN/conversation.json';

/** The answer area's strings travel with it, not with the first screen (imported for its effect). */
registerStrings('conversation', zhConversation);
