import { APPAREL } from './apparel';
import { APPLIANCES } from './appliances';
import { BABY } from './baby';
import { BEAUTY } from './beauty';
import { CAR } from './car';
import { COMPUTERS } from './computers';
import { DIGITAL } from './digital';
import { FOOD } from './food';
import { HEALTH } from './health';
import { KITCHEN } from './kitchen';
import { PERSONAL_CARE } from './personal-care';
import { PETS } from './pets';
import { SPORTS } from './sports';
import { EVERYDAY_CAPTURE_PLAY } from './everyday-capture-play';
import { EVERYDAY_CARE } from './everyday-care';
import { EVERYDAY_HOME_MORE } from './everyday-home-more';
import { EVERYDAY_GADGETS } from './everyday-gadgets';
import { EVERYDAY_HOME } from './everyday-home';
import { EVERYDAY_KITCHEN_FOOD, EVERYDAY_SPORTS_KIDS } from './everyday-kitchen-food';
import { EVERYDAY_WEAR } from './everyday-wear';
import { LATER_PERSONAL_CARE } from './later';
import { expandCategory, type CategoryDef } from './types';

const GROUPS = [DIGITAL, COMPUTERS, APPLIANCES, KITCHEN, BEAUTY, PERSONAL_CARE, APPAREL, BABY, SPORTS, HEALTH, CAR, FOOD, PETS];
/** The everyday categories added later; generated after the core so core product ids stay put. */
const EVERYDAY_GROUPS = [
  EVERYDAY_HOME,
  EVERYDAY_CARE,
  EVERYDAY_WEAR,
  EVERYDAY_GADGETS,
  EVERYDAY_KITCHEN_FOOD,
  EVERYDAY_SPORTS_KIDS,
  // Decision 083: categories shoppers asked for that the catalog lacked; last, so no earlier listing moves.
  EVERYDAY_CAPTURE_PLAY,
  EVERYDAY_HOME_MORE,
];
/** Categories added later still (decision 087): generated on their own stream after all others, so nothing earlier moves. */
const LATER_GROUPS = [LATER_PERSONAL_CARE];

const expand = (groups: typeof GROUPS) => groups.flatMap((g) => g.categories.map((c) => expandCategory(g.group, c)));

/** The first catalog's categories, whose product ids (p_000001…) tests and links rely on. */
export const CORE_CATEGORIES: CategoryDef[] = expand(GROUPS);
export const EVERYDAY_CATEGORIES: CategoryDef[] = expand(EVERYDAY_GROUPS);
export const LATER_CATEGORIES: CategoryDef[] = expand(LATER_GROUPS);

/** Every generated category: the core ones first, then the everyday ones, then the later ones. */
export const CATEGORIES: CategoryDef[] = [...CORE_CATEGORIES, ...EVERYDAY_CATEGORIES, ...LATER_CATEGORIES];

export type { CategoryDef, ModelDef } from './types';
