/** Company contact points used across the content and the email templates' copy. */
export const COMPANY = {
  name: 'Lotline',
  legalName: 'Lotline, Inc.',
  emails: {
    hello: 'hello@lotline.com',
    support: 'support@lotline.com',
    sales: 'sales@lotline.com',
    careers: 'careers@lotline.com',
    privacy: 'privacy@lotline.com',
    legal: 'legal@lotline.com',
    security: 'security@lotline.com',
  },
  /** Where the team notification of a contact message goes (the outbox without SMTP). */
  teamInbox: 'hello@lotline.com',
  salesInbox: 'sales@lotline.com',
} as const;
