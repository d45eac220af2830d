const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A mail's sending time as a reader wants it: '4 May 2025, 14:03:09'. */
export function formatMailTime(sentAt: string): string {
  const date = new Date(sentAt);
  return Number.isNaN(date.getTime()) ? sentAt : timeFormat.format(date);
}
