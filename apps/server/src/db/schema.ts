import type { Generated } from 'kysely';

/** Table types for Kysely. Timestamps are epoch milliseconds; JSON columns are text. */
export interface UsersTable {
  id: string;
  phone: string;
  nickname: string;
  avatar: string;
  password_hash: string | null;
  roles: string;
  permissions: string;
  created_at: number;
}

export interface AuthSessionsTable {
  token_hash: string;
  user_id: string;
  secret_key: string;
  expires_at: number;
  created_at: number;
  revoked_at: number | null;
  /** 'app' (logged in from the host app) or 'web'; migration 008. */
  client: Generated<string>;
}

export interface SmsCodesTable {
  id: string;
  phone: string;
  code_hash: string;
  ip: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuthFailuresTable {
  id: string;
  phone: string;
  created_at: number;
}

export interface CategoriesTable {
  id: string;
  name: string;
  group_name: string;
}

export interface ProductsTable {
  id: string;
  title: string;
  brand: string;
  category_id: string;
  mall: string;
  price: number;
  original_price: number;
  image: string;
  url: string;
  specs: string;
  tags: string;
  rating: number;
  sales: number;
  search_text: string;
  created_at: number;
}

/** 180 daily prices per product, oldest first, ending on `end_day`. */
export interface PriceHistoryTable {
  product_id: string;
  end_day: string;
  prices: string;
}

export interface GuidesTable {
  id: string;
  title: string;
  category_id: string;
  summary: string;
  body: string;
  url: string;
  search_text: string;
}

export interface FlightsTable {
  id: string;
  flight_no: string;
  airline: string;
  from_city: string;
  to_city: string;
  date: string;
  dep_time: string;
  arr_time: string;
  price: number;
  seats: number;
}

export interface ChatSessionsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: number;
  updated_at: number;
}

export interface QuestionsTable {
  id: string;
  user_id: string;
  version: number;
  session_id: string | null;
  client_question_id: string | null;
  question: string;
  question_type: number | null;
  question_img: string | null;
  question_voice: string | null;
  question_voice_id: string | null;
  question_voice_time: number | null;
  question_card_url: string | null;
  target_price: number | null;
  question_product_card: string | null;
  create_at: number;
  updated_at: number;
  assess: number;
  answer: string;
  answer_reason: string;
  answer_reason_status: number;
  answer_status: number;
  answer_status_msg: string;
  risk_review_status: number;
  answer_source: string;
  button_type: number | null;
  buttons: string;
  cards: string;
  next_step: string | null;
  think_ms: number | null;
  /** The assistant's conversation state after this answer (JSON, assistant/conversation/state.ts). */
  conversation_state: string | null;
  /** The instance generating the answer (migration 009); null for answers stored before. */
  owner_id: string | null;
  /** Per streamed event, the answer and reasoning lengths the client had (chat/stream-marks.ts). */
  stream_marks: string | null;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** Report labels of `get_label_list`, grouped; ids are stable (seeded by migration 004). */
export interface FeedbackLabelGroupsTable {
  id: number;
  name: string;
  sort: number;
}

export interface FeedbackLabelsTable {
  id: number;
  group_id: number;
  name: string;
  sort: number;
}

/** A user's report on one answer; label_ids is a JSON array of label ids. */
export interface FeedbackTable {
  id: string;
  user_id: string;
  question_id: string;
  session_id: string | null;
  content: string;
  label_ids: string;
  created_at: number;
}

/** Uploaded image or voice; path is relative to the media dir (served at /media/). */
export interface UploadsTable {
  id: string;
  user_id: string;
  kind: string;
  mime: string;
  size: number;
  duration: number | null;
  path: string;
  created_at: number;
}

/** Global settings by key (e.g. `guess`: JSON suggestion list); update_at moves only on change. */
export interface GlobalConfigTable {
  key: string;
  value: string;
  update_at: number;
}

/** Whether a user authorised sharing shopping preferences with a platform (0/1). */
export interface UserAuthStatusTable {
  user_id: string;
  platform: number;
  authorized: number;
  updated_at: number;
}

/** A product on a user's wish list; reached when the current price is at or below the target. */
export interface WishItemsTable {
  user_id: string;
  product_id: string;
  target_price: number | null;
  created_at: number;
}

/** A shopping habit (spec: habits screen); `source` is 'collected' or 'user', hidden 1 = deleted. */
export interface HabitsTable {
  user_id: string;
  field: string;
  value: string;
  source: string;
  hidden: number;
  updated_at: number;
}

/** One analytics record received at `/sa`; `day` is the Asia/Shanghai day it was received. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  project: string;
  type: string;
  event: string | null;
  distinct_id: string;
  page: string | null;
  properties: string;
  client_time: number | null;
  day: string;
  received_at: number;
}

/** A cloud-phone task; `state_json` is the latest CloudMobileTask as sent to the client. */
export interface CloudPhoneTasksTable {
  id: string;
  user_id: string;
  question_id: string | null;
  task_name: string;
  mall_name: string;
  run_state: number;
  action_type: string;
  state_json: string;
  created_at: number;
  updated_at: number;
  /** The instance driving the task (migration 009). */
  owner_id: string | null;
}

/** Running server processes and their leases (migration 009, infra/instance.ts). */
export interface InstancesTable {
  id: string;
  host: string;
  pid: number;
  started_at: number;
  lease_until: number;
}

/** A shared conversation (migration 010, modules/shares): a snapshot behind an unguessable token. */
export interface SharesTable {
  token: string;
  user_id: string;
  /** 'chat_next' (chosen or latest /chatNext questions) or 'session' (a v1 session). */
  source: string;
  session_id: string | null;
  title: string;
  /** JSON: protocol SharedTurn[]. */
  turns: string;
  turn_count: number;
  created_at: number;
  revoked_at: number | null;
}

export interface Database {
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  sms_codes: SmsCodesTable;
  auth_failures: AuthFailuresTable;
  categories: CategoriesTable;
  products: ProductsTable;
  price_history: PriceHistoryTable;
  guides: GuidesTable;
  flights: FlightsTable;
  chat_sessions: ChatSessionsTable;
  questions: QuestionsTable;
  meta: MetaTable;
  /** SQLite only: FTS5 index over products.search_text (jieba tokens joined by spaces). */
  products_fts: { rowid: Generated<number>; product_id: string; search_text: string };
  guides_fts: { rowid: Generated<number>; guide_id: string; search_text: string };
  feedback_label_groups: FeedbackLabelGroupsTable;
  feedback_labels: FeedbackLabelsTable;
  feedback: FeedbackTable;
  uploads: UploadsTable;
  global_config: GlobalConfigTable;
  user_auth_status: UserAuthStatusTable;
  wish_items: WishItemsTable;
  habits: HabitsTable;
  analytics_events: AnalyticsEventsTable;
  cloud_phone_tasks: CloudPhoneTasksTable;
  instances: InstancesTable;
  shares: SharesTable;
}
