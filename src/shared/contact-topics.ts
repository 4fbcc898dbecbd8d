/**
 * What a person may write to us about. A plain module (no zod) because the route registry reads it
 * for the /contact link's `topic`, and the registry is loaded before the server's zod-openapi
 * extension: evaluating the schema module that early leaves its schemas without `.openapi()`.
 */
export const CONTACT_TOPICS = [
  'sales',
  'support',
  'billing',
  'feedback',
  'community',
  'partnerships',
  'press',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  sales: 'Sales and pricing',
  support: 'Product support',
  billing: 'Billing',
  feedback: 'Product feedback',
  community: 'Community events (office hours, roundtables)',
  partnerships: 'Integrations and partnerships',
  press: 'Press',
  other: 'Something else',
};
