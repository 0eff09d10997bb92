import { CloudPhonePage } from '@/features/cloud-phone/components/cloud-phone-page';

/** /cloudPhone: the cloud phone (host app 2.1.0 or later). */
export function Component() {
  return <CloudPhonePage variant="cloudPhone" />;
}
