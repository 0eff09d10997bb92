/** Every route path and endpoint of the web app, typed once (spec sections 2 and 7). */
export const paths = {
  home: '/',
  login: '/login',
  loginGuide: '/login/guide',
  loginLoggedIn: '/login/logged-in',
  register: '/register',
  registerResult: '/registerResult',
  agreement: '/agreement',
  agreementDetail: '/agreement/detail',
  articlesAbout: '/articles/about',
  articlesPrivacy: '/articles/privacy',
  articlesTerms: '/articles/terms',
  chat: '/chat',
  chatIndex: '/chat/',
  chatById: (id: string) => `/chat/${encodeURIComponent(id)}`,
  chatNew: '/chat/new',
  chatNext: '/chatNext',
  chatNextThinking: '/chatNext/thinking',
  cloudPhone: '/cloudPhone',
  cloudPhoneNext: '/cloudPhoneNext',
  flight: '/flight',
  habits: '/habits',
  history: '/history',
  itemDetail: '/item-detail',
  showcase: '/showcase',
  showcaseDownload: '/showcase/download',
  showcaseProtocol: '/showcase/protocol',
  wish: '/wish',
} as const;

/** Query keys the router reads. */
export const queryKeys = { redirect: 'redirect', mode: 'mode' } as const;
export const CHAT_NEXT_DEFAULT_MODE = 'voice';

export const endpoints = {
  login: '/api/user/login',
  captcha: '/api/user/captcha',
  quickLogin: '/api/user/quickLogin',
  logout: '/api/user/logout',
  currentUser: '/api/v1/get_current_user',
  chatV2: '/api/v2/chat',
  chatStopV2: '/api/v2/chat/stop',
  historyChatListV2: '/api/v2/history_chat_list',
  passportCaptchaInit: '/passport/captcha/init',
} as const;
