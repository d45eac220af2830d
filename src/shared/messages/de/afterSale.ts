import type { Translation } from '../../i18n/catalogue.ts';

export default {
  orderNotFound: 'Bestellung nicht gefunden',
  cancelOrder: 'Bestellung stornieren',
  cancelConfirm:
    '{reference} stornieren? Die Zahlung wird vollständig rückerstattet, und die Auflagennummern kommen wieder in den Verkauf.',
  keepOrder: 'Bestellung behalten',
  cancelled: 'Die Bestellung ist storniert, und die Zahlung wird rückerstattet.',
  alreadyCancelled: 'Diese Bestellung ist bereits storniert.',
  notCancellableInProduction: 'Diese Bestellung ist bereits in Produktion und kann nicht mehr storniert werden.',
  cancelWindowPassed:
    'Bestellungen können innert {unit, select, hours {{hours, plural, one {# Stunde} other {# Stunden}}} other {{minutes, plural, one {# Minute} other {# Minuten}}}} nach der Zahlung storniert werden. Bitte kontaktiere uns stattdessen.',
  refund: 'Rückerstatten',
  refundAmountLabel: 'Betrag (CHF)',
  refundReasonLabel: 'Grund',
  refundAll: 'Alles rückerstatten ({amount})',
  refundInvalidAmount: 'Bitte gib einen Betrag von mindestens CHF 0.01 mit höchstens zwei Nachkommastellen ein.',
  refundReasonRequired: 'Bitte gib einen Grund für die Rückerstattung an (höchstens 500 Zeichen).',
  refundKeyInvalid: 'Der Rückerstattung fehlt ihr Schlüssel. Bitte lade die Seite neu und versuche es erneut.',
  refundTooLarge: 'Von dieser Bestellung können höchstens noch {amount} rückerstattet werden.',
  nothingLeftToRefund: 'Diese Bestellung wurde bereits vollständig rückerstattet.',
  refundInProduction:
    'Diese Bestellung ist in Produktion und kann nicht vollständig rückerstattet werden. Setze sie zuerst auf «Ausstehend» zurück (und storniere sie dann) oder erstatte einen Teil.',
  refundNotFound: 'Rückerstattung nicht gefunden',
  refundNotRetryable: 'Nur eine fehlgeschlagene Rückerstattung kann wiederholt werden.',
  refundRequested: 'Rückerstattung angefordert. Sie gilt als rückerstattet, sobald der Zahlungsanbieter sie bestätigt.',
  refundStatus: { pending: 'Ausstehend', succeeded: 'Rückerstattet', failed: 'Fehlgeschlagen' },
  retryRefund: 'Wiederholen',
  refundProviderUnavailable:
    'Der Zahlungsanbieter war nicht erreichbar. Die Rückerstattung bleibt ausstehend; bitte versuche es gleich nochmals.',
  shippingTitle: 'Versand',
  markShipped: 'Als versandt markieren',
  updateTracking: 'Sendungsverfolgung ändern',
  carrierLabel: 'Versanddienst',
  trackingNumberLabel: 'Sendungsnummer',
  trackingNumberRequired: 'Bitte gib die Sendungsnummer des Pakets ein.',
  trackingNumberInvalid: {
    'swiss-post': 'Das sieht nicht nach einer Sendungsnummer von Swiss Post aus.',
    dhl: 'Das sieht nicht nach einer Sendungsnummer von DHL aus.',
    dpd: 'Das sieht nicht nach einer Sendungsnummer von DPD aus.',
    ups: 'Das sieht nicht nach einer Sendungsnummer von UPS aus.',
    fedex: 'Das sieht nicht nach einer Sendungsnummer von FedEx aus.',
    planzer: 'Das sieht nicht nach einer Sendungsnummer von Planzer aus.',
  },
  invalidCarrier: 'Bitte wähle einen Versanddienst aus der Liste.',
  downloadReceipt: 'Quittung herunterladen (PDF)',
} satisfies Translation<'afterSale'>;
