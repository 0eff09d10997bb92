import { z } from 'zod';

/**
 * The native bridge's messages and replies (spec section 7), apart from ./bridge.ts so that the
 * bridge's names and actions load on the first screen without zod (decision 009); a reply is
 * checked against these once it arrives.
 */
export const bridgeMessageSchema = z.object({
  module: z.string().min(1),
  action: z.string().min(1),
  map: z.record(z.string(), z.unknown()),
  callbackId: z.string().optional(),
});
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

/** Native common info (spec section 3). */
export const commonInfoSchema = z.object({
  is_connected: z.boolean(),
  net_type: z.string(),
  secret_key: z.string(),
  safe_bottom: z.number(),
  safe_top: z.number(),
  /** What this host offers beyond the basics (e.g. `voice_record`); absent on older hosts. */
  capabilities: z.array(z.string()).optional(),
});
export type CommonInfo = z.infer<typeof commonInfoSchema>;

/** `get_cookies` answer: the host's cookies for the site, `accessToken` among them. */
export const hostCookiesSchema = z.object({ cookies: z.record(z.string(), z.string()) });
export type HostCookies = z.infer<typeof hostCookiesSchema>;

export const hostUserInfoSchema = z.object({ userId: z.string(), nickname: z.string(), avatar: z.string() });
export type HostUserInfo = z.infer<typeof hostUserInfoSchema>;

/** `voice_record_start` answer: false when the host could not start (no microphone permission). */
export const voiceRecordStartSchema = z.object({ success: z.boolean(), message: z.string().optional() });

/** `voice_record_stop` answer: the recording as base64, its container, length in seconds and the host's recognised text. */
export const voiceRecordStopSchema = z.object({
  file_base64: z.string().min(1),
  mime: z.string().regex(/^audio\//),
  duration: z.number().nonnegative(),
  text: z.string().optional(),
});
export type VoiceRecordResult = z.infer<typeof voiceRecordStopSchema>;

export const darkModeEventSchema = z.object({ dark: z.boolean() });
export const scrollLockEventSchema = z.object({ locked: z.boolean() });
export const networkEventSchema = z.object({ is_connected: z.boolean(), net_type: z.string() });
