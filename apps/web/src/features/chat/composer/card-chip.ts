import type { TFunction } from 'i18next';
import type { CardDraft } from './use-draft';

/** Longest product name the chip shows, in characters; longer names end with an ellipsis. */
export const CARD_CHIP_TITLE_MAX = 24;

const shortTitle = (title: string) => {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  return chars.length <= CARD_CHIP_TITLE_MAX ? chars.join('') : `${chars.slice(0, CARD_CHIP_TITLE_MAX - 1).join('')}…`;
};

/** The draft's product chip: the product by name when known, with the target price when one was set. */
export function cardChipText(t: TFunction<'chat'>, card: CardDraft): string {
  const title = card.title ? shortTitle(card.title) : null;
  if (title)
    return card.targetPrice ? t('draft.cardNamedWithPrice', { title, price: card.targetPrice }) : t('draft.cardNamed', { title });
  return card.targetPrice ? t('draft.cardWithPrice', { price: card.targetPrice }) : t('draft.card');
}
