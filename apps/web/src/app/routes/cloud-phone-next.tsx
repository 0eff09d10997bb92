import { CloudPhonePage } from '@/features/cloud-phone/components/cloud-phone-page';

/** /cloudPhoneNext: the next cloud phone (host app 2.2.0 or later). */
export function Component() {
  return <CloudPhonePage variant="cloudPhoneNext" />;
}
