/**
 * Line illustrations for the generated product images: one per kind of product (a phone, a
 * washer, a shoe…), so a list of cards can be told apart at a glance. Each is drawn in a 200×200
 * box with dark outlines; `F` is the product's colour. Categories map to a drawing by id, then by
 * their group, then to a parcel.
 */
type Draw = (fill: string) => string;

const W = '#ffffff';

const ART = {
  phone: (F) =>
    `<rect x="62" y="18" width="76" height="164" rx="14" fill="${F}"/><rect x="72" y="34" width="56" height="118" rx="4" fill="${W}" opacity=".85"/><circle cx="100" cy="166" r="5" fill="${W}"/>`,
  tablet: (F) =>
    `<rect x="36" y="26" width="128" height="152" rx="12" fill="${F}"/><rect x="48" y="38" width="104" height="118" rx="3" fill="${W}" opacity=".85"/><circle cx="100" cy="166" r="4" fill="${W}"/>`,
  laptop: (F) =>
    `<rect x="40" y="36" width="120" height="88" rx="8" fill="${F}"/><rect x="50" y="46" width="100" height="68" rx="2" fill="${W}" opacity=".85"/><path d="M18 132h164l-12 22H30z" fill="${F}"/>`,
  monitor: (F) =>
    `<rect x="26" y="30" width="148" height="98" rx="8" fill="${F}"/><rect x="36" y="40" width="128" height="78" fill="${W}" opacity=".85"/><path d="M90 128v26M110 128v26M68 160h64"/>`,
  tv: (F) =>
    `<rect x="14" y="38" width="172" height="104" rx="6" fill="${F}"/><rect x="22" y="46" width="156" height="88" fill="${W}" opacity=".85"/><path d="M58 142l-12 22M142 142l12 22"/>`,
  headphones: (F) =>
    `<path d="M44 112V96a56 56 0 0 1 112 0v16"/><rect x="30" y="104" width="32" height="56" rx="12" fill="${F}"/><rect x="138" y="104" width="32" height="56" rx="12" fill="${F}"/>`,
  earbuds: (F) =>
    `<rect x="46" y="68" width="108" height="84" rx="38" fill="${F}"/><path d="M46 102h108"/><circle cx="100" cy="126" r="5" fill="${W}"/>`,
  watch: (F) =>
    `<rect x="78" y="16" width="44" height="44" rx="6" fill="${F}"/><rect x="78" y="140" width="44" height="44" rx="6" fill="${F}"/><rect x="60" y="54" width="80" height="92" rx="20" fill="${F}"/><rect x="70" y="64" width="60" height="72" rx="12" fill="${W}" opacity=".85"/><path d="M100 84v18l10 8"/>`,
  speaker: (F) =>
    `<rect x="54" y="24" width="92" height="154" rx="30" fill="${F}"/><circle cx="100" cy="118" r="30" fill="${W}" opacity=".6"/><circle cx="100" cy="60" r="11" fill="${W}" opacity=".6"/>`,
  camera: (F) =>
    `<path d="M62 64l12-20h40l12 20" fill="${F}"/><rect x="24" y="62" width="152" height="98" rx="12" fill="${F}"/><circle cx="100" cy="112" r="32" fill="${W}" opacity=".85"/><circle cx="100" cy="112" r="16" fill="${F}"/>`,
  battery: (F) =>
    `<rect x="58" y="28" width="84" height="146" rx="14" fill="${F}"/><path d="M106 60l-24 44h22l-8 38 28-52h-22z" fill="${W}"/>`,
  keyboard: (F) =>
    `<rect x="14" y="60" width="172" height="80" rx="10" fill="${F}"/><path d="M34 84h10M56 84h10M78 84h10M100 84h10M122 84h10M144 84h10M34 104h10M56 104h10M78 104h10M100 104h10M122 104h10M144 104h10M60 122h80" stroke="${W}"/>`,
  mouse: (F) => `<rect x="60" y="26" width="80" height="148" rx="40" fill="${F}"/><path d="M100 26v48M60 74h80"/>`,
  router: (F) =>
    `<path d="M56 100L44 40M144 100l12-60M100 100V40"/><rect x="22" y="100" width="156" height="52" rx="10" fill="${F}"/><circle cx="52" cy="126" r="5" fill="${W}"/><circle cx="72" cy="126" r="5" fill="${W}"/>`,
  printer: (F) =>
    `<rect x="58" y="24" width="84" height="46" fill="${W}"/><rect x="22" y="66" width="156" height="78" rx="12" fill="${F}"/><rect x="56" y="124" width="88" height="54" fill="${W}"/><path d="M70 146h60M70 162h40"/>`,
  fridge: (F) => `<rect x="50" y="14" width="100" height="172" rx="10" fill="${F}"/><path d="M50 78h100M66 38v24M66 94v34"/>`,
  washer: (F) =>
    `<rect x="38" y="18" width="124" height="164" rx="12" fill="${F}"/><path d="M38 50h124"/><circle cx="100" cy="114" r="42" fill="${W}" opacity=".85"/><circle cx="100" cy="114" r="26" fill="${F}" opacity=".55"/><circle cx="60" cy="34" r="5" fill="${W}"/>`,
  aircon: (F) =>
    `<rect x="14" y="50" width="172" height="68" rx="14" fill="${F}"/><path d="M34 102h132M60 136l-8 18M100 136v20M140 136l8 18"/>`,
  fan: (F) =>
    `<circle cx="100" cy="76" r="56" fill="${F}"/><path d="M100 76V28M100 76l42 24M100 76l-42 24" stroke="${W}"/><circle cx="100" cy="76" r="8" fill="${W}"/><path d="M100 132v40M62 178h76"/>`,
  robotVacuum: (F) =>
    `<circle cx="100" cy="104" r="74" fill="${F}"/><circle cx="100" cy="96" r="22" fill="${W}" opacity=".7"/><path d="M42 142a74 74 0 0 0 116 0"/>`,
  stickVacuum: (F) =>
    `<path d="M126 24L86 150"/><rect x="104" y="24" width="36" height="64" rx="14" fill="${F}"/><rect x="44" y="146" width="92" height="30" rx="12" fill="${F}"/>`,
  cooker: (F) =>
    `<path d="M34 86h132v66a26 26 0 0 1-26 26H60a26 26 0 0 1-26-26z" fill="${F}"/><path d="M28 86a72 44 0 0 1 144 0z" fill="${F}"/><path d="M88 48h24"/><rect x="82" y="118" width="36" height="20" rx="4" fill="${W}"/>`,
  wok: (F) => `<path d="M16 88h136a68 46 0 0 1-136 0z" fill="${F}"/><path d="M152 94h34"/>`,
  cup: (F) =>
    `<rect x="56" y="20" width="88" height="22" rx="6" fill="${F}"/><path d="M60 42h80l-8 140H68z" fill="${F}"/><rect x="74" y="90" width="52" height="40" rx="4" fill="${W}" opacity=".75"/>`,
  bottle: (F) =>
    `<rect x="80" y="16" width="40" height="32" rx="4" fill="${F}"/><path d="M68 48h64v124a10 10 0 0 1-10 10H78a10 10 0 0 1-10-10z" fill="${F}"/><rect x="80" y="92" width="40" height="46" rx="4" fill="${W}" opacity=".8"/>`,
  jar: (F) =>
    `<rect x="38" y="64" width="124" height="32" rx="8" fill="${F}"/><path d="M44 96h112v60a16 16 0 0 1-16 16H60a16 16 0 0 1-16-16z" fill="${F}"/><rect x="70" y="116" width="60" height="34" rx="4" fill="${W}" opacity=".8"/>`,
  lipstick: (F) =>
    `<rect x="72" y="104" width="56" height="80" rx="6" fill="${F}"/><path d="M82 104V58l36-26v72" fill="${F}"/><path d="M72 128h56"/>`,
  drink: (F) =>
    `<path d="M88 14h24v40l16 22v102H72V76l16-22z" fill="${F}"/><rect x="80" y="102" width="40" height="46" fill="${W}" opacity=".8"/>`,
  sack: (F) =>
    `<path d="M56 40l10-18h68l10 18"/><path d="M56 40h88l14 138H42z" fill="${F}"/><rect x="68" y="92" width="64" height="46" rx="6" fill="${W}" opacity=".8"/>`,
  shoe: (F) =>
    `<path d="M18 142c0-32 10-62 22-72 20 10 40 14 52 12 10 22 40 32 70 38 14 3 20 10 20 22v12H18z" fill="${F}"/><path d="M18 152h164M62 94l12 14M80 88l12 14"/>`,
  shirt: (F) => `<path d="M70 22l-52 28 18 38 20-10v100h88V78l20 10 18-38-52-28c-4 16-16 24-30 24S74 38 70 22z" fill="${F}"/>`,
  trousers: (F) => `<path d="M54 18h92l10 164h-42l-14-112-14 112H44z" fill="${F}"/><path d="M54 40h92"/>`,
  backpack: (F) =>
    `<path d="M76 52V38a24 24 0 0 1 48 0v14"/><rect x="44" y="50" width="112" height="132" rx="26" fill="${F}"/><rect x="64" y="112" width="72" height="46" rx="8" fill="${W}" opacity=".7"/>`,
  handbag: (F) =>
    `<path d="M70 80V60a30 30 0 0 1 60 0v20"/><path d="M36 80h128l-10 100H46z" fill="${F}"/><path d="M36 110h128"/>`,
  luggage: (F) =>
    `<path d="M84 44V24h32v20"/><rect x="52" y="44" width="96" height="128" rx="12" fill="${F}"/><path d="M78 68v80M100 68v80M122 68v80"/><circle cx="72" cy="182" r="6"/><circle cx="128" cy="182" r="6"/>`,
  babyBottle: (F) =>
    `<path d="M88 16h24l6 30H82z" fill="${W}"/><rect x="72" y="44" width="56" height="16" rx="4" fill="${F}"/><rect x="68" y="60" width="64" height="122" rx="14" fill="${F}"/><path d="M82 96h16M82 120h16M82 144h16" stroke="${W}"/>`,
  stroller: (F) =>
    `<path d="M40 84a60 60 0 0 1 60-62v62z" fill="${F}"/><path d="M40 84h112l-20 58H60z" fill="${F}"/><path d="M152 84l16-32"/><circle cx="66" cy="166" r="15"/><circle cx="134" cy="166" r="15"/>`,
  blocks: (F) =>
    `<rect x="24" y="110" width="70" height="66" rx="6" fill="${F}"/><rect x="106" y="110" width="70" height="66" rx="6" fill="${W}"/><rect x="64" y="40" width="70" height="66" rx="6" fill="${F}"/><circle cx="88" cy="34" r="8"/><circle cx="112" cy="34" r="8"/>`,
  petBowl: (F) =>
    `<circle cx="100" cy="74" r="16" fill="${F}"/><circle cx="70" cy="52" r="9" fill="${F}"/><circle cx="130" cy="52" r="9" fill="${F}"/><circle cx="88" cy="32" r="9" fill="${F}"/><circle cx="112" cy="32" r="9" fill="${F}"/><path d="M26 118h148l-18 56H44z" fill="${F}"/>`,
  car: (F) =>
    `<path d="M16 132v-26l26-8 22-36h72l22 36 26 8v26z" fill="${F}"/><path d="M72 72h56l14 26H58z" fill="${W}" opacity=".75"/><circle cx="58" cy="136" r="18" fill="${W}"/><circle cx="142" cy="136" r="18" fill="${W}"/>`,
  bike: (F) =>
    `<circle cx="48" cy="134" r="34"/><circle cx="152" cy="134" r="34"/><path d="M48 134l32-58h52l20 58M80 76l22 58h30M120 54h24" stroke="${F}" stroke-width="9"/><path d="M48 134l32-58h52l20 58M80 76l22 58h30"/>`,
  tent: (F) => `<path d="M100 22L16 176h168z" fill="${F}"/><path d="M100 22v154M74 176l26-62 26 62" fill="${W}"/>`,
  ball: (F) =>
    `<circle cx="100" cy="100" r="78" fill="${F}"/><path d="M22 100h156M100 22v156M46 46c30 30 30 78 0 108M154 46c-30 30-30 78 0 108"/>`,
  dumbbell: (F) =>
    `<path d="M50 100h100" stroke-width="12"/><rect x="18" y="64" width="34" height="72" rx="8" fill="${F}"/><rect x="148" y="64" width="34" height="72" rx="8" fill="${F}"/>`,
  racket: (F) =>
    `<ellipse cx="82" cy="72" rx="48" ry="58" fill="${W}"/><ellipse cx="82" cy="72" rx="48" ry="58" stroke="${F}" stroke-width="9"/><path d="M58 52h48M52 76h60M58 100h48M82 16v112"/><path d="M112 118l62 64" stroke="${F}" stroke-width="10"/>`,
  mat: (F) =>
    `<rect x="14" y="82" width="146" height="60" rx="30" fill="${F}"/><circle cx="158" cy="112" r="30" fill="${F}"/><circle cx="158" cy="112" r="12" fill="${W}"/>`,
  chair: (F) =>
    `<rect x="58" y="18" width="84" height="84" rx="18" fill="${F}"/><rect x="46" y="100" width="108" height="26" rx="10" fill="${F}"/><path d="M100 126v32M62 178l38-20 38 20"/>`,
  lamp: (F) => `<path d="M68 26h64l22 54H46z" fill="${F}"/><path d="M100 80v84M62 176h76"/>`,
  bed: (F) =>
    `<rect x="20" y="66" width="160" height="74" rx="20" fill="${F}"/><rect x="34" y="78" width="48" height="28" rx="10" fill="${W}" opacity=".85"/><path d="M36 140v32M164 140v32"/>`,
  book: (F) =>
    `<path d="M100 42c-22-14-52-16-82-12v138c30-4 60-2 82 12 22-14 52-16 82-12V30c-30-4-60-2-82 12z" fill="${F}"/><path d="M100 42v138"/>`,
  controller: (F) =>
    `<path d="M50 66h100a36 36 0 0 1 32 52l-14 32a16 16 0 0 1-27 4l-17-22H76l-17 22a16 16 0 0 1-27-4l-14-32a36 36 0 0 1 32-52z" fill="${F}"/><path d="M56 94v26M43 107h26"/><circle cx="138" cy="98" r="6" fill="${W}"/><circle cx="152" cy="114" r="6" fill="${W}"/>`,
  drone: (F) =>
    `<path d="M52 52l96 96M148 52l-96 96"/><rect x="74" y="74" width="52" height="52" rx="12" fill="${F}"/><ellipse cx="44" cy="44" rx="30" ry="10" fill="${W}"/><ellipse cx="156" cy="44" rx="30" ry="10" fill="${W}"/><ellipse cx="44" cy="156" rx="30" ry="10" fill="${W}"/><ellipse cx="156" cy="156" rx="30" ry="10" fill="${W}"/>`,
  microphone: (F) =>
    `<rect x="72" y="18" width="56" height="94" rx="28" fill="${F}"/><path d="M56 90a44 44 0 0 0 88 0M100 134v34M70 172h60"/>`,
  projector: (F) =>
    `<rect x="20" y="66" width="160" height="74" rx="14" fill="${F}"/><circle cx="64" cy="103" r="24" fill="${W}" opacity=".85"/><path d="M36 140v16M164 140v16"/>`,
  lock: (F) =>
    `<path d="M70 88V62a30 30 0 0 1 60 0v26"/><rect x="46" y="86" width="108" height="94" rx="12" fill="${F}"/><circle cx="100" cy="126" r="11" fill="${W}"/><path d="M100 137v16" stroke="${W}"/>`,
  securityCamera: (F) =>
    `<path d="M20 60l120 30-10 38L12 96z" fill="${F}"/><circle cx="120" cy="108" r="10" fill="${W}"/><path d="M70 116l-8 40H28M28 140v36"/>`,
  hairDryer: (F) =>
    `<path d="M36 56h94a42 42 0 0 1 0 84H36z" fill="${F}"/><rect x="94" y="132" width="30" height="56" rx="8" fill="${F}"/><path d="M36 72v52"/>`,
  toothbrush: (F) =>
    `<path d="M90 16h20v42H90z" fill="${W}"/><rect x="84" y="56" width="32" height="128" rx="14" fill="${F}"/><circle cx="100" cy="96" r="6" fill="${W}"/>`,
  umbrella: (F) =>
    `<path d="M18 100a82 72 0 0 1 164 0c-12-10-29-10-41 0-12-10-29-10-41 0-12-10-29-10-41 0-12-10-29-10-41 0z" fill="${F}"/><path d="M100 100v62a14 14 0 0 1-28 0"/>`,
  sunglasses: (F) =>
    `<path d="M94 96q6-10 12 0M30 92L16 74M170 92l14-18"/><circle cx="62" cy="102" r="32" fill="${F}"/><circle cx="138" cy="102" r="32" fill="${F}"/>`,
  pillow: (F) =>
    `<path d="M24 60c40-14 112-14 152 0 10 26 10 54 0 80-40 14-112 14-152 0-10-26-10-54 0-80z" fill="${F}"/><path d="M56 100h88" stroke="${W}"/>`,
  towel: (F) =>
    `<rect x="40" y="30" width="120" height="144" rx="10" fill="${F}"/><path d="M40 64h120M40 146h120" stroke="${W}"/><path d="M28 30h144"/>`,
  box: (F) => `<path d="M28 68l72-32 72 32v84l-72 32-72-32z" fill="${F}"/><path d="M28 68l72 32 72-32M100 100v84M64 52l72 32"/>`,
  plant: (F) =>
    `<path d="M100 124V62M100 84c-22 0-36-14-36-36 22 0 36 14 36 36M100 74c22 0 36-14 36-36-22 0-36 14-36 36"/><path d="M62 124h76l-10 56H72z" fill="${F}"/>`,
  scale: (F) =>
    `<rect x="26" y="40" width="148" height="128" rx="20" fill="${F}"/><rect x="66" y="58" width="68" height="30" rx="6" fill="${W}"/><path d="M86 73h28"/>`,
  hat: (F) => `<path d="M44 130c0-50 24-88 56-88s56 38 56 88z" fill="${F}"/><path d="M18 130h164v18H18z" fill="${F}"/>`,
} satisfies Record<string, Draw>;

export type Illustration = keyof typeof ART;

/** The drawing of each catalog category (apps/server/src/db/seed/categories). */
const BY_CATEGORY: Readonly<Record<string, Illustration>> = {
  smartphones: 'phone',
  'phone-cases': 'phone',
  'screen-protectors': 'phone',
  tablets: 'tablet',
  'e-readers': 'book',
  laptops: 'laptop',
  'gaming-laptops': 'laptop',
  desktops: 'monitor',
  monitors: 'monitor',
  televisions: 'tv',
  projectors: 'projector',
  'anc-headphones': 'headphones',
  'tws-earbuds': 'earbuds',
  smartwatches: 'watch',
  wristwatches: 'watch',
  'bluetooth-speakers': 'speaker',
  cameras: 'camera',
  'instant-cameras': 'camera',
  'action-cameras': 'camera',
  'phone-gimbals': 'phone',
  'selfie-sticks': 'phone',
  'dash-cams': 'camera',
  'security-cameras': 'securityCamera',
  'power-banks': 'battery',
  chargers: 'battery',
  'car-chargers': 'battery',
  'data-cables': 'battery',
  'power-strips': 'battery',
  ssd: 'box',
  'storage-drives': 'box',
  keyboards: 'keyboard',
  mice: 'mouse',
  routers: 'router',
  printers: 'printer',
  'game-consoles': 'controller',
  'game-controllers': 'controller',
  'garment-steamers': 'hairDryer',
  drones: 'drone',
  microphones: 'microphone',
  refrigerators: 'fridge',
  'washing-machines': 'washer',
  dishwashers: 'washer',
  'drying-racks': 'towel',
  'air-conditioners': 'aircon',
  'water-heaters': 'aircon',
  heaters: 'aircon',
  fans: 'fan',
  'air-purifiers': 'speaker',
  humidifiers: 'speaker',
  dehumidifiers: 'speaker',
  'water-purifiers': 'speaker',
  'robot-vacuums': 'robotVacuum',
  'vacuum-cleaners': 'stickVacuum',
  'car-vacuums': 'stickVacuum',
  mops: 'stickVacuum',
  'rice-cookers': 'cooker',
  'pressure-cookers': 'cooker',
  'induction-cookers': 'cooker',
  'air-fryers': 'cooker',
  ovens: 'printer',
  microwaves: 'printer',
  blenders: 'cup',
  kettles: 'cup',
  'coffee-machines': 'cup',
  'thermos-cups': 'cup',
  woks: 'wok',
  'kitchen-knives': 'wok',
  'food-containers': 'box',
  'storage-boxes': 'box',
  tissues: 'box',
  'face-creams': 'jar',
  'hand-creams': 'jar',
  serums: 'bottle',
  sunscreens: 'bottle',
  foundations: 'bottle',
  perfumes: 'bottle',
  'face-cleansers': 'bottle',
  toothpaste: 'bottle',
  shampoos: 'bottle',
  'body-washes': 'bottle',
  'body-lotions': 'bottle',
  'laundry-detergent': 'bottle',
  'dish-soap': 'bottle',
  'health-supplements': 'jar',
  'face-masks': 'towel',
  lipsticks: 'lipstick',
  'sanitary-pads': 'box',
  diapers: 'box',
  'infant-formula': 'jar',
  'baby-bottles': 'babyBottle',
  strollers: 'stroller',
  'car-seats': 'chair',
  'building-toys': 'blocks',
  'kids-scooters': 'bike',
  'school-bags': 'backpack',
  'down-jackets': 'shirt',
  'hardshell-jackets': 'shirt',
  't-shirts': 'shirt',
  pajamas: 'shirt',
  underwear: 'shirt',
  jeans: 'trousers',
  socks: 'shoe',
  'running-shoes': 'shoe',
  sneakers: 'shoe',
  'hiking-shoes': 'shoe',
  slippers: 'shoe',
  backpacks: 'backpack',
  luggage: 'luggage',
  handbags: 'handbag',
  wallets: 'handbag',
  hats: 'hat',
  scarves: 'towel',
  sunglasses: 'sunglasses',
  umbrellas: 'umbrella',
  towels: 'towel',
  'bedding-sets': 'bed',
  mattresses: 'bed',
  pillows: 'pillow',
  'electric-blankets': 'bed',
  'office-chairs': 'chair',
  'massage-chairs': 'chair',
  'desk-lamps': 'lamp',
  'smart-locks': 'lock',
  'artificial-flowers': 'plant',
  'car-seat-cushions': 'chair',
  rice: 'sack',
  'coffee-beans': 'sack',
  nuts: 'sack',
  snacks: 'sack',
  tea: 'sack',
  'cooking-oil': 'drink',
  baijiu: 'drink',
  wine: 'drink',
  milk: 'drink',
  'cat-food': 'petBowl',
  'dog-food': 'petBowl',
  'cat-litter': 'sack',
  'pet-water-fountains': 'petBowl',
  'hair-curlers': 'hairDryer',
  'hair-dryers': 'hairDryer',
  'massage-guns': 'hairDryer',
  'neck-massagers': 'headphones',
  'eye-massagers': 'sunglasses',
  'electric-toothbrushes': 'toothbrush',
  shavers: 'toothbrush',
  'water-flossers': 'toothbrush',
  'blood-pressure-monitors': 'scale',
  'body-scales': 'scale',
  treadmills: 'mat',
  'yoga-mats': 'mat',
  'exercise-bikes': 'bike',
  bicycles: 'bike',
  'electric-scooters': 'bike',
  dumbbells: 'dumbbell',
  'jump-ropes': 'dumbbell',
  basketballs: 'ball',
  'badminton-rackets': 'racket',
  'fishing-rods': 'racket',
  tents: 'tent',
};

/** A category the table lacks is drawn as its group's kind of thing. */
const BY_GROUP: Readonly<Record<string, Illustration>> = {
  数码: 'phone',
  数码配件: 'battery',
  电脑办公: 'laptop',
  家用电器: 'fridge',
  厨房电器: 'cooker',
  厨房食品: 'sack',
  食品饮料: 'sack',
  美妆护肤: 'bottle',
  个人护理: 'toothbrush',
  日用清洁: 'bottle',
  家居日用: 'box',
  服饰鞋包: 'shirt',
  服饰配件: 'handbag',
  母婴玩具: 'babyBottle',
  宠物用品: 'petBowl',
  汽车用品: 'car',
  运动户外: 'tent',
  运动出行: 'bike',
  健康按摩: 'chair',
};

export function illustrationOf(category: { id: string; group: string }): Illustration {
  return BY_CATEGORY[category.id] ?? BY_GROUP[category.group] ?? 'box';
}

/** The drawing's SVG elements in its 200×200 box, outlined, its main shapes in the product's colour. */
export function illustrationMarkup(kind: Illustration, fill: string): string {
  return `<g fill="none" stroke="#2b2d31" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${ART[kind](fill)}</g>`;
}

export const ILLUSTRATIONS = Object.keys(ART) as Illustration[];
