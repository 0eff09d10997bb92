/** Cities with a commercial airport and their coordinates (for flight durations and fares). */
export interface City {
  name: string;
  lat: number;
  lon: number;
}

export const CITIES: City[] = [
  { name: '北京', lat: 40.08, lon: 116.58 },
  { name: '上海', lat: 31.15, lon: 121.8 },
  { name: '广州', lat: 23.39, lon: 113.3 },
  { name: '深圳', lat: 22.64, lon: 113.81 },
  { name: '成都', lat: 30.58, lon: 103.95 },
  { name: '重庆', lat: 29.72, lon: 106.64 },
  { name: '杭州', lat: 30.24, lon: 120.43 },
  { name: '西安', lat: 34.45, lon: 108.75 },
  { name: '武汉', lat: 30.78, lon: 114.21 },
  { name: '南京', lat: 31.74, lon: 118.86 },
  { name: '长沙', lat: 28.19, lon: 113.22 },
  { name: '昆明', lat: 25.1, lon: 102.93 },
  { name: '厦门', lat: 24.54, lon: 118.13 },
  { name: '青岛', lat: 36.36, lon: 120.09 },
  { name: '大连', lat: 38.97, lon: 121.54 },
  { name: '沈阳', lat: 41.64, lon: 123.48 },
  { name: '哈尔滨', lat: 45.62, lon: 126.25 },
  { name: '长春', lat: 43.99, lon: 125.69 },
  { name: '天津', lat: 39.12, lon: 117.35 },
  { name: '郑州', lat: 34.52, lon: 113.84 },
  { name: '济南', lat: 36.86, lon: 117.22 },
  { name: '合肥', lat: 31.99, lon: 116.97 },
  { name: '福州', lat: 25.94, lon: 119.66 },
  { name: '南昌', lat: 28.86, lon: 115.9 },
  { name: '南宁', lat: 22.61, lon: 108.17 },
  { name: '海口', lat: 19.93, lon: 110.46 },
  { name: '三亚', lat: 18.3, lon: 109.41 },
  { name: '贵阳', lat: 26.54, lon: 106.8 },
  { name: '兰州', lat: 36.52, lon: 103.62 },
  { name: '乌鲁木齐', lat: 43.91, lon: 87.47 },
  { name: '拉萨', lat: 29.3, lon: 90.91 },
  { name: '呼和浩特', lat: 40.85, lon: 111.82 },
  { name: '太原', lat: 37.75, lon: 112.63 },
  { name: '石家庄', lat: 38.28, lon: 114.7 },
  { name: '银川', lat: 38.32, lon: 106.39 },
  { name: '西宁', lat: 36.53, lon: 102.04 },
  { name: '珠海', lat: 22.01, lon: 113.38 },
  { name: '宁波', lat: 29.83, lon: 121.46 },
  { name: '温州', lat: 27.91, lon: 120.85 },
  { name: '桂林', lat: 25.22, lon: 110.04 },
];

/** Hubs are linked to every other city; other cities only through the hubs (and a few routes). */
export const HUBS = ['北京', '上海', '广州', '深圳', '成都'];

/** Busy point-to-point leisure and business routes that bypass the hubs. */
export const EXTRA_ROUTES: Array<[string, string]> = [
  ['杭州', '三亚'],
  ['杭州', '西安'],
  ['南京', '三亚'],
  ['重庆', '杭州'],
  ['武汉', '三亚'],
  ['西安', '昆明'],
  ['长沙', '三亚'],
  ['厦门', '重庆'],
  ['青岛', '重庆'],
  ['哈尔滨', '三亚'],
];

/** Great-circle distance in kilometres. */
export function distanceKm(a: City, b: City): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
