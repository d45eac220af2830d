import type { Translation } from '../../i18n/catalogue.ts';

export default {
  creditsLabel: '{count, plural, one {# credito di creazione} other {# crediti di creazione}}',
  unlimitedCreditsLabel: 'Crediti di creazione illimitati',
  buyCredits: 'Acquista altri crediti',
  manageMembership: 'Abbonamento Artistic Collective',

  purchase: {
    title: 'Acquista crediti',
    description: 'Ogni poster che crei usa un credito. I crediti non scadono mai.',
    packCredits: '{count, plural, one {# credito} other {# crediti}}',
    perCredit: '{price} a poster',
    continue: 'Procedi al pagamento',
    preparing: 'Preparazione…',
    payTitle: 'Paga i tuoi crediti',
    loadFailed: 'Non è stato possibile caricare i pacchetti di crediti. Riprova.',
    retry: 'Riprova',
    doneTitle: 'Crediti aggiunti',
    doneText:
      '{count, plural, one {È stato aggiunto # credito.} other {Sono stati aggiunti # crediti.}} Ora ne hai {balance}.',
    keepCreating: 'Continua a creare',
    membershipHint: 'Crei molto? Con l’abbonamento è illimitato.',
    seeMembership: 'Scopri l’abbonamento',
    errorTitle: 'Errore',
    buyFailed: 'Non è stato possibile avviare l’acquisto. Riprova.',
    completeFailed:
      'Il pagamento è andato a buon fine, ma i crediti non sono ancora stati aggiunti. Contatta l’assistenza.',
  },
} satisfies Translation<'credits'>;
