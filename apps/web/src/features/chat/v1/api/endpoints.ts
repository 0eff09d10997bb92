/**
 * The session chat's calls (spec section 7), typed once. They live with the v1 screens rather
 * than in `config/paths`, which ships with every first screen.
 */
export const v1Endpoints = {
  chat: '/api/v1/chat',
  stop: '/api/v1/chat/stop',
  initQuestion: '/api/v1/init_question',
  sessionList: '/api/v1/history_chat',
  sessionDetail: '/api/v1/history_chat_detail',
  questionAssess: '/api/v1/question_assess',
  updateVoice: '/api/v1/update_voice',
} as const;
