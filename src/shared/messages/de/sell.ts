import type { Translation } from '../../i18n/catalogue.ts';

export default {
  title: 'Verkaufe dein Poster',
  description:
    'Veröffentliche dieses Poster als nummerierte Edition im Katalog. Wir prüfen jedes Poster, bevor es online geht.',
  nameLabel: 'Name des Posters',
  namePlaceholder: 'Sonnenuntergang über dem Genfersee',
  cityLabel: 'Ort',
  cityPlaceholder: 'Luzern',
  momentLinkLabel: 'Link zum Moment (optional)',
  momentLinkPlaceholder: 'https://…',
  momentLinkHint: 'Ein Link zum Moment hinter dem Poster: ein Post, ein Video, ein Artikel.',
  totalSupplyLabel: 'Auflage',
  pricePerUnitLabel: 'Preis pro Druck (CHF)',
  summary: '{totalSupply, plural, one {# Druck} other {# Drucke}} zu je {price}',
  royalty: 'Du verdienst {royalty} pro verkauftem Druck ({rate} %)',
  agreeBefore: 'Ich akzeptiere die ',
  agreeLink: 'Bedingungen für Kreative',
  submit: 'Zur Prüfung einreichen',
  submitting: 'Wird eingereicht …',
  cancel: 'Abbrechen',
  submittedTitle: 'Zur Prüfung eingereicht',
  submittedText:
    'Danke! Unser Team prüft jedes Poster, meist innerhalb von zwei Arbeitstagen. Nach der Freigabe erscheint es im Katalog und in deinem Dashboard als «Öffentlich»; bis dahin steht es auf «In Prüfung».',
  needPosterAndVerifiedEmail:
    'Bevor du verkaufen kannst, musst du ein Poster erstellen und deine E-Mail-Adresse bestätigen.',
  invalidPosterUrl: 'Ungültiges Format der Poster-URL. Bitte versuche es noch einmal.',
  posterAlt: 'Das Poster, das du verkaufst',

  terms: {
    title: 'Bedingungen für Kreative',
    intro: 'Diese Bedingungen gelten, wenn du ein Poster im Katalog veröffentlichst und Drucke davon verkaufst.',
    sections: [
      {
        heading: 'Deine Einnahmen',
        text: 'Du erhältst 16 % Provision auf jeden verkauften Druck einer Standardedition und bis zu 70 % bei limitierten Editionen, je nach Auflage und Preis. Die Einnahmen werden auf dem Preis berechnet, den die Käuferin oder der Käufer bezahlt, ohne Versand und MWST.',
      },
      {
        heading: 'Auszahlungen',
        text: 'Die Auszahlung erfolgt monatlich in Schweizer Franken (CHF) auf das Auszahlungskonto, das du in den Einstellungen hinterlegt hast. Die Einnahmen eines Monats werden im Folgemonat ausbezahlt, sobald die Bestellungen nicht mehr storniert werden können.',
      },
      {
        heading: 'Prüfung',
        text: 'Jedes Poster wird geprüft, bevor es im Katalog erscheint. Wir können ein Poster ohne Angabe von Gründen ablehnen und es später entfernen, wenn es gegen diese Bedingungen verstösst.',
      },
      {
        heading: 'Deine Rechte und unsere',
        text: 'Du bestätigst, dass dir das Foto oder Video hinter dem Poster gehört oder du es verwenden darfst, und dass es niemanden gegen seinen Willen zeigt. Das Urheberrecht bleibt bei dir; du räumst uns das Recht ein, das Poster zu drucken, zu zeigen und zu verkaufen, solange es veröffentlicht ist.',
      },
      {
        heading: 'Veröffentlichung zurückziehen',
        text: 'Du kannst ein Poster jederzeit in deinem Dashboard aus dem Katalog nehmen. Bereits verkaufte Drucke werden trotzdem gedruckt und geliefert, und ihre Einnahmen bleiben deine.',
      },
    ],
    close: 'Schliessen',
  },

  termsRequired: 'Um dein Poster zu verkaufen, musst du die Bedingungen akzeptieren.',
  nameRequired: 'Bitte gib einen Namen für dein Poster ein.',
  nameTooLong: 'Der Name deines Posters darf höchstens 100 Zeichen lang sein.',
  cityRequired: 'Bitte gib den Ort ein, an dem das Poster entstanden ist.',
  cityTooLong: 'Der Ort darf höchstens 100 Zeichen lang sein.',
  momentLinkInvalid: 'Bitte gib eine gültige URL für den Link zum Moment ein.',
  totalSupplyInvalid: 'Die Auflage muss eine ganze Zahl von 1 bis 1000 sein.',
  pricePerUnitInvalid: 'Der Preis muss zwischen CHF 5.00 und CHF 500.00 liegen, mit höchstens zwei Nachkommastellen.',
  totalSupplyBelowSold:
    'Die Auflage darf nicht kleiner sein als die {sold, plural, one {# bereits verkaufte Druck} other {# bereits verkauften Drucke}}.',

  missingPosterInformation: 'Angaben zum Poster fehlen. Bitte versuche es noch einmal.',
  imageNotFound: 'Das zu veröffentlichende Bild wurde nicht gefunden',
  publishProblem: 'Beim Veröffentlichen deines Bildes ist ein Problem aufgetreten: {message}',
  checkConnection: 'Bitte prüfe deine Internetverbindung.',
  tryAgain: 'Bitte versuche es noch einmal.',
  unableToSellTitle: 'Verkauf nicht möglich',
  invalidPosterId: 'Dieser Poster-Link ist ungültig.',
  posterNotFound: 'Dieses Poster wurde nicht gefunden.',

  submittedForReview: 'Dein Poster wurde zur Prüfung eingereicht. Es erscheint im Katalog, sobald es freigegeben ist.',
  unpublished: 'Dein Poster wurde aus dem Katalog genommen.',

  notPendingReview: 'Dieses Poster wartet nicht auf eine Prüfung.',
  approved: 'Das Poster ist jetzt im Katalog.',
  rejected: 'Das Poster wurde abgelehnt und an die Urheberin oder den Urheber zurückgegeben.',

  statusPublic: 'Öffentlich',
  statusInReview: 'In Prüfung',
  statusRejected: 'Abgelehnt',
  rejectedOn: 'Am {date} nicht in den Katalog aufgenommen.',
  rejectedAgain: 'Veröffentliche es erneut, um es wieder zur Prüfung zu senden.',
  /** On the create page, where 'Sell' was, once the poster is submitted. */
  inReviewHint: 'Zum Verkauf eingereicht: Es erscheint im Katalog, sobald es freigegeben ist.',

  rejectedMail: {
    subject: '{brand}: {title} wurde nicht in den Katalog aufgenommen',
    yourPoster: 'dein Poster',
    quotedName: '«{name}»',
    preheader: 'Dein Poster ist wieder privat; du kannst es bearbeiten und erneut veröffentlichen.',
    greeting: 'Hallo @{username},',
    body: 'Danke, dass du {poster} eingereicht hast. Nach der Prüfung wurde es nicht in den Katalog von {brand} aufgenommen und ist wieder privat.',
    reviewerNote: 'Anmerkung der Prüfung: {reason}',
    stillYours: 'Es bleibt in deinem Dashboard: Du kannst es weiterhin bestellen oder erneut veröffentlichen.',
    openDashboard: 'Dashboard öffnen',
  },
} satisfies Translation<'sell'>;
