import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ReferenceMake, ReferenceModel, ReferenceWmi } from '../../shared/schemas/reference';
import { SPEC_LABELS } from '../../shared/vehicles';

export function SourceBadge({ source, hidden }: { source: 'vpic' | 'local'; hidden?: boolean | undefined }) {
  return (
    <HStack gap="1">
      <Badge colorPalette={source === 'local' ? 'purple' : 'blue'} variant="subtle">
        {source === 'local' ? 'Local' : 'vPIC'}
      </Badge>
      {hidden && (
        <Badge colorPalette="gray" variant="outline">
          Hidden
        </Badge>
      )}
    </HStack>
  );
}

/** Row controls for platform admins: hide/show any entry, delete a local one. */
export interface RowActions {
  readonly onToggleHidden: (id: string, hidden: boolean) => void;
  readonly onDelete: (id: string, label: string) => void;
  readonly onEdit: (id: string) => void;
  readonly busyId?: string | undefined;
}

function AdminCell({
  id,
  label,
  source,
  hidden,
  actions,
}: {
  id: string;
  label: string;
  source: 'vpic' | 'local';
  hidden: boolean;
  actions: RowActions;
}) {
  return (
    <Table.Cell>
      <HStack gap="1" justify="flex-end">
        {source === 'local' && (
          <Button size="xs" variant="ghost" onClick={() => actions.onEdit(id)} aria-label={`Edit ${label}`}>
            Edit
          </Button>
        )}
        <Button
          size="xs"
          variant="ghost"
          loading={actions.busyId === id}
          onClick={() => actions.onToggleHidden(id, !hidden)}
          aria-label={`${hidden ? 'Show' : 'Hide'} ${label}`}
        >
          {hidden ? 'Show' : 'Hide'}
        </Button>
        {source === 'local' && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => actions.onDelete(id, label)}
            aria-label={`Delete ${label}`}
          >
            Delete
          </Button>
        )}
      </HStack>
    </Table.Cell>
  );
}

function Frame({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    // Focusable so a keyboard can scroll a wide table sideways on a phone.
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table.Root size="sm" aria-label={label} stickyHeader>
        <Table.Header>
          <Table.Row>{head}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const years = (from: number | null, to: number | null) =>
  from === null && to === null ? '—' : `${from ?? '?'}–${to ?? 'present'}`;

export function MakesTable({
  items,
  actions,
  onOpenModels,
}: {
  items: readonly ReferenceMake[];
  actions?: RowActions | undefined;
  onOpenModels: (make: string) => void;
}) {
  return (
    <Frame
      label="Makes"
      head={
        <>
          <Table.ColumnHeader>Make</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Models</Table.ColumnHeader>
          <Table.ColumnHeader>Source</Table.ColumnHeader>
          {actions && <Table.ColumnHeader textAlign="end">Admin</Table.ColumnHeader>}
        </>
      }
    >
      {items.map((make) => (
        <Table.Row key={make.id}>
          <Table.Cell>
            <Button
              variant="plain"
              size="sm"
              px="0"
              onClick={() => onOpenModels(make.name)}
              aria-label={`Models of ${make.name}`}
            >
              {make.name}
            </Button>
            {make.replaces && (
              <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                renames {make.replaces}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell textAlign="end">{make.modelCount.toLocaleString('en-US')}</Table.Cell>
          <Table.Cell>
            <SourceBadge source={make.source} hidden={make.hidden} />
          </Table.Cell>
          {actions && (
            <AdminCell id={make.id} label={make.name} source={make.source} hidden={make.hidden} actions={actions} />
          )}
        </Table.Row>
      ))}
    </Frame>
  );
}

export function ModelsTable({
  items,
  actions,
}: {
  items: readonly ReferenceModel[];
  actions?: RowActions | undefined;
}) {
  return (
    <Frame
      label="Models"
      head={
        <>
          <Table.ColumnHeader>Model</Table.ColumnHeader>
          <Table.ColumnHeader>Make</Table.ColumnHeader>
          <Table.ColumnHeader>Years</Table.ColumnHeader>
          <Table.ColumnHeader>Body types</Table.ColumnHeader>
          <Table.ColumnHeader>Source</Table.ColumnHeader>
          {actions && <Table.ColumnHeader textAlign="end">Admin</Table.ColumnHeader>}
        </>
      }
    >
      {items.map((model) => (
        <Table.Row key={model.id}>
          <Table.Cell>
            {model.name}
            {model.replaces && (
              <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                renames {model.replaces}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>{model.makeName}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{years(model.yearFrom, model.yearTo)}</Table.Cell>
          <Table.Cell>
            {model.bodyTypes.length === 0 ? '—' : model.bodyTypes.map((b) => SPEC_LABELS.body[b]).join(', ')}
          </Table.Cell>
          <Table.Cell>
            <SourceBadge source={model.source} hidden={model.hidden} />
          </Table.Cell>
          {actions && (
            <AdminCell
              id={model.id}
              label={`${model.makeName} ${model.name}`}
              source={model.source}
              hidden={model.hidden}
              actions={actions}
            />
          )}
        </Table.Row>
      ))}
    </Frame>
  );
}

export function WmisTable({ items, actions }: { items: readonly ReferenceWmi[]; actions?: RowActions | undefined }) {
  return (
    <Frame
      label="Manufacturer codes"
      head={
        <>
          <Table.ColumnHeader>Code</Table.ColumnHeader>
          <Table.ColumnHeader>Make</Table.ColumnHeader>
          <Table.ColumnHeader>Manufacturer</Table.ColumnHeader>
          <Table.ColumnHeader>Vehicle type</Table.ColumnHeader>
          <Table.ColumnHeader>Country</Table.ColumnHeader>
          <Table.ColumnHeader>Source</Table.ColumnHeader>
          {actions && <Table.ColumnHeader textAlign="end">Admin</Table.ColumnHeader>}
        </>
      }
    >
      {items.map((wmi) => (
        <Table.Row key={wmi.id ?? `${wmi.source}-${wmi.code}`}>
          <Table.Cell fontFamily="mono">{wmi.code}</Table.Cell>
          <Table.Cell>{wmi.makeName ?? '—'}</Table.Cell>
          <Table.Cell whiteSpace="normal">{wmi.manufacturer ?? '—'}</Table.Cell>
          <Table.Cell>{wmi.vehicleType ?? '—'}</Table.Cell>
          <Table.Cell>{wmi.country ?? '—'}</Table.Cell>
          <Table.Cell>
            <SourceBadge source={wmi.source} hidden={wmi.hidden} />
          </Table.Cell>
          {actions && wmi.id && (
            <AdminCell
              id={wmi.id}
              label={wmi.code}
              source={wmi.source}
              hidden={wmi.hidden ?? false}
              actions={actions}
            />
          )}
        </Table.Row>
      ))}
    </Frame>
  );
}
