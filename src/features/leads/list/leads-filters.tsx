import { Button, CloseButton, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { Car } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from '../../../shared/respond';
import type { LeadQuery } from '../../../shared/schemas/leads';
import { LazyPopover } from '../../../components/ui/lazy-popover';
import { PlainSwitch } from '../../../components/ui/plain-switch';
import type { AssigneeOption } from '../api';
import { UrlSearchBox } from '../../../components/ui/url-search-box';

/**
 * What the screen passes to the URL: the API's query, except that flags go as real booleans (the
 * registry turns them back into the API's "true"), so the address reads `?overdue=true`.
 */
export type LeadSearchPatch = Partial<Omit<LeadQuery, 'open' | 'overdue'>> & {
  open?: boolean | undefined;
  overdue?: boolean | undefined;
};
export type SetLeadSearch = (patch: LeadSearchPatch) => void;

/** The vehicle filter's popover and picker load on intent (issue 14): see vehicle-filter-popover.tsx. */
const loadVehicleFilter = () => import('./vehicle-filter-popover').then((m) => m.VehicleFilterPopover);

const SORT_LABELS: Readonly<Record<LeadQuery['sort'], string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  activity: 'Latest activity',
  follow_up: 'Next follow-up',
};

/** A short pause after the last key: one request per burst of typing, each cancelling the one before. */
const SEARCH_DEBOUNCE_MS = 150;

/**
 * The search box keeps its own text, so a slow answer never overwrites what is being typed; a
 * change of the URL from elsewhere (Clear filters, Back) comes back into it.
 */
export function LeadSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <UrlSearchBox
      value={value}
      onSearch={onSearch}
      label="Search leads by name, email, phone or vehicle"
      placeholder="Search name, email, phone or vehicle"
      debounceMs={SEARCH_DEBOUNCE_MS}
    />
  );
}

function LabelledSelect({
  label,
  value,
  onChange,
  children,
  width = '44',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  width?: string;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" w={width}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/**
 * Source, assignee, vehicle, overdue and open-only, and the sort. The assignee list is the
 * dealership's members (sales see the list too, but the API shows them only their own and
 * unassigned leads, so a colleague's name finds nothing for them: it is left out).
 */
export function LeadFilters({
  search,
  onChange,
  assignees,
  viewerId,
  isSales,
  vehicleLabel,
}: {
  search: Partial<LeadQuery>;
  onChange: SetLeadSearch;
  assignees: readonly AssigneeOption[];
  viewerId: string;
  isSales: boolean;
  /** The name of the vehicle the list is narrowed to (a link from the vehicle's activity). */
  vehicleLabel: string | null;
}) {
  const people = isSales ? assignees.filter((a) => a.id === viewerId) : assignees;
  return (
    <HStack gap="4" wrap="wrap" align="flex-end" data-testid="lead-filters">
      <LabelledSelect
        label="Source"
        value={search.source ?? ''}
        onChange={(v) => onChange({ source: v ? (v as LeadSource) : undefined })}
      >
        <option value="">Any source</option>
        {LEAD_SOURCES.map((s) => (
          <option key={s} value={s}>
            {LEAD_SOURCE_LABELS[s]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label="Assignee"
        value={search.assignee ?? ''}
        onChange={(v) => onChange({ assignee: v || undefined })}
        width="52"
      >
        <option value="">Anyone</option>
        <option value="unassigned">Unassigned</option>
        {people.map((a) => (
          <option key={a.id} value={a.id}>
            {a.id === viewerId ? `${a.name} (you)` : a.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label="Sort"
        value={search.sort ?? 'newest'}
        onChange={(v) => onChange({ sort: v as LeadQuery['sort'] })}
      >
        {(Object.keys(SORT_LABELS) as LeadQuery['sort'][]).map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </LabelledSelect>
      <PlainSwitch
        checked={search.overdue === 'true'}
        onCheckedChange={(on) => onChange({ overdue: on ? true : undefined })}
        size="sm"
        pb="1.5"
      >
        Overdue only
      </PlainSwitch>
      <PlainSwitch
        checked={search.open === 'true'}
        onCheckedChange={(on) => onChange({ open: on ? true : undefined })}
        size="sm"
        pb="1.5"
      >
        Open leads only
      </PlainSwitch>
      {!search.vehicleId && (
        <LazyPopover
          load={loadVehicleFilter}
          bodyProps={{ onPick: (vehicleId: string) => onChange({ vehicleId }) }}
          trigger={
            <Button size="sm" variant="outline" mb="0.5">
              <Car aria-hidden /> Vehicle…
            </Button>
          }
        />
      )}
      {search.vehicleId && (
        <HStack
          gap="1"
          ps="3"
          pe="1"
          py="0.5"
          borderWidth="1px"
          borderRadius="full"
          fontSize="sm"
          data-testid="vehicle-filter"
        >
          <Text>Vehicle: {vehicleLabel ?? 'one vehicle'}</Text>
          <CloseButton
            size="2xs"
            aria-label="Show leads of every vehicle"
            onClick={() => onChange({ vehicleId: undefined })}
          />
        </HStack>
      )}
    </HStack>
  );
}

/** "Mine" and "All": the leads assigned to me, or every lead my role may see. */
export function ViewToggle({
  value,
  onChange,
  isSales,
}: {
  value: LeadQuery['view'];
  onChange: SetLeadSearch;
  isSales: boolean;
}) {
  return (
    <HStack role="group" aria-label="Whose leads" gap="0" borderWidth="1px" borderRadius="md" p="0.5">
      {(['mine', 'all'] as const).map((v) => (
        <Button
          key={v}
          size="xs"
          variant={value === v ? 'subtle' : 'ghost'}
          colorPalette={value === v ? 'blue' : 'gray'}
          aria-pressed={value === v}
          onClick={() => onChange({ view: v })}
        >
          {v === 'mine' ? 'Mine' : isSales ? 'Mine and unassigned' : 'All leads'}
        </Button>
      ))}
    </HStack>
  );
}
