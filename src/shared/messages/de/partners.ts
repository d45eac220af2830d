import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Für Cafés · Kunst auf Kommission',
  heading: 'Deine Wände, unsere Poster, gemeinsamer Gewinn.',
  intro:
    'Wir hängen eine wechselnde Auswahl von A3-Postern aus unserer Community in deinem Café auf. Deine Gäste kaufen sie an der Theke, und du behältst einen Anteil an jedem verkauften Druck.',
  brewWithUs: 'Mach mit',
  claimsHeading: 'So funktioniert die Partnerschaft',
  claims: [
    {
      figure: '{price}',
      title: 'Keine Vorabkosten',
      text: 'Kein Lager, keine Gebühren. Wir liefern die Drucke und die Präsentation.',
    },
    {
      figure: 'Kommission',
      title: 'Du zahlst nichts, bis ein Druck verkauft ist',
      text: 'Die Drucke gehören uns, bis ein Gast einen kauft. Unverkaufte Poster kosten dich nichts.',
    },
    {
      figure: '30 %',
      title: 'Du behältst 30 %',
      text: 'Von jedem Druck, der in deinem Café verkauft wird, monatlich ausbezahlt.',
    },
    {
      figure: '≈ 3×',
      title: 'Rund dreimal so viel Gewinn wie ein Kaffee',
      text: 'Ein einziger Druck bringt dir etwa dreimal so viel wie der Verkauf eines Kaffees.',
    },
    {
      figure: 'Gratis',
      title: 'Wechselnde Drucke, gratis',
      text: 'Jede Saison frische Poster an deinen Wänden, ohne Kosten.',
    },
    {
      figure: 'Exklusiv',
      title: 'Eigene Signature-Stile',
      text: 'Wir entwickeln mit dir einen eigenen Posterstil, damit dein Café Drucke hat, die es nirgends sonst gibt.',
    },
  ],
  partnersHeading: 'Cafés, die schon mit uns zusammenarbeiten',
  ctaHeading: 'Bereit für etwas Kunst an der Wand?',
  ctaText: 'Erzähl uns von deinem Café, wir melden uns innert weniger Tage.',
  form: {
    title: 'Mach mit',
    description: 'Erzähl uns von deinem Café. Alle Felder sind Pflichtfelder.',
    name: 'Dein Name',
    cafeName: 'Name des Cafés',
    email: 'E-Mail',
    location: 'Ort',
    address: 'Adresse des Cafés',
    submit: 'Anfrage senden',
    sending: 'Wird gesendet …',
    done: 'Schliessen',
  },
  inquiry: {
    missingTitle: 'Angaben fehlen',
    missingText: 'Bitte fülle alle Felder aus.',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    tooLong: 'Eines der Felder ist zu lang.',
    failedTitle: 'Senden fehlgeschlagen',
    failedText: 'Etwas ist schiefgelaufen. Bitte versuche es später noch einmal.',
    sentTitle: 'Vielen Dank!',
    sentText:
      'Wir haben deine Anfrage erhalten und melden uns innert weniger Tage. Eine Bestätigung ist unterwegs in dein Postfach.',
    received: 'Vielen Dank! Wir melden uns.',
  },
  mail: {
    receivedSubject: 'Wir haben deine Anfrage erhalten',
    receivedPreheader: 'Wir melden uns innert weniger Tage.',
    receivedText:
      'Vielen Dank für dein Interesse, Drucke von {brand} in deinem Café zu verkaufen. Wir melden uns innert weniger Tage, um eine erste Auswahl an Drucken zu besprechen: auf Kommission und ohne Vorabkosten.',
    shopSubject: 'Partneranfrage: {cafe} ({location})',
    shopPreheader: '{name} ({cafe}) möchte Drucke verkaufen.',
    shopIntro: 'Ein Café möchte Kommissionspartner werden:',
    fields: {
      name: 'Name',
      cafe: 'Café',
      email: 'E-Mail',
      location: 'Ort',
      address: 'Adresse',
    },
  },
} satisfies Translation<'partners'>;
