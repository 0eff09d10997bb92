/** An accessory named with its device (iPhone 16的手机壳): the accessory is what is wanted (constraints.ts). */
export const ACCESSORIES: Readonly<Record<string, readonly string[]>> = {
  'phone-cases': ['smartphones', 'tablets'],
  'screen-protectors': ['smartphones', 'tablets'],
  'data-cables': ['smartphones', 'tablets', 'chargers', 'laptops'],
  chargers: ['smartphones', 'tablets', 'laptops', 'game-consoles'],
  'power-banks': ['smartphones', 'tablets', 'laptops', 'game-consoles'],
  'car-chargers': ['smartphones'],
  // Decision 073: a bag a laptop goes in, a drive a computer takes (16寸笔记本能装下的背包, 台式机加硬盘).
  backpacks: ['laptops', 'gaming-laptops'],
  ssd: ['desktops', 'laptops', 'gaming-laptops'],
  // Decision 073: what a computer, a tablet or a console is fitted with (macbook用的鼠标, 笔记本外接的显示器,
  // 台式机配个机械键盘, 给ps5配个显示器). A desktop bought with its monitor is a set: monitors fit no desktop.
  mice: ['laptops', 'gaming-laptops', 'desktops', 'tablets'],
  keyboards: ['laptops', 'gaming-laptops', 'desktops', 'tablets'],
  monitors: ['laptops', 'gaming-laptops', 'game-consoles'],
  // Decision 083: a pad for a console or a computer (ps5手柄, 电脑用的手柄), a gimbal or a stick for a phone.
  'game-controllers': ['game-consoles', 'laptops', 'gaming-laptops', 'desktops'],
  'phone-gimbals': ['smartphones'],
  'selfie-sticks': ['smartphones'],
  // Decision 081: a card a console, a camera or a phone takes (switch扩容用的tf卡).
  'storage-drives': ['game-consoles', 'cameras', 'smartphones', 'dash-cams', 'action-cameras', 'drones', 'laptops'],
};
