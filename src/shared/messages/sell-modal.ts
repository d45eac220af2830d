/**
 * The words of the sell modal and the creator terms dialog in the browser (spec 001 §2, §5, §8, §9). The
 * validation and server messages live in sell.ts beside this file; prices are in CHF.
 */
export const sellModalMessages = {
  title: 'Sell your poster',
  description: 'Publish this poster to the catalogue as a numbered edition. We review every poster before it goes live.',
  nameLabel: 'Poster name',
  namePlaceholder: 'Sunset over Lake Geneva',
  cityLabel: 'City',
  cityPlaceholder: 'Lausanne',
  momentLinkLabel: 'Moment link (optional)',
  momentLinkPlaceholder: 'https://…',
  momentLinkHint: 'A link to the moment behind the poster: a post, a video, an article.',
  totalSupplyLabel: 'Edition size',
  pricePerUnitLabel: 'Price per print (CHF)',
  summary: (totalSupply: number, price: string) => `${totalSupply} ${totalSupply === 1 ? 'print' : 'prints'} at ${price} CHF each`,
  agreeBefore: 'I agree to the ',
  agreeLink: 'creator terms and conditions',
  submit: 'Submit for review',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  submittedTitle: 'Submitted for review',
  submittedText:
    'Thank you! Our team reviews every poster, usually within two working days. Once approved it appears in the catalogue and on your dashboard as Public; until then it shows as In Review.',
  needPosterAndVerifiedEmail: 'You need to create a poster and verify your email before selling.',
  invalidPosterUrl: 'Invalid poster URL format. Please try again.',
  posterAlt: 'The poster you are selling',
} as const;

/** The creator terms (spec 001 §9: 16% on standard editions, up to 70% on limited editions, monthly payouts). */
export const creatorTerms = {
  title: 'Creator terms and conditions',
  intro: 'These terms apply when you publish a poster to the catalogue and sell prints of it.',
  sections: [
    {
      heading: 'Your earnings',
      text: 'You earn a 16% commission on every print sold of a standard edition, and up to 70% on limited editions, depending on the edition size and price. Earnings are calculated on the price paid by the buyer, excluding shipping and VAT.',
    },
    {
      heading: 'Payouts',
      text: 'Payouts are made monthly, in Swiss francs (CHF), to the payout account you set up in Settings. Earnings of a month are paid out in the following month once the orders can no longer be cancelled.',
    },
    {
      heading: 'Review',
      text: 'Every poster is reviewed before it appears in the catalogue. We may decline a poster without giving reasons, and remove one later if it breaks these terms.',
    },
    {
      heading: 'Your rights and ours',
      text: 'You confirm that you own the photo or video behind the poster, or have the right to use it, and that it shows nobody against their will. You keep the copyright; you grant us the right to print, show and sell the poster for as long as it is published.',
    },
    {
      heading: 'Unpublishing',
      text: 'You can unpublish a poster at any time from your dashboard. Prints already sold are still printed and delivered, and their earnings remain yours.',
    },
  ],
  close: 'Close',
} as const;
