import type { Expectation } from '../check';
import type { HeldoutSingle } from '../heldout/setup';

/**
 * Category unions the twelfth held-out set accepts where a good answer may show several kinds
 * (耳机 is either kind of headphones, a gift for 老人 any of the things older people are given).
 * Written blind: see cases.ts.
 */

export const HEADPHONES = 'anc-headphones|tws-earbuds';
export const COMPUTERS = 'laptops|gaming-laptops';
export const WATCHES = 'smartwatches|wristwatches';
export const ELDERS =
  'tea|baijiu|wine|health-supplements|blood-pressure-monitors|neck-massagers|massage-chairs|eye-massagers|massage-guns|thermos-cups|nuts|milk|electric-blankets|wristwatches|smartwatches|wallets|shavers|scarves|pillows|body-scales|kettles|down-jackets|slippers|smartphones|tablets|heaters|pajamas|bedding-sets|rice-cookers';
export const WOMEN =
  'lipsticks|perfumes|face-creams|serums|face-masks|foundations|sunscreens|hand-creams|handbags|scarves|hair-dryers|hair-curlers|wristwatches|smartwatches|pajamas|sunglasses|wallets|thermos-cups|eye-massagers|neck-massagers|artificial-flowers|yoga-mats|tws-earbuds|anc-headphones|down-jackets|electric-toothbrushes|bluetooth-speakers|face-cleansers|water-flossers';
export const MEN =
  'shavers|wallets|wristwatches|smartwatches|perfumes|running-shoes|sneakers|t-shirts|hats|sunglasses|tws-earbuds|anc-headphones|keyboards|mice|baijiu|wine|tea|backpacks|down-jackets|hardshell-jackets|game-consoles|fishing-rods|dumbbells|massage-guns|face-cleansers|jeans|luggage|power-banks|dash-cams|coffee-beans|drones|electric-toothbrushes|bluetooth-speakers|action-cameras|car-chargers';
export const KIDS =
  'building-toys|kids-scooters|school-bags|desk-lamps|bicycles|basketballs|jump-ropes|smartwatches|tablets|e-readers|badminton-rackets|thermos-cups|snacks|milk|down-jackets';
export const GIFTS = `${ELDERS}|${WOMEN}|${MEN}|${KIDS}|umbrellas|towels|coffee-machines|cameras|projectors|kettles|blenders|air-fryers|humidifiers|food-containers|kitchen-knives|nuts|snacks|bedding-sets`;
export const OUTDOOR =
  'tents|hiking-shoes|hardshell-jackets|backpacks|sunglasses|hats|action-cameras|drones|thermos-cups|power-banks|sunscreens|umbrellas|bluetooth-speakers|fishing-rods|down-jackets|socks|towels|food-containers';
export const KITCHEN =
  'rice-cookers|microwaves|induction-cookers|kettles|air-fryers|blenders|ovens|pressure-cookers|dishwashers|refrigerators|woks|kitchen-knives|water-purifiers|coffee-machines|food-containers|dish-soap';
export const DORM =
  'desk-lamps|storage-boxes|bedding-sets|pillows|power-strips|kettles|fans|slippers|towels|thermos-cups|backpacks|school-bags|mattresses|laundry-detergent|tissues|umbrellas|electric-blankets|data-cables|chargers|power-banks|socks|underwear|toothpaste|body-washes|shampoos|drying-racks|mops|hats|t-shirts';
export const BABY =
  'diapers|infant-formula|strollers|car-seats|baby-bottles|towels|humidifiers|thermos-cups|bedding-sets|body-washes|electric-blankets|storage-boxes|laundry-detergent';
export const FITNESS =
  'dumbbells|yoga-mats|treadmills|exercise-bikes|jump-ropes|massage-guns|body-scales|running-shoes|smartwatches|t-shirts|socks|thermos-cups|health-supplements';
export const CAR =
  'dash-cams|car-chargers|car-vacuums|car-seat-cushions|power-banks|data-cables|sunglasses|umbrellas|thermos-cups|pillows';

type Row = [string, Expectation];
export const family = (name: string, rows: Row[]): HeldoutSingle[] =>
  rows.map(([question, expect]) => ({ family: name, question, expect }));
