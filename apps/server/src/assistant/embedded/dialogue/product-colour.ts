import { asksOnlyColour } from '../language/model-colours';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

/**
 * 有白色吗, 有没有黑色的 right after an answer about one product (decision 082): whether that model
 * comes in the colour, answered by the product flow; after a list it stays a refinement of the list.
 */
export const productColour = registerFollowUp({
  name: 'product-colour',
  read(x: FollowUpInput): FollowUpReading | null {
    const focus = x.lists.focus;
    if (x.hasProduct || !focus || x.state.topic !== 'product' || x.turn.reference) return null;
    if (x.turn.categories.length || x.turn.brands.length || x.turn.budget) return null;
    const colour = focus.specs['颜色'];
    if (!asksOnlyColour(x.turn.text, colour ? [colour] : [])) return null;
    return { kind: 'product-colour', intent: 'product', refs: [focus] };
  },
});
