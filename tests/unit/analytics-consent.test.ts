import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_ID,
  analyticsAllowed,
  setAnalyticsOptOut,
  shouldSendAnalytics,
} from '../../src/features/analytics/analytics-consent';

describe('analytics consent', () => {
  it('sends only with a measurement id and without an opt-out', () => {
    expect(shouldSendAnalytics('G-TEST123', false)).toBe(true);
    expect(shouldSendAnalytics('G-TEST123', true)).toBe(false);
    expect(shouldSendAnalytics('', false)).toBe(false);
    expect(shouldSendAnalytics('', true)).toBe(false);
  });

  it('follows the build measurement id and the stored choice of the member', () => {
    setAnalyticsOptOut(true);
    expect(analyticsAllowed()).toBe(false);
    setAnalyticsOptOut(false);
    expect(analyticsAllowed()).toBe(MEASUREMENT_ID !== '');
  });
});
