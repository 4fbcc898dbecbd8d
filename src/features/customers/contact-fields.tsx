/**
 * The parts of the customer form the add dialog and the edit page share: several emails and
 * phones (one primary), and tags (typed, or picked from the tags in use).
 */
import { Badge, Box, Button, CloseButton, Field, Fieldset, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '../../components/ui/form-field';
import type { PlainForm } from '../../lib/form-state';
import { CUSTOMER_EMAILS_MAX, CUSTOMER_PHONES_MAX, CUSTOMER_TAGS_MAX, TAG_MAX } from '../../shared/respond';
import { PHONE_LABEL_TEXT, PHONE_LABELS } from './format';
import type { CustomerFormValues } from './form-values';

type Form = PlainForm<CustomerFormValues>;

/** One radio per row marks the primary; choosing one clears the others. */
function PrimaryRadio({
  name,
  checked,
  label,
  onChoose,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChoose: () => void;
}) {
  return (
    <HStack as="label" gap="1.5" fontSize="sm" whiteSpace="nowrap" cursor="pointer">
      <input type="radio" name={name} checked={checked} onChange={onChoose} aria-label={label} />
      <span aria-hidden>Primary</span>
    </HStack>
  );
}

export function EmailsField({ form }: { form: Form }) {
  const { register, setValue } = form;
  const rows = form.values.emails;
  const fields = form.rowKeys('emails');
  const group = useId();
  // The list's own message ("The same … is listed twice").
  const listError = form.error('emails');
  const choose = (at: number) =>
    setValue(
      'emails',
      rows.map((row, i) => ({ ...row, primary: i === at })),
    );
  return (
    <Fieldset.Root invalid={Boolean(listError)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Emails
      </Fieldset.Legend>
      <Stack gap="2">
        {fields.map((key, i) => (
          <HStack key={key} gap="2" align="flex-start">
            <Field.Root flex="1" invalid={Boolean(form.error(`emails.${i}.email`))}>
              <Input
                {...register(`emails.${i}.email`)}
                type="email"
                autoComplete="off"
                aria-label={`Email ${i + 1}`}
                placeholder="name@example.com"
                data-testid={`email-${i}`}
              />
              {form.error(`emails.${i}.email`) && <Field.ErrorText>{form.error(`emails.${i}.email`)}</Field.ErrorText>}
            </Field.Root>
            <Box pt="2.5">
              <PrimaryRadio
                name={group}
                checked={rows[i]?.primary ?? false}
                label={`Email ${i + 1} is the primary email`}
                onChoose={() => choose(i)}
              />
            </Box>
            <CloseButton
              size="sm"
              mt="1"
              aria-label={`Remove email ${i + 1}`}
              onClick={() => form.remove('emails', i)}
            />
          </HStack>
        ))}
        {listError && <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>}
        {fields.length < CUSTOMER_EMAILS_MAX && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => form.append('emails', { email: '', primary: fields.length === 0 })}
          >
            <Plus /> Add email
          </Button>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

export function PhonesField({ form }: { form: Form }) {
  const { register, setValue } = form;
  const rows = form.values.phones;
  const fields = form.rowKeys('phones');
  const group = useId();
  // The list's own message ("The same … is listed twice").
  const listError = form.error('phones');
  const choose = (at: number) =>
    setValue(
      'phones',
      rows.map((row, i) => ({ ...row, primary: i === at })),
    );
  return (
    <Fieldset.Root invalid={Boolean(listError)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Phones
      </Fieldset.Legend>
      <Stack gap="2">
        {fields.map((key, i) => (
          <HStack key={key} gap="2" align="flex-start">
            <Field.Root flex="1" invalid={Boolean(form.error(`phones.${i}.phone`))}>
              <Input
                {...register(`phones.${i}.phone`)}
                type="tel"
                autoComplete="off"
                aria-label={`Phone ${i + 1}`}
                placeholder="(512) 555-0142"
                data-testid={`phone-${i}`}
              />
              {form.error(`phones.${i}.phone`) && <Field.ErrorText>{form.error(`phones.${i}.phone`)}</Field.ErrorText>}
            </Field.Root>
            <NativeSelect.Root size="md" w="28">
              <NativeSelect.Field {...register(`phones.${i}.label`)} aria-label={`Phone ${i + 1} kind`}>
                {PHONE_LABELS.map((l) => (
                  <option key={l} value={l}>
                    {PHONE_LABEL_TEXT[l]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Box pt="2.5">
              <PrimaryRadio
                name={group}
                checked={rows[i]?.primary ?? false}
                label={`Phone ${i + 1} is the primary phone`}
                onChoose={() => choose(i)}
              />
            </Box>
            <CloseButton
              size="sm"
              mt="1"
              aria-label={`Remove phone ${i + 1}`}
              onClick={() => form.remove('phones', i)}
            />
          </HStack>
        ))}
        {listError && <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>}
        {fields.length < CUSTOMER_PHONES_MAX && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => form.append('phones', { phone: '', label: 'mobile', primary: fields.length === 0 })}
          >
            <Plus /> Add phone
          </Button>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

/** Tags: type one and press Enter (or Add); the tags in use are offered as you type. */
export function TagsField({ form, suggestions }: { form: Form; suggestions: readonly string[] }) {
  const { setValue } = form;
  const tags = form.values.tags;
  const [text, setText] = useState('');
  const listId = useId();
  // The list's message ("At most … tags"), else the first tag's.
  const error = form.errorWithin('tags');
  const add = () => {
    const tag = text.trim().toLowerCase();
    if (!tag) return;
    if (!tags.includes(tag)) setValue('tags', [...tags, tag], { shouldValidate: true });
    setText('');
  };
  return (
    <Stack gap="2">
      <FormField label="Tags" error={error} helperText="Press Enter to add a tag.">
        <HStack gap="2" w="full">
          <Input
            value={text}
            list={listId}
            maxLength={TAG_MAX}
            placeholder="e.g. trade-in"
            data-testid="tag-input"
            disabled={tags.length >= CUSTOMER_TAGS_MAX}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ',') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" onClick={add} disabled={!text.trim()}>
            Add
          </Button>
        </HStack>
      </FormField>
      <datalist id={listId}>
        {suggestions
          .filter((s) => !tags.includes(s))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      {tags.length > 0 && (
        <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" aria-label="Tags">
          {tags.map((tag) => (
            <Badge as="li" key={tag} colorPalette="purple" variant="subtle" size="lg" gap="1">
              {tag}
              <CloseButton
                size="2xs"
                aria-label={`Remove tag ${tag}`}
                onClick={() =>
                  setValue(
                    'tags',
                    tags.filter((t) => t !== tag),
                  )
                }
              />
            </Badge>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
