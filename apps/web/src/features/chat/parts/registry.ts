import type { ComponentType } from 'react';
import '../conversation-strings';
import { isActiveStatus, isSettledStatus, type RobotMessage } from '../model';
import { ActionsPart } from './actions-part';
import { AnswerPart } from './answer-part';
import { ButtonsPart } from './buttons-part';
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
  Component: ComponentType<PartProps>;
}

const live = (m: RobotMessage) => isActiveStatus(m.status) && !m.isHistory;

/** The parts of a robot message, in display order; each decides from the message whether it shows. */
export const ROBOT_PARTS: readonly RobotPart[] = [
  { type: 'reasoning', visible: (m) => m.reasoningContent.length > 0, Component: ReasoningPart },
  { type: 'search', visible: (m) => m.searchResult !== null, Component: SearchPart },
  {
    type: 'progress',
    visible: (m) => live(m) && (!m.content || m.status === 'searching_product_card') && Boolean(progressKeyOf(m.status)),
    Component: ProgressPart,
  },
  { type: 'answer', visible: (m) => m.content.length > 0, Component: AnswerPart },
  { type: 'welcome', visible: (m) => m.kind === 'welcome', Component: WelcomePart },
  { type: 'image-products', visible: (m) => m.imageProductCards.length > 0, Component: ImageProductCardsPart },
  { type: 'products', visible: (m) => m.productsCards.length > 0, Component: ProductCardsPart },
  { type: 'wish-select', visible: (m) => m.wishSelectCards.length > 0, Component: WishSelectPart },
  { type: 'wish-cards', visible: (m) => m.wishCards.length > 0, Component: WishCardsPart },
  { type: 'flights', visible: (m) => m.flightCards.length > 0, Component: FlightCardsPart },
  { type: 'cloud-task', visible: (m) => m.cloudTask !== null, Component: CloudTaskPart },
  { type: 'buttons', visible: (m) => m.buttons.length > 0 && !isActiveStatus(m.status), Component: ButtonsPart },
  { type: 'notice', visible: (m) => m.status === 'error' || m.status === 'cancel', Component: NoticePart },
  {
    type: 'next-step',
    visible: (m) => m.nextStep.length > 0 && m.status === 'finish' && !m.isHistory,
    Component: NextStepPart,
  },
  { type: 'actions', visible: (m) => m.kind === 'answer' && isSettledStatus(m.status), Component: ActionsPart },
];
