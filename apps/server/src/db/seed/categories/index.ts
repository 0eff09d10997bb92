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
import { expandCategory, type CategoryDef } from './types';

const GROUPS = [DIGITAL, COMPUTERS, APPLIANCES, KITCHEN, BEAUTY, PERSONAL_CARE, APPAREL, BABY, SPORTS, HEALTH, CAR, FOOD, PETS];

/** Every generated category, in group order. */
export const CATEGORIES: CategoryDef[] = GROUPS.flatMap((g) => g.categories.map((c) => expandCategory(g.group, c)));

export type { CategoryDef, ModelDef } from './types';
