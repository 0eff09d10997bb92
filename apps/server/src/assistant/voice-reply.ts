import type { VoiceRecognition } from '../ports/assistant-engine';

type Unheard = Exclude<VoiceRecognition, 'transcribed'>;

/**
 * What the assistant says to a recording it has no words for, by why: it never guesses what was
 * said, and tells the user how to ask instead (the keyboard switch beside the input).
 */
const VOICE_REPLIES: Record<Unheard, { plan: string; answer: string }> = {
  no_service: {
    plan: '这是一条语音提问，但服务器没有接入语音识别服务，听不到内容，不能猜，如实说明并告诉用户怎么打字提问。',
    answer: [
      '抱歉，我暂时听不了语音：语音提问需要接入语音识别服务，这里还没有配置，所以这段语音没能转成文字。',
      '',
      '请点输入框左边的 **键盘** 按钮切换到文字输入，打字告诉我你想买什么，比如「2000元以内的降噪耳机」。',
    ].join('\n'),
  },
  failed: {
    plan: '语音识别服务这次没有成功返回文字，不能猜内容，请用户稍后再说一遍或改为打字。',
    answer:
      '抱歉，语音识别服务暂时出了问题，这段语音没能转成文字。请稍后再说一遍，或者点输入框左边的 **键盘** 按钮，打字告诉我你想买什么。',
  },
  empty: {
    plan: '这条语音没有识别出文字，不能猜内容，请用户再说一遍或打字。',
    answer: '我没能识别这段语音的内容。请再说一遍，或者直接打字告诉我你想买什么。',
  },
};

/** The reply to a voice question without words (no recognition given: nothing was heard). */
export const voiceReply = (recognition: VoiceRecognition | undefined): { plan: string; answer: string } =>
  VOICE_REPLIES[recognition && recognition !== 'transcribed' ? recognition : 'empty'];
