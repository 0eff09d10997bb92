import { useTranslation } from 'react-i18next';
import '../conversation-strings';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStoredQuestion } from '../api/find-question';
import { useChatStore } from '../chat-context';
import { ChatNextProvider } from '../chat-instance';
import { historyItemToRobot } from '../history-mapper';
import { pairedUserId, type RobotMessage } from '../model';
import { chatSelectors } from '../store';
import styles from './thinking.module.css';

function Reasoning({ robot, question }: { robot: RobotMessage; question: string }) {
  const { t } = useTranslation('conversation');
  const thinking = robot.reasonStatus === 'thinking';
  return (
    <>
      <p className={styles.question}>{t('thinkingPage.question', { question })}</p>
      <p className={styles.meta} data-testid="thinking-time">
        {thinking
          ? t('thinkingPage.live')
          : robot.thinkMs
            ? t('reasoning.doneWithTime', { seconds: Math.max(1, Math.round(robot.thinkMs / 1000)) })
            : t('reasoning.done')}
      </p>
      {robot.reasoningContent ? (
        <div className={styles.text} data-testid="thinking-text" aria-busy={thinking}>
          {robot.reasoningContent}
        </div>
      ) : (
        <p className={styles.meta}>{t('thinkingPage.none')}</p>
      )}
    </>
  );
}

/** /chatNext/thinking?question_id=: the full reasoning of one answer, live while it is still thinking. */
export function ThinkingScreen({ questionId }: { questionId: string }) {
  return (
    <ChatNextProvider>
      <ThinkingView questionId={questionId} />
    </ChatNextProvider>
  );
}

function ThinkingView({ questionId }: { questionId: string }) {
  const { t } = useTranslation('conversation');
  const live = useChatStore(chatSelectors.robotByQuestionId(questionId));
  const liveQuestion = useChatStore((s) => (live ? s.messages[pairedUserId(live.id)]?.content : undefined));
  const stored = useStoredQuestion(questionId, Boolean(questionId) && !live);

  let body;
  if (live) body = <Reasoning robot={live} question={liveQuestion ?? ''} />;
  else if (!questionId || stored.data === null) body = <p className={styles.meta}>{t('thinkingPage.notFound')}</p>;
  else if (stored.isError) body = <p className={styles.meta}>{t('thinkingPage.failed')}</p>;
  else if (stored.data) body = <Reasoning robot={historyItemToRobot(stored.data)} question={stored.data.question} />;
  else
    body = (
      <p className={styles.meta} role="status">
        {t('thinkingPage.loading')}
      </p>
    );

  return (
    <article className={styles.page} data-testid="thinking-page">
      <h1 className={styles.title}>{t('thinkingPage.title')}</h1>
      {body}
      <Link className={styles.back} to={paths.chatNext}>
        {t('thinkingPage.back')}
      </Link>
    </article>
  );
}
