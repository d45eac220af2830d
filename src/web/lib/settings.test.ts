import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings.ts';

describe('app settings from the meta tag', () => {
  it('reads the settings the server writes', () => {
    const content = JSON.stringify({
      brandName: 'Plakat',
      gaMeasurementId: 'G-TEST123',
      stripePublishableKey: 'pk_test_123',
      paymentProvider: 'stripe',
      freeCredits: 3,
      posterEngine: 'openai',
    });
    expect(parseSettings(content)).toEqual({
      brandName: 'Plakat',
      gaMeasurementId: 'G-TEST123',
      stripePublishableKey: 'pk_test_123',
      paymentProvider: 'stripe',
      freeCredits: 3,
      posterEngine: 'openai',
    });
  });

  it('falls back to Affiche, no analytics and the sandbox when the tag is empty or broken', () => {
    const defaults = {
      brandName: 'Affiche',
      gaMeasurementId: null,
      stripePublishableKey: null,
      paymentProvider: 'sandbox',
      freeCredits: 0,
      posterEngine: 'local',
    };
    expect(parseSettings('{}')).toEqual(defaults);
    expect(parseSettings('not json')).toEqual(defaults);
    expect(parseSettings(JSON.stringify({ brandName: '  ', gaMeasurementId: null, freeCredits: 'many' }))).toEqual(
      defaults,
    );
  });
});
