import { brandSingles, exclusionSingles, namedProductSingles } from './brands';
import { categorySingles, mallSingles } from './categories';
import { brandCoverSingles, categoryCoverSingles, notBrandSingles } from './coverage';
import { everydayFlightSingles, everydayRiskScopeSingles } from './everyday-asks';
import { attributeSingles, audienceSingles, mallNicknameSingles, orderSingles, priceWrapSingles } from './everyday-constraints';
import { wrapperSingles } from './everyday';
import { everydayWordSingles } from './everyday-words';
import { generateConversationSet } from './conversations';
import { flightSingles } from './flights';
import { actsFlightSingles, flightChangeCityConversations, flightReturnConversations } from './acts-flights';
import { actsAskSingles, actsUseSingles, useFollowUpConversations } from './acts-asks';
import { flightOrderConversations } from './flight-follow-ups';
import { brandTooDearConversations } from './brand-too-dear';
import { priceSingles } from './prices';
import { firstTurnSingles } from './first-turn';
import { riskScopeSingles } from './risk-scope';
import { needsAndScopeSingles } from './needs-and-scope';
import { needsAndRecipientsConversations, needsAndRecipientsSingles } from './needs-and-recipients';
import { fakeThenRealConversations, messySingles, scopeSingles } from './scope-messy';
import { seeded } from './rng';
import { giftLikingConversations, giftRiskSingles } from './gift-risk';
import { askedAndOwnedConversations, askedAndOwnedSingles } from './asked-and-owned';
import { numeralValueSingles } from './stated-values';
import { namedPairSingles, nicknameSingles } from './nicknames';
import {
  brandThatOneConversations,
  brandsComparedConversations,
  detailThenItConversations,
  holidayDayConversations,
  linePairSingles,
  namedModelSingles,
  namedPairsSingles,
  namedWhenSingles,
} from './named-products';
import type { GeneratedConversation, GeneratedSingle } from './types';
import { actsMidTopicConversations, dialogueActSingles, vagueThenChipConversations } from './dialogue-acts';
import { talkConversations } from './talk';
import { barePairSingles, hedgedPriceSingles, looseExclusionSingles } from './loose-names';
import {
  attrFollowConversations,
  mixedPriceSingles,
  originFollowConversations,
  originSingles,
  raiseRelaxedConversations,
  spokenValueSingles,
  unitValueSingles,
} from './spoken-values';
import {
  audienceCarryConversations,
  catalogAttributeSingles,
  flightShiftConversations,
  fruitSingles,
  priceAskSingles,
  sortWordSingles,
} from './understand';

/**
 * The generated eval set: phrasing families (small grammars of how shoppers write one thing)
 * crossed with the catalog's categories, brands, malls and cities, each case with
 * machine-checkable expectations (../check.ts). Seeded, so every run asks the same questions.
 * Run by bench/assistant-eval-generated.ts; the request day is fixed (flights.ts EVAL_TODAY).
 */
const SEED = 19;

export function generateSingles(): GeneratedSingle[] {
  const rng = seeded(SEED);
  const all = [
    ...priceSingles(rng),
    ...brandSingles(rng),
    ...exclusionSingles(rng),
    ...namedProductSingles(rng),
    ...categorySingles(rng),
    ...mallSingles(rng),
    ...flightSingles(rng),
    ...riskScopeSingles(rng),
    // Everyday phrasings (issue 19, second pass): a generator of their own so the first set stays as it was.
    ...everydaySingles(),
    // Words around the need (issue 19, third pass).
    ...everydayWordSingles(seeded(SEED * 11)),
    // Every category's shopper words and every brand's names (issue 19, coverage sweep).
    ...categoryCoverSingles(),
    ...brandCoverSingles(seeded(SEED * 47)),
    ...notBrandSingles(),
    // Messy text, purposes, avoided replicas and presents by age and liking (decision 045).
    ...needsAndScopeSingles(seeded(SEED * 53)),
    // Who it is for and what they need: presents by purpose, rejected categories, pets' ages, 平价, broad asks (decision 041).
    ...needsAndRecipientsSingles(seeded(SEED * 97)),
    // Named products compared across brands, and their price against a sale day (decision 043).
    ...namedPairsSingles(seeded(SEED * 103)),
    ...namedWhenSingles(seeded(SEED * 107)),
    ...linePairSingles(),
    // Every model line of the catalog typed the usual ways (decision 049).
    ...namedModelSingles(seeded(SEED * 109)),
    // After-sales asks, open asks, counts and bare heads (decision 046).
    ...askedAndOwnedSingles(seeded(SEED * 103)),
    // Presents by liking, need or thing named; harmful asks by family and their near misses (decision 050).
    ...giftRiskSingles(seeded(SEED * 137)),
    // Brands ruled out loosely, hedged price asks, bare pairs of models (decision 057).
    ...looseExclusionSingles(seeded(SEED * 139)),
    ...hedgedPriceSingles(seeded(SEED * 149)),
    ...barePairSingles(seeded(SEED * 151)),
    // Dialogue acts said many ways: harmful asks, near misses, scope, after-sales, small talk, vague (decision 079).
    ...dialogueActSingles(seeded(SEED * 157)),
    // First questions said every way (decision 077): prices, brands, categories, question forms, several constraints.
    ...firstTurnSingles(SEED * 157),
  ];
  const seen = new Set<string>();
  return all.filter((s) => !seen.has(s.question) && seen.add(s.question));
}

function everydaySingles(): GeneratedSingle[] {
  const rng = seeded(SEED * 7);
  return [
    ...wrapperSingles(rng),
    ...priceWrapSingles(rng),
    ...orderSingles(rng),
    ...mallNicknameSingles(rng),
    ...audienceSingles(rng),
    ...attributeSingles(rng),
    ...everydayFlightSingles(rng),
    ...everydayRiskScopeSingles(rng),
    // Named values and products (issue 19, third pass): their own generator, the sets above unchanged.
    ...numeralValueSingles(seeded(SEED * 11)),
    ...nicknameSingles(seeded(SEED * 19)),
    ...namedPairSingles(seeded(SEED * 23)),
    // Catalog attribute words, price asks, order words, 苹果 the fruit (decision 035): their own seeds.
    ...catalogAttributeSingles(seeded(SEED * 29)),
    ...priceAskSingles(seeded(SEED * 31)),
    ...sortWordSingles(seeded(SEED * 37)),
    ...fruitSingles(),
    // Dates, risk, scope and usage words (decision 036): their own seeds.
    ...actsFlightSingles(seeded(SEED * 47)),
    ...actsAskSingles(seeded(SEED * 61)),
    ...actsUseSingles(),
    // Shopper words for values, origins, digits with Chinese units (decision 040): their own seeds.
    ...spokenValueSingles(seeded(SEED * 47)),
    ...unitValueSingles(seeded(SEED * 53)),
    ...originSingles(seeded(SEED * 59)),
    ...mixedPriceSingles(seeded(SEED * 61)),
    // Messy text, risk combinations, near misses, words holding a category word (decision 042).
    ...messySingles(seeded(SEED * 79)),
    ...scopeSingles(seeded(SEED * 83)),
  ];
}

export function generateConversations(): GeneratedConversation[] {
  return [
    ...generateConversationSet(seeded(SEED + 1)),
    ...flightOrderConversations(seeded(SEED * 13)),
    ...brandTooDearConversations(seeded(SEED * 17)),
    ...audienceCarryConversations(seeded(SEED * 41)),
    ...flightShiftConversations(seeded(SEED * 43)),
    ...flightChangeCityConversations(seeded(SEED * 53)),
    ...flightReturnConversations(seeded(SEED * 59)),
    ...useFollowUpConversations(),
    ...raiseRelaxedConversations(seeded(SEED * 67)),
    ...originFollowConversations(seeded(SEED * 71)),
    ...attrFollowConversations(seeded(SEED * 73)),
    ...fakeThenRealConversations(seeded(SEED * 89)),
    ...needsAndRecipientsConversations(seeded(SEED * 101)),
    // References to one product, brands compared in context, explicit days (decision 043).
    ...detailThenItConversations(seeded(SEED * 109)),
    ...brandsComparedConversations(seeded(SEED * 113)),
    ...brandThatOneConversations(seeded(SEED * 127)),
    ...holidayDayConversations(seeded(SEED * 131)),
    // A flight's origin asked, a replica mid-conversation, a place then a described machine (decision 046).
    ...askedAndOwnedConversations(seeded(SEED * 107)),
    // A present for a liking or need, then a budget (decision 050).
    ...giftLikingConversations(seeded(SEED * 139)),
    // Each act asked mid-topic, the topic going on after it; a vague ask's chip answered (decision 079).
    ...actsMidTopicConversations(seeded(SEED * 163)),
    ...vagueThenChipConversations(),
    // Conversations the way shoppers talk: references, wish actions, constraints held, topics left and resumed (decision 076).
    ...talkConversations(seeded(SEED * 151)),
  ];
}

export { EVAL_TODAY } from './flights';
export type { GeneratedConversation, GeneratedSingle } from './types';
