/** The public site: marketing pages, blog, legal, resources and the sales forms. */
import { z } from 'zod/mini';
import { publicScreen } from '../define';
import { page, text } from '../search';
import { CONTACT_TOPICS } from '../../src/shared/contact-topics';

export const marketingRoutes = [
  publicScreen({
    id: 'home',
    path: '/',
    title: 'Lotline — Post. Respond. Sell.',
    fullTitle: true,
    description:
      'Lotline is the dealer platform for independent and franchise dealers: post vehicles VIN-first, respond to shoppers fast, and sell with a clear pipeline.',
    menus: { header: { group: 'main', label: 'Home', order: 1 } },
  }),
  publicScreen({
    id: 'about',
    path: '/about',
    title: 'About Us',
    description: 'Who builds Lotline and why: software that helps car dealers post, respond and sell.',
    menus: {
      header: { group: 'company', label: 'About Us', order: 1 },
      footer: { group: 'Company', label: 'About Us', order: 1 },
    },
  }),
  publicScreen({
    id: 'api-reference',
    path: '/api-reference',
    search: z.object({ tag: text(80) }),
    title: 'API Reference',
    description:
      'Every Lotline API endpoint, its parameters, request and response schemas, generated from the live OpenAPI document.',
    menus: {
      header: { group: 'resources', label: 'API Reference', order: 2 },
      footer: { group: 'Resources', label: 'API Reference', order: 2 },
    },
    states: 'data',
  }),
  publicScreen({
    id: 'careers',
    path: '/careers',
    title: 'Careers',
    description: 'Open roles at Lotline and how to apply.',
    menus: { footer: { group: 'Company', label: 'Careers', order: 3 } },
    states: 'data',
  }),
  publicScreen({
    id: 'community',
    path: '/community',
    title: 'Community',
    description: 'Meet other dealers using Lotline: forums, events and office hours.',
    menus: {
      header: { group: 'resources', label: 'Community', order: 4 },
      footer: { group: 'Resources', label: 'Community', order: 4 },
    },
  }),
  publicScreen({
    id: 'contact',
    path: '/contact',
    // A link may open the form on a topic with the message started (the Community page's actions).
    search: z.object({ topic: z.catch(z.optional(z.enum(CONTACT_TOPICS)), undefined), message: text(500) }),
    title: 'Contact',
    description: 'Questions about Lotline? Send us a message and we will get back to you within one business day.',
    menus: {
      header: { group: 'company', label: 'Contact', order: 3 },
      footer: { group: 'Company', label: 'Contact', order: 4 },
    },
    states: 'form',
  }),
  publicScreen({
    id: 'contact-sales',
    path: '/contact-sales',
    title: 'Contact Sales',
    description: 'Tell us about your dealership and get a quote for Lotline.',
    menus: { footer: { group: 'Company', label: 'Contact Sales', order: 5 } },
    header: false,
    states: 'form',
  }),
  publicScreen({
    id: 'documentation',
    path: '/documentation',
    search: z.object({ q: text(100), guide: text(80) }),
    title: 'Documentation',
    description: 'Guides for every area of the Lotline dashboard.',
    menus: {
      header: { group: 'resources', label: 'Documentation', order: 1 },
      footer: { group: 'Resources', label: 'Documentation', order: 1 },
    },
    states: 'data',
  }),
  publicScreen({
    id: 'help-center',
    path: '/help-center',
    search: z.object({ q: text(100), category: text(80) }),
    title: 'Help Center',
    description: 'Answers to common questions about Lotline, by category.',
    menus: {
      header: { group: 'resources', label: 'Help Center', order: 3 },
      footer: { group: 'Resources', label: 'Help Center', order: 3 },
    },
    states: 'data',
  }),
  publicScreen({
    id: 'integrations',
    path: '/integrations',
    search: z.object({ q: text(100), category: text(80) }),
    title: 'Integrations',
    description: 'Connect Lotline to listing sites, lenders, accounting and more.',
    menus: {
      header: { group: 'more', label: 'Integrations', order: 1 },
      footer: { group: 'Product', label: 'Integrations', order: 1 },
    },
    states: 'data',
  }),
  publicScreen({
    id: 'quote-submitted',
    path: '/quote-submitted',
    search: z.object({ ref: text(20) }),
    title: 'Quote Request Received',
    description: 'We have your quote request. Here is what happens next.',
    header: false,
  }),
  publicScreen({
    id: 'unsubscribe',
    path: '/unsubscribe',
    // The signed token of a notification email's unsubscribe link (src/server/respond/notify.ts).
    search: z.object({ token: text(1000) }),
    title: 'Stop these emails?',
    description: 'Stop one kind of Lotline notification email, from the link at its foot.',
    states: 'form',
  }),
  publicScreen({
    id: 'blog',
    path: '/blog',
    search: z.object({ page: page(), tag: text(60) }),
    title: 'Blog',
    description: 'Practical articles for car dealers: inventory, leads, pricing and selling.',
    menus: {
      header: { group: 'company', label: 'Blog', order: 2 },
      footer: { group: 'Company', label: 'Blog', order: 2 },
    },
    states: 'data',
  }),
  publicScreen({
    id: 'blog-post',
    path: '/blog/$slug',
    title: 'Blog',
    description: 'An article from the Lotline blog.',
    states: 'detail',
  }),
  publicScreen({
    id: 'legal',
    path: '/legal',
    title: 'Legal',
    description: 'Lotline legal documents: privacy policy, terms of service, cookie policy and acceptable use.',
    menus: {
      header: { group: 'more', label: 'Legal', order: 2 },
      footer: { group: 'Legal', label: 'Legal', order: 1 },
    },
    states: 'data',
  }),
  publicScreen({
    id: 'legal-document',
    path: '/legal/$slug',
    title: 'Legal',
    description: 'A Lotline legal document.',
    // The two documents people look for by name; a unit test checks the slugs exist in the content.
    menus: {
      footer: [
        { group: 'Legal', label: 'Privacy', order: 2, params: { slug: 'privacy-policy' } },
        { group: 'Legal', label: 'Terms', order: 3, params: { slug: 'terms-of-service' } },
      ],
    },
    states: 'detail',
  }),
] as const;
