/**
 * The calendar day in China (Asia/Shanghai) as `YYYY-MM-DD`: flights, price history and relative
 * dates ("明天", "下周五") are all China days, whatever the device's or the server's time zone.
 * China has no daylight saving time, so a fixed +8 h offset is exact and needs no time-zone database.
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

export const chinaDay = (epochMs: number): string => new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
