import { registerStrings } from '@/lib/i18n';
import zhCloudPhone from '@/locales/zh-CN/cloudPhone.json';

/** The cloud-phone strings travel with this feature's chunk. */
registerStrings('cloudPhone', zhCloudPhone);
