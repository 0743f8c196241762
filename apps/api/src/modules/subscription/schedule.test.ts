import { describe, expect, it } from 'vitest';
import { catchUpDate, comingPeriods, orderCutOff, periodDate } from './schedule';

const oslo = { market: 'NO', zipCode: '0150' }; // Monday–Friday, 1 transit day
const nord = { market: 'NO', zipCode: '8000' }; // Wednesdays only, 2 transit days

describe('periodDate', () => {
  it('keeps a route day and moves a holiday to the next route day', () => {
    expect(periodDate(oslo, '2026-12-22')).toMatchObject({ deliveryDate: '2026-12-22', movedReason: null });
    expect(periodDate(oslo, '2026-12-25')).toMatchObject({
      deliveryDate: '2026-12-28',
      movedReason: 'holiday',
      holiday: expect.objectContaining({ en: expect.any(String) }),
    });
  });

  it('moves a non-route day or a holiday forward to the first route day', () => {
    // Saturday on a Monday–Friday route.
    expect(periodDate(oslo, '2026-11-28')).toMatchObject({
      deliveryDate: '2026-11-30',
      movedReason: 'not_route_day',
    });
    // A Wednesday-only route: 1 January 2027 (Friday, holiday) → the next Wednesday.
    expect(periodDate(nord, '2026-12-23').deliveryDate).toBe('2026-12-23');
    expect(periodDate(nord, '2027-01-01')).toMatchObject({ deliveryDate: '2027-01-06', movedReason: 'holiday' });
    // Christmas Day on a Wednesday: the next Wednesday is New Year's Day, so 8 January.
    expect(periodDate(nord, '2024-12-25')).toMatchObject({ deliveryDate: '2025-01-08', movedReason: 'holiday' });
  });

  it('lists coming periods on the rhythm of the scheduled date', () => {
    const dates = comingPeriods(oslo, '2026-12-18', 1, 3).map((p) => [p.scheduledDate, p.deliveryDate]);
    expect(dates).toEqual([
      ['2026-12-18', '2026-12-18'],
      ['2026-12-25', '2026-12-28'],
      ['2027-01-01', '2027-01-04'],
    ]);
  });
});

describe('orderCutOff and catchUpDate', () => {
  it('is 14:00 Oslo time, transit + lead working days before', () => {
    // Wednesday 2026-12-02, transit 1 + lead 1 → Monday 2026-11-30 14:00 CET.
    expect(orderCutOff(oslo, '2026-12-02', 1).toISOString()).toBe('2026-11-30T13:00:00.000Z');
  });

  it('moves a past date forward by whole intervals to the first that can still be ordered', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(catchUpDate(oslo, '2026-10-07', 2, 1, now)).toBe('2026-12-02');
    expect(catchUpDate(oslo, '2026-12-09', 2, 1, now)).toBe('2026-12-09');
  });
});
