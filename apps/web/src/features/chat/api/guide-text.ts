import { guideTextSchema, type GuideText } from '@app/protocol/feedback';
import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';

/** `POST /api/v2/user/guide_text`: the welcome sentence for this user. Quiet: a default welcome stands in. */
export const fetchGuideText = (): Promise<GuideText> =>
  http.post(endpoints.guideText, undefined, { quiet: true, formatData: (d) => guideTextSchema.parse(d) });
