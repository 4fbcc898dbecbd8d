import { Badge, Box, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Endpoint, JsonSchema, OpenApiDocument } from '../openapi';
import { refName, resolveRef, typeLabel } from '../openapi';
import { describeApiAccess } from '../../../shared/api-access';

const METHOD_PALETTE: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'purple',
  delete: 'red',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge
      colorPalette={METHOD_PALETTE[method] ?? 'gray'}
      // Subtle keeps AA contrast for every method colour in both themes (solid green/orange do not).
      variant="subtle"
      fontFamily="mono"
      minW="14"
      justifyContent="center"
    >
      {method.toUpperCase()}
    </Badge>
  );
}

const constraints = (s: JsonSchema | undefined) => {
  if (!s) return '';
  const parts: string[] = [];
  if (s.minLength !== undefined) parts.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) parts.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  if (s.pattern) parts.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join(', ');
};

/** An object schema as a table of its properties, one level of nesting shown inline. */
export function SchemaTable({
  doc,
  schema,
  depth = 0,
}: {
  doc: OpenApiDocument;
  schema: JsonSchema | undefined;
  depth?: number;
}) {
  const resolved = resolveRef(doc, schema);
  const name = refName(schema);
  if (!resolved) return <Text color="fg.muted">No body.</Text>;
  const target = resolved.type === 'array' ? resolveRef(doc, resolved.items) : resolved;
  if (!target?.properties) {
    return (
      <Text fontSize="sm">
        <Code>{typeLabel(doc, schema)}</Code>
      </Text>
    );
  }
  const required = new Set(target.required ?? []);
  return (
    <Stack gap="2">
      {name && depth === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Schema <Code>{name}</Code>
          {resolved.type === 'array' ? ' (array)' : ''}
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Field</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Notes</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Object.entries(target.properties).map(([prop, propSchema]) => {
              const inner = resolveRef(doc, propSchema);
              return (
                <Table.Row key={prop}>
                  <Table.Cell>
                    <Code>{prop}</Code>
                    {required.has(prop) && (
                      <Text as="span" color="red.fg" fontSize="xs" ms="1">
                        required
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs" maxW="xs" whiteSpace="normal">
                    {typeLabel(doc, propSchema)}
                    {depth < 1 && inner?.properties && (
                      <Box mt="2">
                        <SchemaTable doc={doc} schema={inner} depth={depth + 1} />
                      </Box>
                    )}
                  </Table.Cell>
                  <Table.Cell fontSize="xs" color="fg.muted" whiteSpace="normal">
                    {[inner?.description, constraints(inner)].filter(Boolean).join(' — ')}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** Details render on demand: the whole document at once is ~100 endpoints of tables. */
export function EndpointDetail({
  doc,
  endpoint,
  defaultOpen = false,
}: {
  doc: OpenApiDocument;
  endpoint: Endpoint;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const op = endpoint.operation;
  const params = op.parameters ?? [];
  const body = op.requestBody?.content?.['application/json']?.schema;
  return (
    <Stack
      as="article"
      id={endpoint.id}
      aria-labelledby={`${endpoint.id}-title`}
      gap="4"
      p="5"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      data-testid="endpoint"
      scrollMarginTop="20"
    >
      <HStack gap="3" wrap="wrap">
        <MethodBadge method={endpoint.method} />
        <Heading as="h3" id={`${endpoint.id}-title`} size="sm" fontFamily="mono" wordBreak="break-all">
          {endpoint.path}
        </Heading>
        {endpoint.access && (
          <Badge
            variant="outline"
            colorPalette={endpoint.access.kind === 'anyone' ? 'gray' : 'orange'}
            whiteSpace="normal"
            data-testid="endpoint-access"
          >
            {describeApiAccess(endpoint.access)}
          </Badge>
        )}
      </HStack>
      {op.summary && <Text>{op.summary}</Text>}
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        aria-expanded={open}
        aria-controls={`${endpoint.id}-details`}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Hide parameters and schemas' : 'Show parameters and schemas'}
      </Button>
      {open && (
        <Stack gap="4" id={`${endpoint.id}-details`}>
          {op.description && (
            <Text color="fg.muted" fontSize="sm">
              {op.description}
            </Text>
          )}
          {params.length > 0 && (
            <Stack gap="2">
              <Heading as="h4" size="xs">
                Parameters
              </Heading>
              <Table.ScrollArea borderWidth="1px" borderRadius="md">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">In</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">Notes</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {params.map((p) => (
                      <Table.Row key={`${p.in}-${p.name}`}>
                        <Table.Cell>
                          <Code>{p.name}</Code>
                          {p.required && (
                            <Text as="span" color="red.fg" fontSize="xs" ms="1">
                              required
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell fontSize="xs">{p.in}</Table.Cell>
                        <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="normal">
                          {typeLabel(doc, p.schema)}
                        </Table.Cell>
                        <Table.Cell fontSize="xs" color="fg.muted" whiteSpace="normal">
                          {[p.description ?? p.schema?.description, constraints(resolveRef(doc, p.schema))]
                            .filter(Boolean)
                            .join(' — ')}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          )}
          {body && (
            <Stack gap="2">
              <Heading as="h4" size="xs">
                Request body {op.requestBody?.required ? '(required)' : ''}
              </Heading>
              <SchemaTable doc={doc} schema={body} />
            </Stack>
          )}
          <Stack gap="2">
            <Heading as="h4" size="xs">
              Responses
            </Heading>
            <Stack gap="3">
              {Object.entries(op.responses ?? {}).map(([status, res]) => {
                const schema = res.content?.['application/json']?.schema;
                return (
                  <Stack
                    key={status}
                    gap="2"
                    ps="3"
                    borderInlineStartWidth="3px"
                    borderColor={status.startsWith('2') ? 'green.solid' : 'border.emphasized'}
                  >
                    <Text fontSize="sm">
                      <Code>{status}</Code> {res.description}
                    </Text>
                    {schema && status.startsWith('2') && <SchemaTable doc={doc} schema={schema} />}
                    {schema && !status.startsWith('2') && (
                      <Text fontSize="xs" color="fg.muted">
                        Body: <Code>{typeLabel(doc, schema)}</Code>
                      </Text>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
