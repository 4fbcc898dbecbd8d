/**
 * The week as the dealership's hours list it, Monday first. Apart from the settings schemas so what
 * only names the days (the audit log's wording) does not load zod with them.
 */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
