import { PASSPORT_ENDPOINTS } from '@app/protocol/passport';
import { queryOptions } from '@/lib/query';
import { passportCaptchaSchema, type PassportCaptcha } from '@app/protocol/auth';
import { http } from '@/lib/http';

/** `GET /passport/captcha/init` on the external account host: no auth headers. */
export const fetchImageCaptcha = (): Promise<PassportCaptcha> =>
  http.get(
    PASSPORT_ENDPOINTS.captchaInit,
    { t: Date.now() },
    {
      withAuth: false,
      quiet: true,
      formatData: (d) => passportCaptchaSchema.parse(d),
    },
  );

export const imageCaptchaQuery = () =>
  queryOptions({ queryKey: ['passport', 'captcha'], queryFn: fetchImageCaptcha, staleTime: Infinity, gcTime: 0, retry: false });

/** The svg as an image source: shown with <img>, never injected as markup. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
