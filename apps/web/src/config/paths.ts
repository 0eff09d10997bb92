/**
 * Every screen path of the web app, typed once (spec section 2). Endpoints are the server's: each
 * module's protocol file names them (`AUTH_ENDPOINTS`, `CHAT_ENDPOINTS`, … in `@app/protocol/*`).
 */
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
  /** /chatNext opened at one stored question (from /history). */
  chatNextAt: (questionId: string) => `/chatNext?question_id=${encodeURIComponent(questionId)}`,
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
  /** A shared conversation, read-only, for anyone with the link (decision 021). */
  share: '/share/:token',
  shareAt: (token: string) => `/share/${encodeURIComponent(token)}`,
  /** A product a share shows, read-only, for anyone with the link (issue 21 item 8). */
  sharedItem: '/share/:token/item',
  sharedItemAt: (token: string, id: string) => `/share/${encodeURIComponent(token)}/item?id=${encodeURIComponent(id)}`,
} as const;

/** Query keys the router and pages read. */
export const queryKeys = {
  redirect: 'redirect',
  mode: 'mode',
  /** /chatNext: a product link from the item page, and the price the user would buy at. */
  card: 'card',
  targetPrice: 'target_price',
  /** /chatNext: the product's name, shown in the draft's chip. */
  cardTitle: 'card_title',
  /** /chatNext/thinking: whose reasoning to show; /chatNext: the stored question to open at. */
  questionId: 'question_id',
  /** /chat/new: the first question of the new chat. */
  question: 'question',
  /** /flight: the order to show. */
  order: 'order',
  /** /cloudPhoneNext: the task to continue and what to do with it. */
  taskId: 'task_id',
  action: 'action',
} as const;

/** How /chatNext takes input: hold-to-talk or the keyboard (spec: voice when the query has none). */
export const CHAT_NEXT_MODES = ['voice', 'text'] as const;
export type ChatNextMode = (typeof CHAT_NEXT_MODES)[number];
export const CHAT_NEXT_DEFAULT_MODE: ChatNextMode = 'voice';
