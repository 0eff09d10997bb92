import { z } from 'zod';
import { cloudMobileTaskSchema } from './cards';

/** WebSocket frames of DESIGN 2.5, validated on arrival at both ends. */
export const WS_ENDPOINTS = {
  /** The socket (`?ws_token=`). */
  socket: '/api/v2/ws',
  /** `POST`: a single-use ticket for the socket (`wsTokenSchema`, chat-settings.ts). */
  token: '/api/v2/generate_ws_token',
} as const;
export const WS_MODULES = ['cloud_app', 'user_profile'] as const;
export type WsModule = (typeof WS_MODULES)[number];

/** Close codes: 4401 for a bad or reused ticket (a WebSocket cannot answer HTTP 401 once open). */
export const WS_CLOSE = { unauthorized: 4401, badFrame: 4400, serverShutdown: 1001 } as const;

export const WS_EVENTS = {
  cloudTaskUpdate: 'cloud_task_update',
  userProfileCollect: 'user_profile_collect',
} as const;

export const pingFrameSchema = z.object({ type: z.literal('ping') });
export const pongFrameSchema = z.object({ type: z.literal('pong') });

/** What a client may send. */
export const clientFrameSchema = pingFrameSchema;
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const cloudAppPushSchema = z.object({
  module: z.literal('cloud_app'),
  event: z.string(),
  data: cloudMobileTaskSchema,
});
export const userProfilePushSchema = z.object({
  module: z.literal('user_profile'),
  event: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export const pushFrameSchema = z.discriminatedUnion('module', [cloudAppPushSchema, userProfilePushSchema]);
export type PushFrame = z.infer<typeof pushFrameSchema>;

/** What the server sends: a pong or a push. */
export const serverFrameSchema = z.union([pongFrameSchema, pushFrameSchema]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
