import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Input,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-error';
import {
  PatchMakeSchema,
  PatchModelSchema,
  PatchWmiSchema,
  UpsertMakeSchema,
  UpsertModelSchema,
  UpsertWmiSchema,
} from '../../shared/schemas/reference';
import { BODY_TYPES, SPEC_LABELS, type BodyType } from '../../shared/vehicles';
import type { ReferenceKind } from './api';
import { useCreateReference, usePatchReference } from './mutations';

interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly help?: string;
  readonly number?: boolean;
  /** Shown when adding only (a model's make, a code). */
  readonly createOnly?: boolean;
}

const FIELDS: Readonly<Record<ReferenceKind, readonly FieldSpec[]>> = {
  makes: [
    { name: 'name', label: 'Make' },
    { name: 'replaces', label: 'Renames vPIC make', help: 'Decodes that say this vPIC make show this one instead.' },
  ],
  models: [
    { name: 'make', label: 'Make', createOnly: true },
    { name: 'name', label: 'Model' },
    { name: 'yearFrom', label: 'First model year', number: true },
    { name: 'yearTo', label: 'Last model year', number: true, help: 'Leave empty while it is still built.' },
    {
      name: 'replaces',
      label: 'Renames vPIC model',
      help: 'Decodes of this make that say it show this model instead.',
    },
  ],
  wmis: [
    { name: 'code', label: 'Manufacturer code', createOnly: true, help: '3 characters, or 6 for a low-volume maker.' },
    { name: 'makeName', label: 'Make' },
    { name: 'manufacturer', label: 'Manufacturer' },
    { name: 'country', label: 'Country' },
  ],
};

const TITLES: Readonly<Record<ReferenceKind, string>> = {
  makes: 'make',
  models: 'model',
  wmis: 'manufacturer code',
};

/** The form's text values → the schema's input (empty optional fields become null or absent). */
const toInput = (
  kind: ReferenceKind,
  values: Record<string, string>,
  bodyTypes: readonly BodyType[],
  creating: boolean,
) => {
  const out: Record<string, unknown> = {};
  // Sent whole on every save of a model, in the list's order, so clearing every box clears them.
  if (kind === 'models') out.bodyTypes = BODY_TYPES.filter((b) => bodyTypes.includes(b));
  for (const field of FIELDS[kind]) {
    if (field.createOnly && !creating) continue;
    const raw = (values[field.name] ?? '').trim();
    if (field.number) out[field.name] = raw === '' ? null : Number(raw);
    else if (
      raw !== '' ||
      field.name === 'name' ||
      field.name === 'makeName' ||
      field.name === 'code' ||
      field.name === 'make'
    )
      out[field.name] = raw;
    else if (!creating) out[field.name] = null;
  }
  return out;
};

/** Add a local entry, or edit one (platform admins). The shared schemas check it before it is sent. */
export function ReferenceEditDialog({
  kind,
  editing,
  initial,
  initialBodyTypes = [],
  onClose,
}: {
  kind: ReferenceKind;
  /** The id being edited; absent when adding. */
  editing?: string | undefined;
  initial?: Readonly<Record<string, string>> | undefined;
  /** A model's body types as saved (models only). */
  initialBodyTypes?: readonly BodyType[] | undefined;
  onClose: () => void;
}) {
  const creating = !editing;
  const [values, setValues] = useState<Record<string, string>>({ ...initial });
  const [bodyTypes, setBodyTypes] = useState<BodyType[]>([...initialBodyTypes]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateReference();
  const patch = usePatchReference();
  const busy = create.isPending || patch.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(kind, values, bodyTypes, creating);
    const schema = creating
      ? { makes: UpsertMakeSchema, models: UpsertModelSchema, wmis: UpsertWmiSchema }[kind]
      : { makes: PatchMakeSchema, models: PatchModelSchema, wmis: PatchWmiSchema }[kind];
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      if (creating) await create.mutateAsync({ kind, input: parsed.data } as never);
      else await patch.mutateAsync({ kind, id: editing, patch: parsed.data } as never);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        // The server names an array item by its index ("bodyTypes.2"); the form shows it on the field.
        const fieldErrors: Record<string, string> = {};
        for (const [key, message] of Object.entries(error.fields)) fieldErrors[key.split('.')[0]!] ??= message;
        setErrors(fieldErrors);
      } else setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reference-edit-dialog">
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {creating ? 'Add a local' : 'Edit local'} {TITLES[kind]}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {formError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{formError}</Alert.Description>
                    </Alert.Root>
                  )}
                  {FIELDS[kind]
                    .filter((field) => creating || !field.createOnly)
                    .map((field) => (
                      <Field.Root key={field.name} invalid={Boolean(errors[field.name])}>
                        <Field.Label>{field.label}</Field.Label>
                        <Input
                          name={field.name}
                          inputMode={field.number ? 'numeric' : undefined}
                          value={values[field.name] ?? ''}
                          onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                        />
                        {field.help && !errors[field.name] && <Field.HelperText>{field.help}</Field.HelperText>}
                        <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
                      </Field.Root>
                    ))}
                  {kind === 'models' && (
                    <Fieldset.Root invalid={Boolean(errors.bodyTypes)}>
                      <Fieldset.Legend fontSize="sm">Body types</Fieldset.Legend>
                      {!errors.bodyTypes && (
                        <Fieldset.HelperText>Every body this model is built as.</Fieldset.HelperText>
                      )}
                      <CheckboxGroup
                        name="bodyTypes"
                        value={bodyTypes}
                        onValueChange={(next) => setBodyTypes(BODY_TYPES.filter((b) => next.includes(b)))}
                      >
                        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" data-testid="body-types">
                          {BODY_TYPES.map((body) => (
                            <Checkbox.Root key={body} value={body} size="sm">
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>{SPEC_LABELS.body[body]}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </SimpleGrid>
                      </CheckboxGroup>
                      <Fieldset.ErrorText>{errors.bodyTypes}</Fieldset.ErrorText>
                    </Fieldset.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={busy}>
                  {creating ? 'Add' : 'Save'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
