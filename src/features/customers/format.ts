/** How the customers area writes dates, consent sources and phone labels. */
import { useViewer } from '../../lib/session';
import type { ConsentSource } from '../../shared/respond';
import { dateTimeFormat } from '../../shared/render-moment';

const dateFmt = dateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23, 2026" in the person's time zone. */
export const formatDate = (iso: string): string => dateFmt.format(new Date(iso));
/** "Nov 23, 2026, 3:04 PM" in the person's time zone. */
export const formatDateTime = (iso: string): string => dateTimeFmt.format(new Date(iso));

export const CONSENT_SOURCE_LABELS: Readonly<Record<ConsentSource, string>> = {
  marketplace: 'On the marketplace',
  in_person: 'In person',
  phone: 'By phone',
  email: 'By email',
  import: 'From a CSV import',
  unsubscribe_link: 'Unsubscribe link',
};

/** Sources a person can say by hand when they change a consent (the others are written by the system). */
export const MANUAL_CONSENT_SOURCES = ['in_person', 'phone', 'email'] as const satisfies readonly ConsentSource[];

export const PHONE_LABELS = ['mobile', 'home', 'work', 'other'] as const;
export type PhoneLabel = (typeof PHONE_LABELS)[number];
export const PHONE_LABEL_TEXT: Readonly<Record<PhoneLabel, string>> = {
  mobile: 'Mobile',
  home: 'Home',
  work: 'Work',
  other: 'Other',
};

/** Owners and managers merge and import (the API answers 403 to others; this only hides the buttons). */
export function useCanManageCustomers(): boolean {
  const roles = useViewer()?.roles ?? [];
  return roles.includes('owner') || roles.includes('manager');
}
