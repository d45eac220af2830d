import { describe, expect, it } from 'vitest';
import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { SHIPPING_COUNTRIES } from '../../../shared/countries.ts';
import { parseDeliveryDays, parseHolidays } from '../../../shared/delivery.ts';
import type { DeliveryRules } from '../../../shared/delivery.ts';
import { posterStructuredData } from './share-page.ts';

/**
 * A poster's offer as schema.org defines its types (https://schema.org/Offer, /OfferShippingDetails,
 * /ShippingDeliveryTime, /MerchantReturnPolicy and the values they hold): every property used must be one the type
 * (or a type it inherits from) defines, and every value of the types and enumerations its range allows. The lists are
 * schema.org's, written here as the validator.
 */
const thing = [
  'additionalType',
  'alternateName',
  'description',
  'disambiguatingDescription',
  'identifier',
  'image',
  'mainEntityOfPage',
  'name',
  'potentialAction',
  'sameAs',
  'subjectOf',
  'url',
];
const properties: Record<string, string[]> = {
  Offer: [
    ...thing,
    'acceptedPaymentMethod',
    'addOn',
    'advanceBookingRequirement',
    'aggregateRating',
    'areaServed',
    'asin',
    'availability',
    'availabilityEnds',
    'availabilityStarts',
    'availableAtOrFrom',
    'availableDeliveryMethod',
    'businessFunction',
    'category',
    'checkoutPageURLTemplate',
    'deliveryLeadTime',
    'eligibleCustomerType',
    'eligibleDuration',
    'eligibleQuantity',
    'eligibleRegion',
    'eligibleTransactionVolume',
    'gtin',
    'gtin12',
    'gtin13',
    'gtin14',
    'gtin8',
    'hasAdultConsideration',
    'hasGS1DigitalLink',
    'hasMeasurement',
    'hasMerchantReturnPolicy',
    'includesObject',
    'ineligibleRegion',
    'inventoryLevel',
    'isFamilyFriendly',
    'itemCondition',
    'itemOffered',
    'leaseLength',
    'mobileUrl',
    'mpn',
    'offeredBy',
    'price',
    'priceCurrency',
    'priceSpecification',
    'priceValidUntil',
    'review',
    'seller',
    'serialNumber',
    'shippingDetails',
    'sku',
    'validFrom',
    'validThrough',
    'warranty',
  ],
  OfferShippingDetails: [
    ...thing,
    'deliveryTime',
    'depth',
    'doesNotShip',
    'hasShippingService',
    'height',
    'shippingDestination',
    'shippingLabel',
    'shippingOrigin',
    'shippingRate',
    'shippingSettingsLink',
    'transitTimeLabel',
    'validForMemberTier',
    'weight',
    'width',
  ],
  ShippingDeliveryTime: [...thing, 'businessDays', 'cutoffTime', 'handlingTime', 'transitTime'],
  MerchantReturnPolicy: [
    ...thing,
    'additionalProperty',
    'applicableCountry',
    'customerRemorseReturnFees',
    'customerRemorseReturnLabelSource',
    'customerRemorseReturnShippingFeesAmount',
    'inStoreReturnsOffered',
    'itemCondition',
    'itemDefectReturnFees',
    'itemDefectReturnLabelSource',
    'itemDefectReturnShippingFeesAmount',
    'merchantReturnDays',
    'merchantReturnLink',
    'refundType',
    'restockingFee',
    'returnFees',
    'returnLabelSource',
    'returnMethod',
    'returnPolicyCategory',
    'returnPolicyCountry',
    'returnPolicySeasonalOverride',
    'returnShippingFeesAmount',
    'validForMemberTier',
  ],
  QuantitativeValue: [
    ...thing,
    'additionalProperty',
    'maxValue',
    'minValue',
    'unitCode',
    'unitText',
    'value',
    'valueReference',
  ],
  MonetaryAmount: [...thing, 'currency', 'maxValue', 'minValue', 'validFrom', 'validThrough', 'value'],
  DefinedRegion: [...thing, 'addressCountry', 'addressRegion', 'postalCode', 'postalCodePrefix', 'postalCodeRange'],
  OpeningHoursSpecification: [...thing, 'closes', 'dayOfWeek', 'opens', 'validFrom', 'validThrough'],
  Organization: [...thing, 'address', 'email', 'legalName', 'logo', 'telephone', 'vatID'],
};

// https://schema.org/AggregateOffer: an Offer, and the range of the offers it stands for
properties.AggregateOffer = [...properties.Offer!, 'highPrice', 'lowPrice', 'offerCount', 'offers'];

/** The types (or enumeration members) a property's value may be, where the offer uses it. */
const ranges: Record<string, string[]> = {
  shippingDetails: ['OfferShippingDetails'],
  hasMerchantReturnPolicy: ['MerchantReturnPolicy'],
  deliveryTime: ['ShippingDeliveryTime'],
  handlingTime: ['QuantitativeValue'],
  transitTime: ['QuantitativeValue'],
  shippingRate: ['MonetaryAmount'],
  shippingDestination: ['DefinedRegion'],
  businessDays: ['OpeningHoursSpecification'],
  inventoryLevel: ['QuantitativeValue'],
  seller: ['Organization', 'Person'],
};
const enumerations: Record<string, string[]> = {
  availability: ['InStock', 'SoldOut', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability'].map(
    (value) => `https://schema.org/${value}`,
  ),
  returnPolicyCategory: [
    'MerchantReturnFiniteReturnWindow',
    'MerchantReturnNotPermitted',
    'MerchantReturnUnlimitedWindow',
    'MerchantReturnUnspecified',
  ].map((value) => `https://schema.org/${value}`),
  itemDefectReturnFees: [
    'FreeReturn',
    'OriginalShippingFees',
    'RestockingFees',
    'ReturnFeesCustomerResponsibility',
    'ReturnShippingFees',
  ].map((value) => `https://schema.org/${value}`),
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'].map(
    (value) => `https://schema.org/${value}`,
  ),
};

/** Every problem found in a schema.org value, with its path. */
function validate(value: unknown, path: string, problems: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => validate(item, `${path}[${index}]`, problems));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  const type = node['@type'];
  if (typeof type !== 'string') {
    problems.push(`${path}: no single @type`);
    return;
  }
  const allowed = properties[type];
  if (!allowed) {
    problems.push(`${path}: ${type} is not a type this validator knows`);
    return;
  }
  for (const [name, child] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    if (!allowed.includes(name)) problems.push(`${path}.${name}: not a property of ${type}`);
    const values = Array.isArray(child) ? child : [child];
    if (ranges[name]) {
      for (const each of values) {
        const childType = (each as { '@type'?: unknown })?.['@type'];
        if (typeof childType !== 'string' || !ranges[name].includes(childType))
          problems.push(`${path}.${name}: ${String(childType ?? each)} is not one of ${ranges[name].join(', ')}`);
      }
    }
    if (enumerations[name]) {
      for (const each of values)
        if (!enumerations[name].includes(each as string)) problems.push(`${path}.${name}: ${String(each)}`);
    }
    validate(child, `${path}.${name}`, problems);
  }
}

const poster: CataloguePoster = {
  id: 42,
  imageUrl: '/api/storage-image/thumbnails/42.webp',
  fullImageUrl: '/api/storage-image/previews/42.webp',
  usingThumbnail: true,
  generatedPath: 'previews/42.webp',
  previewUrl: '/api/storage-image/previews/42.webp',
  thumbnailUrl: '/api/storage-image/thumbnails/42.webp',
  pictures: null,
  style: 'alpine',
  createdAt: '2026-11-01T10:00:00.000Z',
  username: 'mia',
  name: 'Jungfrau',
  city: 'Interlaken',
  totalSupply: 50,
  soldCount: 3,
  pricePerUnit: 35,
  remainingSupply: 47,
  isAvailable: true,
  momentLink: null,
  compressedVideoPath: null,
  videoFrameTimestamp: null,
  shownPhotoWidth: 3000,
};
const rules: DeliveryRules = {
  productionDays: 3,
  transitDays: parseDeliveryDays('ch:1-2,eu:4-7,uk:5-9'),
  cancelWindowMinutes: 90,
  holidays: parseHolidays('12-25'),
};
const data = posterStructuredData(poster, {
  url: 'https://shop.example.ch/posters/42-jungfrau',
  creator: 'mia',
  description: 'A poster',
  publicUrl: 'https://shop.example.ch',
  brandName: 'Affiche',
  deliveryRules: rules,
});

describe('a poster’s offer as schema.org defines it', () => {
  it('uses only the properties and values its types define', () => {
    const problems: string[] = [];
    validate(data.offers, 'offers', problems);
    expect(problems).toEqual([]);
  });

  it('the validator itself refuses a property a type does not have and a value outside a range', () => {
    const problems: string[] = [];
    validate(
      {
        '@type': 'Offer',
        shippingDetails: { '@type': 'ShippingDeliveryTime', transitTime: 2 },
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          returnPolicyCategory: 'NoReturns',
          deliveryTime: 1,
        },
      },
      'offer',
      problems,
    );
    expect(problems).toEqual([
      'offer.shippingDetails: ShippingDeliveryTime is not one of OfferShippingDetails',
      'offer.shippingDetails.transitTime: 2 is not one of QuantitativeValue',
      'offer.hasMerchantReturnPolicy.returnPolicyCategory: NoReturns',
      'offer.hasMerchantReturnPolicy.deliveryTime: not a property of MerchantReturnPolicy',
      'offer.hasMerchantReturnPolicy.deliveryTime: 1 is not one of ShippingDeliveryTime',
    ]);
  });

  it('offers every size and finish: from A4 bare to A1 framed with a passe-partout, 28 offers in CHF', () => {
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      // 35 CHF for A3: A4 at the table's ratio (19.90 / 29.95), A1 likewise (69.90 / 29.95) plus frame and mount
      lowPrice: '23.30',
      highPrice: '174.50',
      offerCount: 28,
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
    });
    expect(data.offers).not.toHaveProperty('price');
    const own = posterStructuredData(
      { ...poster, pricePerUnit: 29.95 },
      {
        url: 'https://shop.example.ch/posters/42-jungfrau',
        creator: 'mia',
        description: 'A poster',
        publicUrl: 'https://shop.example.ch',
        brandName: 'Affiche',
        deliveryRules: rules,
      },
    );
    // the table's own amounts: A4 19.90; A1 69.90 + oak 69.90 + mount 22.90
    expect([own.offers.lowPrice, own.offers.highPrice]).toEqual(['19.90', '162.70']);
  });

  it('ships free to the 32 countries in three groups, with the configured handling and transit days', () => {
    const shipping = data.offers.shippingDetails;
    expect(shipping).toHaveLength(3);
    const countries = shipping.flatMap((group) => group.shippingDestination.map((region) => region.addressCountry));
    expect(countries.toSorted()).toEqual(SHIPPING_COUNTRIES.map((c) => (c.code === 'UK' ? 'GB' : c.code)).toSorted());
    for (const group of shipping)
      expect(group.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: 0, currency: 'CHF' });
    const swiss = shipping.find((group) => group.shippingDestination.some((region) => region.addressCountry === 'CH'))!;
    expect(swiss.shippingDestination.map((region) => region.addressCountry).toSorted()).toEqual(['CH', 'LI']);
    expect(swiss.deliveryTime.handlingTime).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 3,
      maxValue: 4,
      unitCode: 'DAY',
    });
    expect(swiss.deliveryTime.transitTime).toMatchObject({ minValue: 1, maxValue: 2, unitCode: 'DAY' });
    const uk = shipping.find((group) => group.shippingDestination.some((region) => region.addressCountry === 'GB'))!;
    expect(uk.deliveryTime.transitTime).toMatchObject({ minValue: 5, maxValue: 9 });
  });

  it('states the returns policy: made to order, not returnable, defects free, with the page', () => {
    expect(data.offers.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      itemDefectReturnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: 'https://shop.example.ch/returns',
    });
    expect(data.offers.hasMerchantReturnPolicy.applicableCountry).toHaveLength(32);
  });
});
