import type { ComponentType } from 'react';
import { isActiveStatus, type RobotMessage } from '../model';
import { AnswerPart } from './answer-part';
import { ButtonsPart } from './buttons-part';
import { NextStepPart } from './next-step-part';
import { NoticePart } from './notice-part';
import type { PartProps } from './part-props';
import { ProductCardsPart } from './product-cards-part';
import { progressKeyOf, ProgressPart } from './progress-part';
import { ReasoningPart } from './reasoning-part';
import { SearchPart } from './search-part';

export type RobotPartType = 'reasoning' | 'search' | 'progress' | 'answer' | 'products' | 'buttons' | 'notice' | 'next-step';

export interface RobotPart {
  type: RobotPartType;
  visible: (m: RobotMessage) => boolean;
  Component: ComponentType<PartProps>;
}

/** The parts of a robot message, in display order; each decides from the message whether it shows. */
export const ROBOT_PARTS: readonly RobotPart[] = [
  { type: 'reasoning', visible: (m) => m.reasoningContent.length > 0, Component: ReasoningPart },
  { type: 'search', visible: (m) => m.searchResult !== null, Component: SearchPart },
  {
    type: 'progress',
    visible: (m) =>
      isActiveStatus(m.status) &&
      !m.isHistory &&
      (!m.content || m.status === 'searching_product_card') &&
      !!progressKeyOf(m.status),
    Component: ProgressPart,
  },
  { type: 'answer', visible: (m) => m.content.length > 0, Component: AnswerPart },
  { type: 'products', visible: (m) => m.productsCards.length > 0, Component: ProductCardsPart },
  { type: 'buttons', visible: (m) => m.buttons.length > 0 && !isActiveStatus(m.status), Component: ButtonsPart },
  { type: 'notice', visible: (m) => m.status === 'error' || m.status === 'cancel', Component: NoticePart },
  { type: 'next-step', visible: (m) => m.nextStep.length > 0 && m.status === 'finish' && !m.isHistory, Component: NextStepPart },
];
