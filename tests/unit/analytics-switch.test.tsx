import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { AnalyticsSwitch } from '../../src/features/analytics/analytics-switch';
import { setAnalyticsOptOut } from '../../src/features/analytics/analytics-consent';

const messages = JSON.parse(
  readFileSync(new URL('../../src/i18n/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const render = () =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={messages}>
      <AnalyticsSwitch />
    </IntlProvider>,
  );

describe('AnalyticsSwitch', () => {
  it('is a labelled, described switch button that reflects the opt-out', () => {
    setAnalyticsOptOut(false);
    const on = render();
    expect(on).toMatch(/<button type="button" role="switch" aria-checked="true"/);
    const labelledBy = on.match(/aria-labelledby="([^"]+)"/)?.[1];
    const describedBy = on.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(on).toContain(`id="${labelledBy}"`);
    expect(on).toContain(`id="${describedBy}"`);
    expect(on).toContain(messages['analytics.label']);

    setAnalyticsOptOut(true);
    expect(render()).toMatch(/role="switch" aria-checked="false"/);
  });
});
