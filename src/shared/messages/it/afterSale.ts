import type { Translation } from '../../i18n/catalogue.ts';

export default {
  orderNotFound: 'Ordine non trovato',
  cancelOrder: 'Annulla l’ordine',
  cancelConfirm:
    'Annullare {reference}? Il pagamento viene rimborsato per intero e le sue edizioni tornano in vendita.',
  keepOrder: 'Mantieni l’ordine',
  cancelled: 'L’ordine è annullato e il suo pagamento viene rimborsato.',
  alreadyCancelled: 'Questo ordine è già annullato.',
  notCancellableInProduction: 'Questo ordine è già in produzione e non può più essere annullato.',
  cancelWindowPassed:
    'Gli ordini possono essere annullati entro {unit, select, hours {{hours, plural, one {un’ora} other {# ore}}} other {{minutes, plural, one {un minuto} other {# minuti}}}} dal pagamento. In questo caso contattaci.',
  refund: 'Rimborsa',
  refundAmountLabel: 'Importo (CHF)',
  refundReasonLabel: 'Motivo',
  refundAll: 'Rimborsa tutto ({amount})',
  refundInvalidAmount: 'Inserisci un importo di almeno CHF 0.01 con al massimo due decimali.',
  refundReasonRequired: 'Indica un motivo per il rimborso (al massimo 500 caratteri).',
  refundKeyInvalid: 'Alla richiesta di rimborso manca la chiave. Ricarica la pagina e riprova.',
  refundTooLarge: 'Di questo ordine si possono ancora rimborsare al massimo {amount}.',
  nothingLeftToRefund: 'Questo ordine è già stato rimborsato per intero.',
  refundInProduction:
    'Questo ordine è in produzione: non può essere rimborsato per intero. Riportalo prima a «In sospeso» (poi annullalo) o rimborsane una parte.',
  refundNotFound: 'Rimborso non trovato',
  refundNotRetryable: 'Si può ripetere solo un rimborso non riuscito.',
  refundRequested: 'Rimborso richiesto. Risulta rimborsato appena il fornitore di pagamento lo conferma.',
  refundStatus: { pending: 'In sospeso', succeeded: 'Rimborsato', failed: 'Non riuscito' },
  retryRefund: 'Riprova',
  refundProviderUnavailable:
    'Il fornitore di pagamento non è raggiungibile. Il rimborso resta in sospeso; riprova tra un momento.',
  shippingTitle: 'Spedizione',
  markShipped: 'Segna come spedito',
  updateTracking: 'Aggiorna il tracciamento',
  carrierLabel: 'Corriere',
  trackingNumberLabel: 'Numero di tracciamento',
  trackingNumberRequired: 'Inserisci il numero di tracciamento del pacco.',
  trackingNumberInvalid: {
    'swiss-post': 'Questo non sembra un numero di tracciamento di Swiss Post.',
    dhl: 'Questo non sembra un numero di tracciamento di DHL.',
    dpd: 'Questo non sembra un numero di tracciamento di DPD.',
    ups: 'Questo non sembra un numero di tracciamento di UPS.',
    fedex: 'Questo non sembra un numero di tracciamento di FedEx.',
    planzer: 'Questo non sembra un numero di tracciamento di Planzer.',
  },
  invalidCarrier: 'Scegli un corriere dall’elenco.',
  downloadReceipt: 'Scarica la ricevuta (PDF)',
} satisfies Translation<'afterSale'>;
