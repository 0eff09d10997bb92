import { useSearchParams } from 'react-router';
import { queryKeys } from '@/config/paths';
import { ThinkingScreen } from '@/features/chat/components/thinking-screen';

/** /chatNext/thinking: the full reasoning of the answer named by `question_id`. */
export function Component() {
  const [params] = useSearchParams();
  return <ThinkingScreen questionId={params.get(queryKeys.questionId) ?? ''} />;
}
