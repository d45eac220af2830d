/**
 * The words of selling a poster (docs/product/community.md#selling-a-poster) and of its review
 * (docs/product/community.md#publishing-and-review), shared by the
 * browser and the server: the sell modal, the creator terms, the sell form's rules, the publish answers and
 * errors, the review state, and the mail a creator receives when a poster is not accepted. Prices are in CHF.
 */
export default {
  // The sell modal
  title: 'Sell your poster',
  description:
    'Publish this poster to the catalogue as a numbered edition. We review every poster before it goes live.',
  nameLabel: 'Poster name',
  namePlaceholder: 'Sunset over Lake Geneva',
  cityLabel: 'City',
  cityPlaceholder: 'Lausanne',
  momentLinkLabel: 'Moment link (optional)',
  momentLinkPlaceholder: 'https://…',
  momentLinkHint: 'A link to the moment behind the poster: a post, a video, an article.',
  totalSupplyLabel: 'Edition size',
  pricePerUnitLabel: 'Price per print (CHF)',
  summary: '{totalSupply, plural, one {# print} other {# prints}} at {price} each',
  royalty: 'You earn {royalty} per print sold ({rate}%)',
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

  /**
   * The creator terms: 16% on standard editions, up to 70% on limited editions, monthly payouts
   * (docs/product/community.md#royalties).
   */
  terms: {
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
  },

  // Validation (docs/product/community.md#selling-a-poster)
  termsRequired: 'You must agree to the terms and conditions to sell your poster.',
  nameRequired: 'Please enter a name for your poster.',
  nameTooLong: 'Your poster name can be at most 100 characters.',
  cityRequired: 'Please enter the city where the poster was created.',
  cityTooLong: 'The city can be at most 100 characters.',
  momentLinkInvalid: 'Please enter a valid URL for the moment link.',
  totalSupplyInvalid: 'The edition size must be a whole number from 1 to 1000.',
  pricePerUnitInvalid: 'The price must be between 5.00 CHF and 500.00 CHF, with at most two decimals.',
  totalSupplyBelowSold:
    'The edition size cannot be smaller than the {sold, plural, one {# print} other {# prints}} already sold.',

  // The error catalogue (docs/product/community.md#selling-a-poster)
  missingPosterInformation: 'Missing poster information. Please try again.',
  imageNotFound: 'Could not find image to publish',
  publishProblem: 'There was a problem making your image public: {message}',
  checkConnection: 'Please check your connection.',
  tryAgain: 'Please try again.',
  unableToSellTitle: 'Unable to Sell',
  invalidPosterId: 'This poster link is not valid.',
  posterNotFound: 'Could not find this poster.',

  // Answers
  submittedForReview: 'Your poster has been submitted for review. It will appear in the catalogue once approved.',
  unpublished: 'Your poster has been removed from the catalogue.',

  // Review (the admin area calls these)
  notPendingReview: 'This poster is not waiting for review.',
  approved: 'The poster is now in the catalogue.',
  rejected: 'The poster was rejected and returned to its creator.',

  // Status badges (docs/product/community.md#publishing-and-review)
  statusPublic: 'Public',
  statusInReview: 'In Review',
  statusRejected: 'Not accepted',
  rejectedOn: 'Not accepted into the catalogue on {date}.',
  rejectedAgain: 'Publish it again to send it back to review.',
  /** On the create page, where 'Sell' was, once the poster is submitted. */
  inReviewHint: 'Submitted for sale: it appears in the catalogue once approved.',

  /**
   * The mail to the creator when a poster is not accepted into the catalogue
   * (docs/product/community.md#publishing-and-review).
   */
  rejectedMail: {
    subject: '{brand}: {title} was not accepted into the catalogue',
    yourPoster: 'your poster',
    quotedName: '“{name}”',
    preheader: 'Your poster is private again; you can edit it and publish it once more.',
    greeting: 'Hello @{username},',
    body: 'Thank you for submitting {poster}. After review it was not accepted into the {brand} catalogue, and it is private again.',
    reviewerNote: "The reviewer's note: {reason}",
    stillYours: 'It stays in your dashboard: you can still order it, or publish it again.',
    openDashboard: 'Open your dashboard',
  },
} as const;
