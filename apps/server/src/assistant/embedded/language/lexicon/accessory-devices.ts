/** An accessory named with its device (iPhone 16的手机壳): the accessory is what is wanted (constraints.ts). */
export const ACCESSORIES: Readonly<Record<string, readonly string[]>> = {
  'phone-cases': ['smartphones', 'tablets'],
  'screen-protectors': ['smartphones', 'tablets'],
  'data-cables': ['smartphones', 'tablets', 'chargers', 'laptops'],
  chargers: ['smartphones', 'tablets', 'laptops', 'game-consoles'],
  'power-banks': ['smartphones', 'tablets', 'laptops', 'game-consoles'],
  'car-chargers': ['smartphones'],
};
