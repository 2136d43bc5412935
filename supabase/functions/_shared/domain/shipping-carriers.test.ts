import { describe, expect, it } from 'vitest';
import { carrierName, shipmentMessages, shipmentSchema, trackingUrlFor } from './shipping-carriers.ts';

describe('shipments', () => {
  it('builds each carrier’s tracking link from the number', () => {
    expect(trackingUrlFor({ carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' })).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrlFor({ carrier: 'Purolator', trackingNumber: '329-0123-4567' })).toBe(
      'https://www.purolator.com/en/shipping/tracker?pin=329-0123-4567',
    );
    expect(
      trackingUrlFor({
        carrier: 'Other',
        trackingNumber: 'AB123',
        trackingUrl: 'https://track.example/AB123',
      }),
    ).toBe('https://track.example/AB123');
  });

  it('sends a French buyer to the carrier’s French tracking page where it has one, named in French', () => {
    const canadaPost = { carrier: 'Canada Post', trackingNumber: '7023 2101 4455 1234' } as const;
    expect(trackingUrlFor(canadaPost, 'fr')).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023210144551234',
    );
    expect(trackingUrlFor(canadaPost)).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210144551234',
    );
    expect(trackingUrlFor({ carrier: 'UPS', trackingNumber: '1Z999' }, 'fr')).toBe(
      trackingUrlFor({ carrier: 'UPS', trackingNumber: '1Z999' }),
    );
    expect(carrierName('Canada Post', 'fr')).toBe('Postes Canada');
    expect(carrierName('Canada Post')).toBe('Canada Post');
    expect(carrierName('UPS', 'fr')).toBe('UPS');
  });

  it('refuses an unknown carrier, a malformed number and Other without an https page', () => {
    const issues = (value: unknown) =>
      shipmentSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ carrier: 'Pony Express', trackingNumber: '1234' })).toEqual([shipmentMessages.carrier]);
    expect(issues({ carrier: 'UPS', trackingNumber: '<b>' })).toEqual([shipmentMessages.trackingNumber]);
    expect(issues({ carrier: 'Other', trackingNumber: '1234', trackingUrl: 'http://x' })).toEqual([
      shipmentMessages.trackingUrl,
    ]);
    expect(issues({ carrier: 'Canada Post', trackingNumber: ' 7023 2101 ' })).toEqual([]);
  });
});
