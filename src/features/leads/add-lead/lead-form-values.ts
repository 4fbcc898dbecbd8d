/** The Add lead form's values and how they become the API's input (pure, so unit tests read it). */
/** What the form holds: text as typed; `assignee` "" is the dealership's routing, "unassigned" nobody. */
export interface LeadFormValues {
  source: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicleId: string;
  assignee: string;
  note: string;
}

export const EMPTY_LEAD_FORM: LeadFormValues = {
  source: 'walk_in',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  vehicleId: '',
  assignee: '',
  note: '',
};

const optional = (v: string) => (v.trim() === '' ? undefined : v);

/** The typed values as the API's input (empty fields left out), for the shared schema to judge. */
export function toCreateLeadInput(values: LeadFormValues): Record<string, unknown> {
  return {
    source: values.source,
    vehicleId: values.vehicleId || null,
    contact: {
      firstName: values.firstName,
      lastName: optional(values.lastName),
      email: optional(values.email),
      phone: optional(values.phone),
    },
    ...(values.assignee === '' ? {} : { assigneeId: values.assignee === 'unassigned' ? null : values.assignee }),
    note: optional(values.note),
  };
}

/** API field paths → form fields, for the schema's and the server's errors alike. */
export const FORM_FIELD_OF: Readonly<Record<string, keyof LeadFormValues>> = {
  source: 'source',
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.email': 'email',
  'contact.phone': 'phone',
  contact: 'firstName',
  vehicleId: 'vehicleId',
  assigneeId: 'assignee',
  note: 'note',
};
