/** Small facts about this installation. */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about this installation (e.g. that the demo catalogue was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
