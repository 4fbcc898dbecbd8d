import { Table, Text } from '@chakra-ui/react';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "09:00" → "9:00 AM" (the dealership's own local time, as it entered it). */
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
};

/** The week's opening hours, Monday first; a day without both times is closed. */
export function OpeningHours({ hours }: { hours: readonly { opens: string | null; closes: string | null }[] | null }) {
  if (!hours || hours.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Call the dealership for its hours.
      </Text>
    );
  return (
    <Table.Root size="sm" variant="line" aria-label="Opening hours">
      <Table.Body>
        {DAYS.map((day, i) => {
          const h = hours[i];
          const open = h?.opens && h.closes;
          return (
            <Table.Row key={day}>
              <Table.Cell fontWeight="medium" ps="0">
                {day}
              </Table.Cell>
              <Table.Cell textAlign="end" pe="0" color={open ? undefined : 'fg.muted'}>
                {open ? `${clock(h.opens!)} – ${clock(h.closes!)}` : 'Closed'}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
