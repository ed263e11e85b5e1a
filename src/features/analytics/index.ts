// What other features may use of analytics: recording an event, and the opt-out switch.
export { trackEvent } from './analytics';
export { AnalyticsSwitch } from './analytics-switch';
