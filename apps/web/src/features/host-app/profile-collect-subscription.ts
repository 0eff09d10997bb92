import { WS_EVENTS } from '@app/protocol/ws';
import { appSocket, type WsClient } from '@/lib/ws';

/** Connects the app socket and calls back on user_profile / user_profile_collect; returns the unsubscribe. */
export function subscribeProfileCollect(onCollect: () => void, socket: WsClient = appSocket): () => void {
  socket.connect();
  return socket.on(`user_profile&${WS_EVENTS.userProfileCollect}`, onCollect);
}
