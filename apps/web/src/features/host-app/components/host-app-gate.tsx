import type { ReactNode } from 'react';
import type { CurrentUser } from '@app/protocol/auth';
import { useEnvFlags } from '@/lib/env';
import { useHostBoot } from '../hooks/use-host-boot';
import { UnsupportedNotice } from './unsupported-notice';

export interface HostAppGateProps {
  /** Where the user read from the host's login goes (the auth store, wired by the app). */
  onUser: (user: CurrentUser) => void;
  children: ReactNode;
}

/** Android 1–7 get the unsupported notice; inside the host app the page boots through the bridge. */
export function HostAppGate({ onUser, children }: HostAppGateProps) {
  const flags = useEnvFlags();
  useHostBoot(flags.isInApp && !flags.isUnsupported, onUser);
  if (flags.isUnsupported) return <UnsupportedNotice />;
  return children;
}
