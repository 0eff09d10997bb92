import { memo, type ComponentType } from 'react';
import '../conversation-strings';
import { isActiveStatus, isSettledStatus, type RobotMessage } from '../model';
import { ActionsPart } from './actions-part';
import { AnswerPart } from './answer-part';
import { ButtonsPart } from './buttons-part';
import { cardsPending, CardsPendingPart } from './cards-pending-part';
import { CloudTaskPart } from './cloud-task-part';
import { FlightCardsPart } from './flight-cards-part';
import { NextStepPart } from './next-step-part';
import { NoticePart } from './notice-part';
import type { PartProps } from './part-props';
import { ImageProductCardsPart, ProductCardsPart } from './product-cards-part';
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
  /** The message fields the part reads: it re-renders only when one of them changes. */
  uses: readonly (keyof RobotMessage)[];
  Component: ComponentType<PartProps>;
}

/**
 * A part that re-renders only when a message field it reads changes, so while the answer text
 * streams (a new message object every flush) the parts that do not show it are left alone. The
 * part still re-renders for its own state, context and store subscriptions.
 */
export function memoPart(Part: ComponentType<PartProps>, uses: readonly (keyof RobotMessage)[]): ComponentType<PartProps> {
  const Memo = memo(Part, (prev, next) => uses.every((field) => Object.is(prev.message[field], next.message[field])));
  Memo.displayName = `Memo(${Part.displayName ?? Part.name})`;
  return Memo;
}

const part = (
  type: RobotPartType,
  visible: (m: RobotMessage) => boolean,
  uses: readonly (keyof RobotMessage)[],
  Component: ComponentType<PartProps>,
): RobotPart => ({ type, visible, uses, Component: memoPart(Component, uses) });

const live = (m: RobotMessage) => isActiveStatus(m.status) && !m.isHistory;

/** The parts of a robot message, in display order; each decides from the message whether it shows. */
export const ROBOT_PARTS: readonly RobotPart[] = [
  part(
    'reasoning',
    (m) => m.reasoningContent.length > 0,
    ['reasoningContent', 'reasonStatus', 'dateTime', 'isHistory', 'thinkMs', 'questionId'],
    ReasoningPart,
  ),
  part('search', (m) => m.searchResult !== null, ['searchResult', 'status'], SearchPart),
  part(
    'progress',
    (m) => live(m) && (!m.content || m.status === 'searching_product_card') && Boolean(progressKeyOf(m.status)),
    ['status'],
    ProgressPart,
  ),
  part('answer', (m) => m.content.length > 0, ['content', 'status', 'isHistory', 'answerType'], AnswerPart),
  part('welcome', (m) => m.kind === 'welcome', ['status', 'content', 'nextStep'], WelcomePart),
  part('cards-pending', (m) => live(m) && cardsPending(m), ['searchResult'], CardsPendingPart),
  part('image-products', (m) => m.imageProductCards.length > 0, ['imageProductCards'], ImageProductCardsPart),
  part('products', (m) => m.productsCards.length > 0, ['productsCards'], ProductCardsPart),
  part('wish-select', (m) => m.wishSelectCards.length > 0, ['wishSelectCards'], WishSelectPart),
  part('wish-cards', (m) => m.wishCards.length > 0, ['wishCards'], WishCardsPart),
  part('flights', (m) => m.flightCards.length > 0, ['flightCards'], FlightCardsPart),
  part('cloud-task', (m) => m.cloudTask !== null, ['cloudTask'], CloudTaskPart),
  part(
    'buttons',
    (m) => m.buttons.length > 0 && !isActiveStatus(m.status),
    // The buttons' actions also read the cloud task, the question id and the first flight.
    ['buttons', 'buttonType', 'buttonDesc', 'cloudTask', 'questionId', 'flightCards'],
    ButtonsPart,
  ),
  part(
    'notice',
    (m) => m.status === 'error' || m.status === 'cancel',
    ['status', 'errorType', 'errorText', 'isHistory', 'id'],
    NoticePart,
  ),
  part(
    'next-step',
    (m) => m.kind === 'answer' && m.nextStep.length > 0 && m.status === 'finish' && !m.isHistory,
    ['nextStep'],
    NextStepPart,
  ),
  part(
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
const READ_ONLY_TYPES: ReadonlySet<RobotPartType> = new Set<RobotPartType>(['answer', 'image-products', 'products', 'flights']);
export const READ_ONLY_PARTS: readonly RobotPart[] = ROBOT_PARTS.filter((p) => READ_ONLY_TYPES.has(p.type));
