/**
 * Left for the dashboard's status badge until the dashboard is converted (issue 13): the selling words now live in
 * the `sell` catalogue area (src/shared/messages/<language>/sell.ts: `statusPublic`, `statusInReview`). Delete this
 * module once nothing imports it.
 */
export const sellMessages = {
  // Status badges (spec 002 §2)
  statusPublic: 'Public',
  statusInReview: 'In Review',
} as const;
