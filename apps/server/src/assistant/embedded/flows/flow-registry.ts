import { chitchatFlow, emptyFlow, riskFlow } from './chitchat-flow';
import { cloudPhoneFlow } from './cloud-phone-flow';
import { compareFlow } from './compare-flow';
import type { Flow } from '../events';
import { flightFlow } from './flight-flow';
import { giftFlow } from './gift-flow';
import { imageFlow } from './image-flow';
import { kitFlow } from './kit-flow';
import type { Intent } from '../language/intent';
import { priceFlow } from './price-flow';
import { shoppingFlow } from './shopping-flow';
import { wishFlow } from './wish-flow';
import { wishListFlow } from './wish-list-flow';
import { wishRemoveFlow } from './wish-remove-flow';
import { missingContextFlow } from './missing-context-flow';

/**
 * The flow that answers each intent. A Record, so adding an intent without its flow does not
 * compile. A question about a product card is a price question about that card.
 */
export const FLOWS: Record<Intent, Flow> = {
  empty: emptyFlow,
  risk: riskFlow,
  voice: chitchatFlow,
  image: imageFlow,
  cloud_phone: cloudPhoneFlow,
  wish_show: wishListFlow,
  wish_remove: wishRemoveFlow,
  wish_target: wishFlow,
  wish_add: wishFlow,
  flight: flightFlow,
  compare: compareFlow,
  price: priceFlow,
  product: priceFlow,
  identity: chitchatFlow,
  capability: chitchatFlow,
  greeting: chitchatFlow,
  thanks: chitchatFlow,
  small_talk: chitchatFlow,
  unsupported: chitchatFlow,
  after_sales: chitchatFlow,
  gift: giftFlow,
  kit: kitFlow,
  missing_context: missingContextFlow,
  shopping: shoppingFlow,
};
