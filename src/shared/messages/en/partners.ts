/**
 * /partners, the café-partner pitch (docs/product/community.md#partners-and-the-inquiry): the page, the inquiry form,
 * its answers and its mails.
 */
export default {
  kicker: 'For cafés · Consignment art',
  heading: 'Your walls, our posters, shared profit.',
  intro:
    'We hang a rotating selection of A3 posters made by our community in your café. Guests buy them at the counter; you keep a share of every print sold.',
  brewWithUs: 'Brew with us',
  claimsHeading: 'How the partnership works',
  claims: [
    {
      figure: '{price}',
      title: 'No upfront cost',
      text: 'No stock to buy and no fees. We deliver the prints and the display.',
    },
    {
      figure: 'Consignment',
      title: 'Pay nothing until it sells',
      text: 'Prints stay ours until a guest buys one, so unsold posters cost you nothing.',
    },
    { figure: '30%', title: 'You keep 30%', text: 'Of every print sold in your café, paid out every month.' },
    {
      figure: '≈ 3×',
      title: 'About triple the profit of a coffee',
      text: 'A single print earns you about three times what you make selling a coffee alone.',
    },
    { figure: 'Free', title: 'Free rotating prints', text: 'Fresh posters on your walls every season, at no charge.' },
    {
      figure: 'Yours',
      title: 'Co-designed signature styles',
      text: 'We design a signature poster style with you, so your café has prints no one else sells.',
    },
  ],
  partnersHeading: 'Cafés already brewing with us',
  ctaHeading: 'Ready to hang some art?',
  ctaText: 'Tell us about your café and we will get back to you within a few days.',
  form: {
    title: 'Brew with us',
    description: 'Tell us about your café. All fields are required.',
    name: 'Your name',
    cafeName: 'Café name',
    email: 'Email',
    location: 'Town or city',
    address: 'Café address',
    submit: 'Send inquiry',
    sending: 'Sending…',
    done: 'Close',
  },
  /**
   * The inquiry's answers (docs/product/community.md#partners-and-the-inquiry): the shared schema's messages are keys
   * to these.
   */
  inquiry: {
    missingTitle: 'Missing information',
    missingText: 'Please fill in all fields.',
    invalidEmail: 'Please enter a valid email address.',
    tooLong: 'One of the fields is too long.',
    failedTitle: 'Submission failed',
    failedText: 'Something went wrong. Please try again later.',
    sentTitle: 'Thank you!',
    sentText:
      'We received your inquiry and will get back to you within a few days. A confirmation is on its way to your inbox.',
    received: 'Thank you! We will be in touch.',
  },
  /** The acknowledgement to the café, in the language it wrote in, and the notice to the shop. */
  mail: {
    receivedSubject: 'We received your inquiry',
    receivedPreheader: 'We will get back to you within a few days.',
    receivedText:
      'Thank you for your interest in selling {brand} prints in your café. We will get back to you within a few days to talk about a first selection of prints, on consignment and at no upfront cost.',
    shopSubject: 'Partner inquiry: {cafe} ({location})',
    shopPreheader: '{name} from {cafe} would like to sell prints.',
    shopIntro: 'A café would like to become a consignment partner:',
    fields: {
      name: 'Name',
      cafe: 'Café',
      email: 'E-mail',
      location: 'Location',
      address: 'Address',
    },
  },
} as const;
