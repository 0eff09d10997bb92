import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '@/lib/i18n';
import { ChatNextProvider } from '../chat-instance';
import '../conversation-strings';
import { createRobotMessage, type RobotMessage } from '../model';
import type { AnswerPartProps, PartProps } from '../parts/part-props';
import type { AnswerPartType, PartOf } from '@app/protocol/answer';

/** Shows where the app navigated to, for assertions. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

export const robot = (fields: Partial<RobotMessage> = {}): RobotMessage =>
  createRobotMessage('q_srv_1', { status: 'finish', ...fields });

/** Renders one answer part's component with its part, in a finished message that holds it. */
export function renderAnswerPart<T extends AnswerPartType>(
  Part: ComponentType<AnswerPartProps<T>>,
  part: PartOf<T>,
  fields: Partial<RobotMessage> = {},
) {
  const message = robot({ ...fields, parts: [part] });
  return renderPart(({ message: m }) => <Part part={part} message={m} />, message);
}

/** Renders one part the way the message list does: inside the router and the query client. */
export function renderPart(Part: ComponentType<PartProps>, message: RobotMessage) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/chatNext?mode=text']}>
        <Routes>
          <Route
            path="*"
            element={
              <ChatNextProvider>
                <Part message={message} />
              </ChatNextProvider>
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
