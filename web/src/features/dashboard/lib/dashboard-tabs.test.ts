import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_TAB, dashboardTabSearch, parseDashboardTab } from './dashboard-tabs';

describe('parseDashboardTab', () => {
  it('reads each known tab', () => {
    expect(parseDashboardTab('activity')).toBe('activity');
    expect(parseDashboardTab('watchlist')).toBe('watchlist');
    expect(parseDashboardTab('listings')).toBe('listings');
    expect(parseDashboardTab('transactions')).toBe('transactions');
    expect(parseDashboardTab('saved-searches')).toBe('saved-searches');
  });

  it('falls back to Activity for a missing, unknown or wrongly cased tab', () => {
    expect(DEFAULT_DASHBOARD_TAB).toBe('activity');
    expect(parseDashboardTab(null)).toBe('activity');
    expect(parseDashboardTab(undefined)).toBe('activity');
    expect(parseDashboardTab('')).toBe('activity');
    expect(parseDashboardTab('Watchlist')).toBe('activity');
    expect(parseDashboardTab('constructor')).toBe('activity');
  });
});

describe('dashboardTabSearch', () => {
  it('sets the tab and keeps the other parameters, without touching the original', () => {
    const current = new URLSearchParams('tab=activity&ref=mail');
    const next = dashboardTabSearch(current, 'transactions');
    expect(next.toString()).toBe('tab=transactions&ref=mail');
    expect(current.get('tab')).toBe('activity');
  });
});
