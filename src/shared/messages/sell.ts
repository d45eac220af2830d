/**
 * The words of selling a poster (spec 001 §4, §5, §8) and of the poster's review state (spec 002 §2, §4),
 * shared by the browser and the server. The spec's sentences are kept word for word.
 */
export const sellMessages = {
  // Validation (spec 001 §5)
  termsRequired: 'You must agree to the terms and conditions to sell your poster.',
  nameRequired: 'Please enter a name for your poster.',
  nameTooLong: 'Your poster name can be at most 100 characters.',
  cityRequired: 'Please enter the city where the poster was created.',
  cityTooLong: 'The city can be at most 100 characters.',
  momentLinkInvalid: 'Please enter a valid URL for the moment link.',
  totalSupplyInvalid: 'The edition size must be a whole number from 1 to 1000.',
  pricePerUnitInvalid: 'The price must be between 5 and 500 CHF, with at most two decimals.',
  totalSupplyBelowSold: (sold: number) =>
    `The edition size cannot be smaller than the ${sold} ${sold === 1 ? 'print' : 'prints'} already sold.`,

  // The error catalogue (spec 001 §8)
  missingPosterInformation: 'Missing poster information. Please try again.',
  imageNotFound: 'Could not find image to publish',
  publishProblem: (message: string) => `There was a problem making your image public: ${message}`,
  unableToSellTitle: 'Unable to Sell',
  invalidPosterId: 'This poster link is not valid.',
  posterNotFound: 'Could not find this poster.',

  // Answers
  submittedForReview: 'Your poster has been submitted for review. It will appear in the catalogue once approved.',
  unpublished: 'Your poster has been removed from the catalogue.',

  // Review (the admin issue calls these)
  notPendingReview: 'This poster is not waiting for review.',
  approved: 'The poster is now in the catalogue.',
  rejected: 'The poster was rejected and returned to its creator.',

  // Status badges (spec 002 §2)
  statusPublic: 'Public',
  statusInReview: 'In Review',
} as const;
