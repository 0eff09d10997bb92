import { partOf, type AnswerPartType, type ProductLayout } from '@app/protocol/answer';
import { memo, type ComponentType } from 'react';
import '../conversation-strings';
import { isActiveStatus, isSettledStatus, type RobotMessage } from '../model';
import { ActionsPart } from './actions-part';
import { AnswerPart } from './answer-part';
import { ButtonsPart } from './buttons-part';
import { cardsPending, CardsPendingPart } from './cards-pending-part';
import { CloudTaskPart } from './cloud-task-part';
import { ComparisonPart } from './comparison-part';
import { FlightCardsPart } from './flight-cards-part';
import { NextStepPart } from './next-step-part';
import { NoticePart } from './notice-part';
import type { AnswerPartProps, PartProps } from './part-props';
import { ProductCardsPart } from './product-cards-part';
import { progressKeyOf, ProgressPart } from './progress-part';
import { ReasoningPart } from './reasoning-part';
import { SearchPart } from './search-part';
import { WelcomePart } from './welcome-part';
import { WishCardsPart } from './wish-cards-part';
import { WishSelectPart } from './wish-select-part';

export type RobotPartType =
  | 'reasoning'
  | 'search'
  | 'progress'
  | 'answer'
  | 'welcome'
  | 'cards-pending'
  | 'image-products'
  | 'products'
  | 'comparison'
  | 'wish-select'
  | 'wish-cards'
  | 'flights'
  | 'cloud-task'
  | 'buttons'
  | 'notice'
  | 'next-step'
  | 'actions';

export interface RobotPart {
  type: RobotPartType;
  visible: (m: RobotMessage) => boolean;
  Component: ComponentType<PartProps>;
}

/**
 * A row that re-renders only when a message field it reads changes, so while the answer text
 * streams (a new message object every flush) the rows that do not show it are left alone. The
 * row still re-renders for its own state, context and store subscriptions.
 */
export function memoPart(Part: ComponentType<PartProps>, uses: readonly (keyof RobotMessage)[]): ComponentType<PartProps> {
  const Memo = memo(Part, (prev, next) => uses.every((field) => Object.is(prev.message[field], next.message[field])));
  Memo.displayName = `Memo(${Part.displayName ?? Part.name})`;
  return Memo;
}

/** A message-level row: it decides from the message whether it shows, and reads the fields in `uses`. */
const row = (
  type: RobotPartType,
  visible: (m: RobotMessage) => boolean,
  uses: readonly (keyof RobotMessage)[],
  Component: ComponentType<PartProps>,
): RobotPart => ({ type, visible, Component: memoPart(Component, uses) });

/**
 * The row of one answer part type (protocol `AnswerPart`): it shows when the message has that
 * part, and its component gets the part. It re-renders when the part changes (the fold keeps
 * an unchanged part's identity) or one of the envelope fields in `uses` does.
 */
function partRow<T extends AnswerPartType>(
  type: RobotPartType,
  partType: T,
  Component: ComponentType<AnswerPartProps<T>>,
  options: { layout?: ProductLayout; when?: (m: RobotMessage) => boolean; uses?: readonly (keyof RobotMessage)[] } = {},
): RobotPart {
  const pick = (m: RobotMessage) => partOf(m.parts, partType, options.layout);
  const Memo = memo(
    Component,
    (prev, next) => prev.part === next.part && (options.uses ?? []).every((f) => Object.is(prev.message[f], next.message[f])),
  );
  function Row({ message }: PartProps) {
    const part = pick(message);
    return part ? <Memo part={part} message={message} /> : null;
  }
  Row.displayName = `Part(${type})`;
  return { type, visible: (m) => pick(m) !== undefined && (options.when?.(m) ?? true), Component: Row };
}

const live = (m: RobotMessage) => isActiveStatus(m.status) && !m.isHistory;

/** The rows of a robot message, in display order. */
export const ROBOT_PARTS: readonly RobotPart[] = [
  row(
    'reasoning',
    (m) => m.reasoningContent.length > 0,
    ['reasoningContent', 'reasonStatus', 'dateTime', 'isHistory', 'thinkMs', 'questionId'],
    ReasoningPart,
  ),
  partRow('search', 'search', SearchPart, { uses: ['status'] }),
  row(
    'progress',
    (m) => live(m) && (!m.content || m.status === 'searching_product_card') && Boolean(progressKeyOf(m.status)),
    ['status'],
    ProgressPart,
  ),
  row('answer', (m) => m.content.length > 0, ['content', 'status', 'isHistory', 'answerType'], AnswerPart),
  row('welcome', (m) => m.kind === 'welcome', ['status', 'content', 'parts'], WelcomePart),
  row('cards-pending', (m) => live(m) && cardsPending(m), ['parts'], CardsPendingPart),
  partRow('image-products', 'products', ProductCardsPart, { layout: 'gallery' }),
  partRow('products', 'products', ProductCardsPart, { layout: 'list' }),
  partRow('comparison', 'comparison', ComparisonPart),
  partRow('wish-select', 'wish-select', WishSelectPart),
  partRow('wish-cards', 'wish', WishCardsPart),
  partRow('flights', 'flights', FlightCardsPart),
  partRow('cloud-task', 'cloud-task', CloudTaskPart),
  // The buttons' actions also read the cloud task and the first flight (message.parts) and the question id.
  partRow('buttons', 'buttons', ButtonsPart, {
    when: (m) => (partOf(m.parts, 'buttons')?.buttons.length ?? 0) > 0 && !isActiveStatus(m.status),
    uses: ['parts', 'questionId'],
  }),
  row(
    'notice',
    (m) => m.status === 'error' || m.status === 'cancel',
    ['status', 'errorType', 'errorText', 'isHistory', 'id'],
    NoticePart,
  ),
  partRow('next-step', 'suggestions', NextStepPart, {
    when: (m) => m.kind === 'answer' && m.status === 'finish' && !m.isHistory,
  }),
  row(
    'actions',
    (m) => m.kind === 'answer' && isSettledStatus(m.status),
    ['content', 'assess', 'id', 'questionId', 'status'],
    ActionsPart,
  ),
];

/**
 * What a shared conversation shows (decision 021): the answer and its cards. The rest either acts
 * for the owner (buttons, retry, like and dislike, suggestions) or is not in a share.
 */
const READ_ONLY_TYPES: ReadonlySet<RobotPartType> = new Set<RobotPartType>([
  'answer',
  'image-products',
  'products',
  'comparison',
  'flights',
]);
export const READ_ONLY_PARTS: readonly RobotPart[] = ROBOT_PARTS.filter((p) => READ_ONLY_TYPES.has(p.type));
