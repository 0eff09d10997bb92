/**
 * Names shoppers use for the catalog's malls besides the mall's own name: nicknames (狗东,
 * 拼夕夕, 猫超), store words (京东自营, 天猫超市) and apps (抖店). One row per mall; a new
 * nickname is one more string. 某 + a piece of the name is how shoppers half-hide a mall (某东,
 * 某宝, 某多多; decision 085). Latin names match case-insensitively as whole words.
 */
export const MALL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  京东: ['京东', '狗东', '东子家', '东子', 'jd', '京东自营', '京东商城', '京东超市', '某东', '某东自营', '某狗'],
  天猫: ['天猫', '淘宝', 'tmall', 'tm', 'taobao', '猫超', '天猫超市', '天猫旗舰店', '淘系', '某宝', '手淘', '某猫', '某猫超市'],
  拼多多: ['拼多多', 'pdd', '多多', '拼夕夕', '夕夕', '并夕夕', '某多多', '某夕夕', '某多'],
  苏宁易购: ['苏宁', '苏宁易购', '某宁'],
  抖音商城: ['抖音', '抖店', '抖音小店', '抖音直播间', '某音', '某抖', '抖音上'],
  唯品会: ['唯品会', '唯品', 'vip.com', '某品会'],
};
