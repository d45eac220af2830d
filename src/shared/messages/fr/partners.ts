import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Pour les cafés · De l’art en dépôt-vente',
  heading: 'Vos murs, nos affiches, des bénéfices partagés.',
  intro:
    'Nous accrochons dans votre café une sélection renouvelée d’affiches A3 créées par notre communauté. Vos clients les achètent au comptoir ; vous gardez une part de chaque tirage vendu.',
  brewWithUs: 'Devenir partenaire',
  claimsHeading: 'Comment fonctionne le partenariat',
  claims: [
    {
      figure: '{price}',
      title: 'Aucun coût initial',
      text: 'Pas de stock à acheter, pas de frais. Nous livrons les tirages et le présentoir.',
    },
    {
      figure: 'Dépôt-vente',
      title: 'Vous ne payez rien tant que rien n’est vendu',
      text: 'Les tirages nous appartiennent jusqu’à ce qu’un client en achète un : les affiches invendues ne vous coûtent rien.',
    },
    { figure: '30 %', title: 'Vous gardez 30 %', text: 'De chaque tirage vendu dans votre café, versés chaque mois.' },
    {
      figure: '≈ 3×',
      title: 'Environ trois fois la marge d’un café',
      text: 'Un seul tirage vous rapporte environ trois fois ce que vous gagnez en vendant un café.',
    },
    {
      figure: 'Gratuit',
      title: 'Des tirages renouvelés, gratuitement',
      text: 'De nouvelles affiches sur vos murs à chaque saison, sans frais.',
    },
    {
      figure: 'À vous',
      title: 'Des styles signature conçus ensemble',
      text: 'Nous créons avec vous un style d’affiche signature : votre café propose des tirages que personne d’autre ne vend.',
    },
  ],
  partnersHeading: 'Ces cafés travaillent déjà avec nous',
  ctaHeading: 'Prêt à accrocher de l’art ?',
  ctaText: 'Parlez-nous de votre café, nous vous répondrons d’ici quelques jours.',
  form: {
    title: 'Devenir partenaire',
    description: 'Parlez-nous de votre café. Tous les champs sont obligatoires.',
    name: 'Votre nom',
    cafeName: 'Nom du café',
    email: 'E-mail',
    location: 'Localité',
    address: 'Adresse du café',
    submit: 'Envoyer la demande',
    sending: 'Envoi…',
    done: 'Fermer',
  },
  inquiry: {
    missingTitle: 'Informations manquantes',
    missingText: 'Veuillez remplir tous les champs.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valable.',
    tooLong: 'L’un des champs est trop long.',
    failedTitle: 'Échec de l’envoi',
    failedText: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
    sentTitle: 'Merci !',
    sentText:
      'Nous avons bien reçu votre demande et vous répondrons d’ici quelques jours. Une confirmation est en route vers votre boîte de réception.',
    received: 'Merci ! Nous vous contacterons bientôt.',
  },
  mail: {
    receivedSubject: 'Nous avons bien reçu votre demande',
    receivedPreheader: 'Nous vous répondrons d’ici quelques jours.',
    receivedText:
      'Merci de votre intérêt pour la vente de tirages {brand} dans votre café. Nous vous recontacterons d’ici quelques jours pour parler d’une première sélection de tirages, en dépôt-vente et sans aucun coût initial.',
    shopSubject: 'Demande de partenariat : {cafe} ({location})',
    shopPreheader: '{name} ({cafe}) aimerait vendre des tirages.',
    shopIntro: 'Un café souhaite devenir partenaire en dépôt-vente :',
    fields: {
      name: 'Nom',
      cafe: 'Café',
      email: 'E-mail',
      location: 'Localité',
      address: 'Adresse',
    },
  },
} satisfies Translation<'partners'>;
