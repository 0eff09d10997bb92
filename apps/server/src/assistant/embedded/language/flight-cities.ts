import { CITIES } from '#server/db/seed/cities';
import { AIRPORT_CODES, CITY_NICKNAMES, NICKNAME_NOT_BEFORE } from './lexicon/airport-words';
import {
  CITY_ABBREVIATIONS,
  ROUTE_CONNECTORS,
  DEPARTURE_AFTER,
  DEPARTURE_BEFORE,
  LATIN_CITY_ALIASES,
  NOT_PLACE_STARTS,
  PLACES_WITHOUT_ROUTES,
} from './lexicon/flight-words';

/** The cities of the generated flight schedule; the flow reads the stored list, which an import may change. */
export const SCHEDULE_CITIES: string[] = CITIES.map((c) => c.name);

/** Cities in the schedule's order (hubs first, then by size); names it does not know go last. */
export function orderCities(names: string[]): string[] {
  const rank = (c: string) => (SCHEDULE_CITIES.includes(c) ? SCHEDULE_CITIES.indexOf(c) : SCHEDULE_CITIES.length);
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'zh'));
}

export interface CityMention {
  city: string;
  at: number;
  end: number;
}

const termsOf = new WeakMap<string[], ReadonlyArray<readonly [string, string]>>();

/** The names and aliases of `cities`, longest first; worked out once per city list (every question asks). */
function cityTerms(cities: string[]): ReadonlyArray<readonly [string, string]> {
  let terms = termsOf.get(cities);
  if (!terms) {
    terms = [
      ...cities.map((c) => [c, c] as const),
      ...Object.entries(CITY_NICKNAMES).filter(([, city]) => cities.includes(city)),
      ...Object.entries(LATIN_CITY_ALIASES).filter(([, city]) => cities.includes(city)),
    ].sort((a, b) => b[0].length - a[0].length);
    termsOf.set(cities, terms);
  }
  return terms;
}

const LATIN = /^[a-z]+$/;
/** Three capitals: an airport's code (PEK, SHA), read as written, never lower-case. */
const AIRPORT_CODE = /[A-Z]{3}/g;
/**
 * A Latin alias stands as a word of its own: no Latin letter or figure touches it, and no figure
 * comes right before it across blanks (144 hz is a refresh rate, not 杭州).
 */
const standsAlone = (text: string, at: number, end: number): boolean =>
  !/[a-z0-9]/i.test(text[end] ?? '') && !/[a-z0-9]/i.test(text.slice(0, at).trimEnd().slice(-1));

/** City names (and aliases) in order of appearance, longest name first at a position. */
export function findCities(text: string, cities: string[] = SCHEDULE_CITIES): CityMention[] {
  const terms = cityTerms(cities);
  const lower = text.toLowerCase();
  const taken = new Array<boolean>(text.length).fill(false);
  const found: CityMention[] = [];
  for (const [term, city] of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      if (LATIN.test(term) && !standsAlone(text, at, end)) continue;
      if (NICKNAME_NOT_BEFORE[term]?.some((w) => text.startsWith(w, end))) continue;
      if (taken.slice(at, end).some(Boolean)) continue;
      taken.fill(true, at, end);
      found.push({ city, at, end });
    }
  }
  for (const m of text.matchAll(AIRPORT_CODE)) {
    const city = AIRPORT_CODES[m[0]];
    const end = m.index + m[0].length;
    if (!city || !cities.includes(city) || !standsAlone(text, m.index, end) || taken.slice(m.index, end).some(Boolean)) continue;
    taken.fill(true, m.index, end);
    found.push({ city, at: m.index, end });
  }
  const short = abbreviatedRoute(text, cities, taken);
  return [...found, ...short, ...abbreviatedBeside(text, cities, found, short)].sort((a, b) => a.at - b.at);
}

const HAN = /\p{Script=Han}/u;
const ABBREVIATED = Object.keys(CITY_ABBREVIATIONS).join('');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 沪飞蓉, 京→沪 (a connector between), or 京沪 standing alone (no Han or figure beside the pair). */
const ABBREVIATED_ROUTE = new RegExp(
  `(?<=^|[^\\p{Script=Han}]|[从由自]|[天日号末晚早午])([${ABBREVIATED}])(\\s*(?:${[...ROUTE_CONNECTORS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})\\s*|)([${ABBREVIATED}])`,
  'gu',
);
/** What may follow a route of abbreviations: no Han but these (京沪航班, 沪飞蓉的, 京沪往返). */
const AFTER_ROUTE = ['的', '航班', '机票', '飞机', '往返', '单程', '来回', '直飞'];

const CONNECTOR = new RegExp(
  `^\\s*(?:${[...ROUTE_CONNECTORS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})\\s*`,
);
/** A day word that may follow a route's last abbreviation (沪飞蓉后天). */
const DAY_START = /^[后明今大下这周本]/;

/**
 * 天津飞沪, 京到上海: one abbreviation on one side of a connector, a city's name on the other
 * (decision 074), with nothing of a word beside the abbreviation.
 */
function abbreviatedBeside(text: string, cities: string[], named: CityMention[], short: CityMention[]): CityMention[] {
  const found: CityMention[] = [];
  const free = (at: number) => ![...named, ...short].some((m) => m.at <= at && at < m.end);
  const abbreviated = (at: number) => {
    const city = CITY_ABBREVIATIONS[text[at] ?? ''];
    return city && cities.includes(city) && free(at) ? city : null;
  };
  for (const m of named) {
    const after = CONNECTOR.exec(text.slice(m.end));
    const at = after ? m.end + after[0].length : -1;
    const to = after ? abbreviated(at) : null;
    const next = text.slice(at + 1);
    if (
      to &&
      to !== m.city &&
      !/^\d/.test(next) &&
      !(HAN.test(next[0] ?? '') && !AFTER_ROUTE.some((w) => next.startsWith(w)) && !DAY_START.test(next))
    )
      found.push({ city: to, at, end: at + 1 });
    const before = /(?:飞往|飞到|飞去|飞|到|去|至|往|→|->|-|~|～|—)\s*$/.exec(text.slice(0, m.at));
    const from = before ? before.index - 1 : -1;
    const city = from >= 0 ? abbreviated(from) : null;
    if (city && city !== m.city && (from === 0 || !HAN.test(text[from - 1]!) || /[从由自天日号末晚早午]/.test(text[from - 1]!)))
      found.push({ city, at: from, end: from + 1 });
  }
  return found;
}

/** The cities of a route said with one-character abbreviations (decision 074), where no name was found. */
function abbreviatedRoute(text: string, cities: string[], taken: boolean[]): CityMention[] {
  const found: CityMention[] = [];
  for (const m of text.matchAll(ABBREVIATED_ROUTE)) {
    const [from, to] = [CITY_ABBREVIATIONS[m[1]!]!, CITY_ABBREVIATIONS[m[3]!]!];
    if (from === to || !cities.includes(from) || !cities.includes(to)) continue;
    const end = m.index + m[0].length;
    const next = text.slice(end);
    if (next && /^\d/.test(next)) continue;
    if (
      next &&
      HAN.test(next[0]!) &&
      !AFTER_ROUTE.some((w) => next.startsWith(w)) &&
      (m[2] === '' || !/^[后明今大下这周本]/.test(next))
    )
      continue;
    if (taken.slice(m.index, end).some(Boolean)) continue;
    found.push({ city: from, at: m.index, end: m.index + 1 }, { city: to, at: end - 1, end });
  }
  return found;
}

/** 从北京, 我在成都, 北京出发, 北京走: a departure (the words are lexicon rows). */
const isDeparture = (text: string, m: CityMention) => {
  const before = text.slice(0, m.at).trimEnd();
  const after = text.slice(m.end).replace(/^市?\s*/, '');
  return DEPARTURE_BEFORE.some((w) => before.endsWith(w)) || DEPARTURE_AFTER.some((w) => after.startsWith(w));
};
/** 到上海, 飞成都, 去深圳: a destination. */
const isDestination = (text: string, m: CityMention) =>
  /(到|去|飞|往|至|抵达|回|→|->|-|—|~|～)\s*$/.test(text.slice(Math.max(0, m.at - 3), m.at));

export interface Route {
  from: string | null;
  to: string | null;
}

/**
 * Departure and destination named in a question: 北京飞上海, 从上海到深圳, 去成都 (destination
 * only), 上海出发 (departure only). With two cities and no marker, the first is the departure.
 */
export function parseRoute(text: string, cities: string[] = SCHEDULE_CITIES): Route {
  const mentions = findCities(text, cities).filter((m, i, all) => all.findIndex((x) => x.city === m.city) === i);
  if (mentions.length === 0) return { from: null, to: null };
  if (mentions.length === 1) {
    const [only] = mentions;
    return isDeparture(text, only!) && !isDestination(text, only!)
      ? { from: only!.city, to: null }
      : { from: null, to: only!.city };
  }
  const to = mentions.find((m) => isDestination(text, m)) ?? null;
  const from = mentions.find((m) => m !== to && isDeparture(text, m)) ?? mentions.find((m) => m !== to) ?? null;
  const destination = to ?? mentions.find((m) => m !== from) ?? null;
  return { from: from?.city ?? null, to: destination?.city ?? null };
}

/** Places abroad (and outside the mainland schedule) travellers name on their own: 东京呢, 曼谷的. */
const ABROAD =
  /东京|大阪|京都|名古屋|札幌|冲绳|首尔|釜山|济州岛?|曼谷|普吉岛?|清迈|芭提雅|新加坡|吉隆坡|槟城|巴厘岛|雅加达|马尼拉|河内|胡志明市?|岘港|金边|暹粒|纽约|洛杉矶|旧金山|西雅图|温哥华|多伦多|伦敦|巴黎|罗马|米兰|柏林|法兰克福|莫斯科|迪拜|伊斯坦布尔|悉尼|墨尔本|奥克兰|香港|澳门|台北|高雄/;

/** A place abroad the question names (东京呢), or null; the schedule flies between mainland cities only. */
export const abroadCity = (text: string): string | null => ABROAD.exec(text)?.[0] ?? null;

/** A place the schedule has no routes to (九寨沟, 西双版纳: decision 051), or null. */
export const placeWithoutRoutes = (text: string): string | null =>
  [...PLACES_WITHOUT_ROUTES].sort((a, b) => b.length - a.length).find((p) => text.includes(p)) ?? null;

/** Words after 飞/到/去 that are not places (飞机票, 到时候, 去哪里; 从低到高, 从早到晚 are orders). */
const NOT_PLACES = new RegExp(`^(?:${NOT_PLACE_STARTS.join('|')})`);

/**
 * A destination the question names that is not a schedule city (北京飞东京, 上海飞纽约): the
 * flight flow says it is not supported, never searching another city instead. null when none.
 */
export function unknownDestination(text: string, cities: string[] = SCHEDULE_CITIES): string | null {
  const known = findCities(text, cities);
  const re =
    /(?:飞往|飞到|飞去|飞|到|去|前往|往)\s*([\u4e00-\u9fa5]{2,5}?|[A-Za-z][A-Za-z ]{1,20}?)(?=的|机票|航班|特价|往返|单程|怎么|多少|最|$|[，,。？?!！\s])/g;
  for (const m of text.matchAll(re)) {
    const place = m[1]!.trim();
    const at = m.index + m[0].length - m[1]!.length;
    if (NOT_PLACES.test(place)) continue;
    if (known.some((k) => k.at < at + place.length && k.end > at)) continue;
    return place;
  }
  return placeWithoutRoutes(text);
}
