import { describe, expect, it } from 'vitest';
import { datesLabel, describeDates, resolveTravelDates } from './flight-dates';
import { dayShiftOf } from './flight-dates';

/** A moment in Shanghai, written as Shanghai wall-clock time. */
const at = (shanghai: string) => Date.parse(`${shanghai}+08:00`);

const WED = at('2026-05-20T15:00:00'); // Wednesday
const FRI = at('2026-05-22T10:00:00'); // Friday
const SUN = at('2026-05-24T21:00:00'); // Sunday, the last day of the week
const MON = at('2026-05-25T08:00:00'); // Monday, the first day of the next week
const NEW_YEAR_EVE = at('2026-12-30T12:00:00');

describe('resolveTravelDates', () => {
  it.each<[string, number, string, string]>([
    ['今天北京飞上海', WED, '2026-05-20', '2026-05-20'],
    // The day said first is the outbound one; 十一 alone is 国庆, 十一号 a day of the month.
    ['北京到大连往返，明天去后天回', FRI, '2026-05-23', '2026-05-23'],
    ['下周一北京飞上海，周五回来', FRI, '2026-05-25', '2026-05-25'],
    ['十一想从上海飞去深圳', FRI, '2026-10-01', '2026-10-01'],
    ['十一号上海飞深圳', WED, '2026-06-11', '2026-06-11'],
    ['国庆上海飞西安', FRI, '2026-10-01', '2026-10-01'],
    ['十一黄金周去三亚', FRI, '2026-10-01', '2026-10-01'],
    ['端午北京飞成都', FRI, '2026-06-19', '2026-06-19'],
    ['中秋节回家', FRI, '2026-09-25', '2026-09-25'],
    ['春节回家的机票', FRI, '2027-02-06', '2027-02-06'],
    ['除夕', FRI, '2027-02-05', '2027-02-05'],
    ['元旦', FRI, '2027-01-01', '2027-01-01'],
    ['清明', FRI, '2027-04-05', '2027-04-05'],
    ['五一', WED, '2027-05-01', '2027-05-01'],
    ['元宵节', NEW_YEAR_EVE, '2027-02-20', '2027-02-20'],
    ['七夕', FRI, '2026-08-19', '2026-08-19'],
    ['月底北京飞上海', FRI, '2026-05-31', '2026-05-31'],
    ['下个月底', FRI, '2026-06-30', '2026-06-30'],
    ['下个月5号', FRI, '2026-06-05', '2026-06-05'],
    ['月底', NEW_YEAR_EVE, '2026-12-31', '2026-12-31'],
    ['明天', WED, '2026-05-21', '2026-05-21'],
    ['后天上海到深圳', WED, '2026-05-22', '2026-05-22'],
    ['大后天', WED, '2026-05-23', '2026-05-23'],
    ['下周五北京飞上海', WED, '2026-05-29', '2026-05-29'],
    ['下周五北京飞上海', FRI, '2026-05-29', '2026-05-29'],
    ['这周五', FRI, '2026-05-22', '2026-05-22'],
    ['周五', FRI, '2026-05-22', '2026-05-22'],
    ['周四', FRI, '2026-05-28', '2026-05-28'],
    ['星期一', WED, '2026-05-25', '2026-05-25'],
    ['礼拜天', WED, '2026-05-24', '2026-05-24'],
    ['下周一', SUN, '2026-05-25', '2026-05-25'],
    ['这周日', SUN, '2026-05-24', '2026-05-24'],
    ['周日', SUN, '2026-05-24', '2026-05-24'],
    ['下周日', MON, '2026-06-07', '2026-06-07'],
    ['这周日', MON, '2026-05-31', '2026-05-31'],
    ['下下周二', WED, '2026-06-02', '2026-06-02'],
    ['这周末', WED, '2026-05-23', '2026-05-24'],
    ['周末', SUN, '2026-05-24', '2026-05-24'],
    ['下周末', FRI, '2026-05-30', '2026-05-31'],
    ['下周', WED, '2026-05-25', '2026-05-31'],
    ['这周', FRI, '2026-05-22', '2026-05-24'],
    ['6月1日', WED, '2026-06-01', '2026-06-01'],
    ['六月十八号', WED, '2026-06-18', '2026-06-18'],
    ['2026-07-03', WED, '2026-07-03', '2026-07-03'],
    ['2026年7月3日', WED, '2026-07-03', '2026-07-03'],
    ['25号', WED, '2026-05-25', '2026-05-25'],
    ['十号', WED, '2026-06-10', '2026-06-10'],
    ['后天', at('2026-05-30T09:00:00'), '2026-06-01', '2026-06-01'],
    ['明天', NEW_YEAR_EVE, '2026-12-31', '2026-12-31'],
    ['大后天', NEW_YEAR_EVE, '2027-01-02', '2027-01-02'],
    ['1月5日', NEW_YEAR_EVE, '2027-01-05', '2027-01-05'],
    ['5号', NEW_YEAR_EVE, '2027-01-05', '2027-01-05'],
  ])('%s (now %d) → %s to %s', (text, now, from, to) => {
    expect(resolveTravelDates(text, now)).toMatchObject({ from, to });
  });

  it('resolves in Asia/Shanghai: 18:00 UTC on Thursday is already Friday there', () => {
    const thursdayEveningUtc = Date.parse('2026-05-21T18:00:00Z');
    expect(resolveTravelDates('明天', thursdayEveningUtc)).toMatchObject({ from: '2026-05-23' });
    expect(resolveTravelDates('下周五', thursdayEveningUtc)).toMatchObject({ from: '2026-05-29' });
  });

  it.each([['北京飞上海的机票'], ['2000元以内的耳机'], ['一日游'], ['3号线'], ['2月30日'], ['十一点的航班']])(
    'finds no date in %s',
    (text) => {
      expect(resolveTravelDates(text, WED)).toBeNull();
    },
  );

  it('keeps the words the user said, and labels the days', () => {
    const d = resolveTravelDates('下周五北京飞上海', FRI)!;
    expect(d.said).toBe('下周五');
    expect(datesLabel(d)).toBe('下周五（5月29日 周五）');
    expect(datesLabel(resolveTravelDates('6月1日', WED)!)).toBe('6月1日 周一');
    expect(describeDates({ from: '2026-05-23', to: '2026-05-24' })).toBe('5月23日 周六至5月24日 周日');
  });
});

describe('day shifts (改成第二天)', () => {
  it.each<[string, number | null]>([
    ['改成第二天', 1],
    ['晚一天呢', 1],
    ['提前一天', -1],
    ['早两天的', -2],
    ['明天的呢', null],
  ])('%s → %s', (text, days) => expect(dayShiftOf(text)).toBe(days));
});
