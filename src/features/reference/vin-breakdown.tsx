import { Alert, Badge, Box, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { VinCheck } from '../../shared/schemas/reference';
import { SPEC_LABELS } from '../../shared/vehicles';
import { checkDigitWorking, isLowVolume, SECTION_LABELS, sectionOf, type VinSection } from './vin-positions';

const SECTION_COLORS: Readonly<Record<VinSection, string>> = {
  wmi: 'blue',
  vds: 'purple',
  check: 'orange',
  year: 'green',
  plant: 'teal',
  serial: 'gray',
};

const yearsText = (check: VinCheck) =>
  check.modelYears.length === 0
    ? 'No model year: position 10 is never I, O, Q, U, Z or 0.'
    : check.modelYears.map((y) => `${y.year}${y.confidence === 'likely' ? ' (likely)' : ''}`).join(' or ');

/** What one section of the VIN says, in words. */
function meaningOf(section: VinSection, check: VinCheck): string {
  const vin = check.vin;
  const decode = check.decode;
  switch (section) {
    case 'wmi': {
      const maker = decode?.make ?? null;
      const where = [check.region?.country, check.region?.region].filter(Boolean).join(', ');
      const lowVolume = isLowVolume(vin)
        ? ` Low-volume maker: positions 12–14 complete the code (${vin.slice(0, 3)}${vin.slice(11, 14)}).`
        : '';
      return `${maker ? `${maker}${decode?.manufacturer ? ` (${decode.manufacturer})` : ''}` : 'Maker not known'}${where ? `; registered in ${where}` : ''}.${lowVolume}`;
    }
    case 'vds': {
      const parts = [
        decode?.model,
        decode?.trim,
        decode?.body ? SPEC_LABELS.body[decode.body] : null,
        decode?.engine,
      ].filter(Boolean);
      return parts.length > 0
        ? `The maker's description: ${parts.join(', ')}.`
        : "The maker's own code for model, body and engine.";
    }
    case 'check': {
      const working = checkDigitWorking(vin);
      if (!working || working.expected === null) return 'Cannot be computed until every character is valid.';
      return working.matches
        ? `${working.found} matches the computed check digit.`
        : `The rest of the VIN gives ${working.expected}, not ${working.found}.`;
    }
    case 'year':
      return yearsText(check);
    case 'plant': {
      const plant = decode?.plant;
      const where = [plant?.city, plant?.country].filter(Boolean).join(', ');
      return where ? `Built in ${where}.` : "The maker's plant code.";
    }
    case 'serial':
      return isLowVolume(vin)
        ? 'Positions 12–14 belong to the maker code; 15–17 are the serial.'
        : 'The production sequence number.';
  }
}

function CheckDigitTable({ vin }: { vin: string }) {
  const working = checkDigitWorking(vin);
  if (!working) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        Check digit working
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Each character's value times its position's weight; the sum divided by 11 leaves the check digit (10 is X).
      </Text>
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label="Check digit working, scrollable"
      >
        <Table.Root size="sm" variant="outline" aria-label="Check digit working">
          <Table.Body>
            <Table.Row>
              <Table.ColumnHeader scope="row">Character</Table.ColumnHeader>
              {working.terms.map((t) => (
                <Table.Cell key={t.position} textAlign="center" fontFamily="mono">
                  {t.character}
                </Table.Cell>
              ))}
            </Table.Row>
            <Table.Row>
              <Table.ColumnHeader scope="row">Value</Table.ColumnHeader>
              {working.terms.map((t) => (
                <Table.Cell key={t.position} textAlign="center">
                  {t.value ?? '—'}
                </Table.Cell>
              ))}
            </Table.Row>
            <Table.Row>
              <Table.ColumnHeader scope="row">Weight</Table.ColumnHeader>
              {working.terms.map((t) => (
                <Table.Cell key={t.position} textAlign="center">
                  {t.weight}
                </Table.Cell>
              ))}
            </Table.Row>
            <Table.Row>
              <Table.ColumnHeader scope="row">Product</Table.ColumnHeader>
              {working.terms.map((t) => (
                <Table.Cell key={t.position} textAlign="center">
                  {t.product ?? '—'}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {working.sum !== null && (
        <Text>
          Sum {working.sum} ÷ 11 leaves {working.remainder}: the check digit is <Code>{working.expected}</Code>, the VIN
          has <Code>{working.found}</Code>.{' '}
          <Badge colorPalette={working.matches ? 'green' : 'red'}>
            {working.matches ? 'Matches' : 'Does not match'}
          </Badge>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The VIN breakdown: every position explained, the check digit's working, the rescue when the
 * VIN is invalid, and the full vPIC decode.
 */
export function VinBreakdown({ check, onPick }: { check: VinCheck; onPick: (vin: string) => void }) {
  const characters = Array.from(check.vin);
  const decode = check.decode;
  return (
    <Stack gap="6" data-testid="vin-breakdown">
      <HStack gap="1" wrap="wrap" aria-label={`VIN ${check.vin}, by position`} role="group">
        {characters.map((character, i) => {
          const section = sectionOf(i + 1);
          return (
            <Box
              key={i}
              textAlign="center"
              minW="8"
              borderWidth="1px"
              borderRadius="md"
              borderColor={`${SECTION_COLORS[section]}.muted`}
              bg={`${SECTION_COLORS[section]}.subtle`}
              px="1"
              py="1"
            >
              <Text fontFamily="mono" fontSize="lg" fontWeight="semibold">
                {character}
              </Text>
              <Text fontSize="2xs" color="fg.muted">
                {i + 1}
              </Text>
            </Box>
          );
        })}
      </HStack>

      {check.problems.length > 0 && (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This VIN is not valid</Alert.Title>
            {check.problems.map((p) => (
              <Alert.Description key={p.code}>{p.message}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      {check.warnings.map((w) => (
        <Alert.Root key={w.code} status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{w.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
      {check.suggestions.length > 0 && (
        <Stack gap="2" aria-labelledby="vin-suggestions">
          <Heading as="h3" size="md" id="vin-suggestions">
            Did you mean …?
          </Heading>
          <HStack gap="2" wrap="wrap">
            {check.suggestions.map((s) => (
              <Button
                key={s.vin}
                size="sm"
                variant="outline"
                fontFamily="mono"
                onClick={() => onPick(s.vin)}
                aria-label={`Use ${s.vin} (position ${s.position}: ${s.from} to ${s.to})`}
              >
                {s.vin}
              </Button>
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Each changes one character so the check digit agrees. Compare with the vehicle before you use one.
          </Text>
        </Stack>
      )}

      {characters.length === 17 && (
        <Stack gap="2">
          <Heading as="h3" size="md">
            Position by position
          </Heading>
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            tabIndex={0}
            role="region"
            aria-label="VIN positions, scrollable"
          >
            <Table.Root size="sm" aria-label="VIN positions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Positions</Table.ColumnHeader>
                  <Table.ColumnHeader>Characters</Table.ColumnHeader>
                  <Table.ColumnHeader>Section</Table.ColumnHeader>
                  <Table.ColumnHeader>What it says</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(
                  [
                    ['wmi', 1, 3],
                    ['vds', 4, 8],
                    ['check', 9, 9],
                    ['year', 10, 10],
                    ['plant', 11, 11],
                    ['serial', 12, 17],
                  ] as const
                ).map(([section, from, to]) => (
                  <Table.Row key={section}>
                    <Table.Cell>{from === to ? from : `${from}–${to}`}</Table.Cell>
                    <Table.Cell fontFamily="mono">{check.vin.slice(from - 1, to)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={SECTION_COLORS[section]}>{SECTION_LABELS[section]}</Badge>
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">{meaningOf(section, check)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}

      {characters.length === 17 && <CheckDigitTable vin={check.vin} />}

      {decode && (
        <Stack gap="2">
          <HStack gap="2">
            <Heading as="h3" size="md">
              Full decode
            </Heading>
            <Badge colorPalette={decode.source === 'local' ? 'purple' : 'blue'}>
              {decode.source === 'local' ? 'Local override' : decode.source === 'vpic' ? 'NHTSA vPIC' : 'Not decoded'}
            </Badge>
          </HStack>
          {!decode.decoded ? (
            <Text color="fg.muted">
              Neither vPIC nor our local entries know this manufacturer code. A platform admin can add it under
              Manufacturer codes.
            </Text>
          ) : (
            <Table.ScrollArea
              borderWidth="1px"
              borderRadius="md"
              tabIndex={0}
              role="region"
              aria-label="Full decode, scrollable"
            >
              <Table.Root size="sm" aria-label="Full decode">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>vPIC field</Table.ColumnHeader>
                    <Table.ColumnHeader>Value</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {Object.entries(decode.raw).map(([name, value]) => (
                    <Table.Row key={name}>
                      <Table.Cell>{name}</Table.Cell>
                      <Table.Cell whiteSpace="normal">{value}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      )}
    </Stack>
  );
}
