import { SETTINGS_ENDPOINTS, guideTextSchema, type GuideText } from '@app/protocol/chat-settings';
import { http } from '@/lib/http';
import { tokenStorage } from '@/lib/storage';
import { takeEarlyGuideText } from './guide-text-early';

/**
 * `POST /api/v2/user/guide_text`: the welcome sentence for this user (the answer asked at boot
 * when there is one). Quiet: a default welcome stands in.
 */
export async function fetchGuideText(): Promise<GuideText> {
  const early = takeEarlyGuideText(tokenStorage.get());
  if (early) return guideTextSchema.parse(await early);
  return http.post(SETTINGS_ENDPOINTS.guideText, undefined, { quiet: true, formatData: (d) => guideTextSchema.parse(d) });
}
