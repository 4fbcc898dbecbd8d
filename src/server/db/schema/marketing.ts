/** The marketing site: contact messages, quote requests and the blog. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  topic: text('topic'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const quoteRequests = pgTable('quote_requests', {
  id: text('id').primaryKey(),
  /** Q-YYYY-NNNNNN; no personal data in it. */
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  dealershipName: text('dealership_name').notNull(),
  rooftops: integer('rooftops'),
  monthlyUnits: integer('monthly_units'),
  plan: text('plan'),
  message: text('message'),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt').notNull(),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt'),
    bodyMarkdown: text('body_markdown').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    author: text('author').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_status_published_at_idx').on(t.status, t.publishedAt)],
);
