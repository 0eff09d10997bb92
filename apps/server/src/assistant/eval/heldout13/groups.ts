import type { Expectation } from '../check';
import type { HeldoutSingle } from '../heldout/setup';

/** Category groups the thirteenth held-out set accepts for asks that name a kind, not a category. */
export const HEADPHONES = 'anc-headphones|tws-earbuds';
export const COMPUTERS = 'laptops|gaming-laptops';
export const PCS = 'laptops|gaming-laptops|desktops';
export const WATCHES = 'smartwatches|wristwatches';
export const SHOES = 'running-shoes|sneakers|hiking-shoes';
export const CLEANING = 'robot-vacuums|vacuum-cleaners|mops';
export const MASSAGE = 'massage-chairs|massage-guns|neck-massagers|eye-massagers';
export const PETS = 'cat-food|dog-food|cat-litter|pet-water-fountains';
export const BABY = 'diapers|infant-formula|strollers|car-seats|baby-bottles';
export const CAR = 'dash-cams|car-chargers|car-vacuums|car-seat-cushions|car-seats';
export const FITNESS = 'treadmills|yoga-mats|dumbbells|exercise-bikes|jump-ropes|massage-guns|body-scales';
export const KITCHEN = [
  'rice-cookers|air-fryers|blenders|microwaves|kettles|coffee-machines|woks|induction-cookers',
  'pressure-cookers|ovens|food-containers|kitchen-knives|dishwashers|refrigerators',
].join('|');
export const BIG_APPLIANCES =
  'refrigerators|washing-machines|air-conditioners|televisions|water-heaters|dishwashers|water-purifiers';
export const DORM = [
  'desk-lamps|power-strips|bedding-sets|pillows|storage-boxes|towels|slippers|fans|laptops|tablets',
  'tws-earbuds|anc-headphones|kettles|thermos-cups|drying-racks|mattresses|electric-blankets|backpacks',
].join('|');
export const TRAVEL = [
  'luggage|backpacks|power-banks|chargers|data-cables|tws-earbuds|anc-headphones|sunscreens|sunglasses',
  'umbrellas|thermos-cups|action-cameras|cameras|hats|slippers|towels',
].join('|');
export const OUTDOOR = 'tents|hardshell-jackets|hiking-shoes|backpacks|thermos-cups|power-banks|action-cameras|sunglasses|hats';
export const WINTER = 'heaters|electric-blankets|down-jackets|humidifiers|scarves|hats|hand-creams|thermos-cups|pajamas';

/** What people give: by whom it is for. */
export const GIFT_ELDER = [
  'massage-chairs|massage-guns|neck-massagers|eye-massagers|blood-pressure-monitors|health-supplements',
  'smartphones|tea|baijiu|wine|electric-blankets|thermos-cups|milk|nuts|smartwatches|body-scales',
  'pillows|scarves|down-jackets|rice-cookers|water-purifiers|snacks',
].join('|');
export const GIFT_WOMAN = [
  'lipsticks|perfumes|foundations|face-creams|serums|face-masks|handbags|scarves|artificial-flowers',
  'hair-dryers|hair-curlers|wallets|smartwatches|tws-earbuds|sunglasses|hand-creams|body-washes',
  'pajamas|thermos-cups|bluetooth-speakers|eye-massagers|neck-massagers|desk-lamps|nuts|snacks|coffee-machines',
  'umbrellas|electric-toothbrushes|humidifiers|yoga-mats|tea|wine|face-cleansers|hats|sneakers|jump-ropes',
].join('|');
export const GIFT_MAN = [
  'shavers|wallets|wristwatches|smartwatches|baijiu|wine|tea|perfumes|keyboards|mice|tws-earbuds',
  'anc-headphones|game-consoles|sneakers|running-shoes|massage-guns|backpacks|sunglasses|drones',
  'thermos-cups|neck-massagers|hats|scarves|coffee-beans|car-chargers|dash-cams|electric-toothbrushes|power-banks',
  'fishing-rods|bluetooth-speakers|down-jackets|hardshell-jackets|hiking-shoes|body-scales|mice|storage-drives',
].join('|');
export const GIFT_KID = [
  'building-toys|kids-scooters|school-bags|desk-lamps|e-readers|tablets|basketballs|jump-ropes',
  'badminton-rackets|game-consoles|drones|bicycles|thermos-cups|snacks|smartwatches|action-cameras',
].join('|');
export const GIFT_ANY = [
  GIFT_ELDER,
  GIFT_WOMAN,
  GIFT_MAN,
  GIFT_KID,
  'bluetooth-speakers|coffee-beans|umbrellas|socks|towels|power-banks|storage-drives|yoga-mats|kettles',
  'electric-toothbrushes|water-flossers|humidifiers|chargers|data-cables|slippers|food-containers',
].join('|');

/** One family's questions as held-out singles. */
export const family = (name: string, rows: Array<[string, Expectation]>): HeldoutSingle[] =>
  rows.map(([question, expect]) => ({ family: name, question, expect }));
