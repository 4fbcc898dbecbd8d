/**
 * The one editor behind New post and Edit post: title, address (suggested from the title until it
 * is edited by hand, checked free as it is typed), excerpt, cover with its alt text, tags, the
 * Markdown body with a preview rendered by the server exactly as the public page renders it, and
 * draft / scheduled / published. Checked with the API's own schema (BlogPostInputSchema); the API's
 * 409 for a taken address shows on the address. Leaving with unsaved changes asks first.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { Prose } from '../../../components/prose';
import { ApiError } from '../../../lib/api-error';
import {
  BLOG_ALT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  BlogPostInputSchema,
  type BlogAdminPost,
  type BlogPostInput,
  type BlogPostValues,
  type BlogStatus,
} from '../../../shared/schemas/blog-admin';
import { EMPTY_POST, formatDateTime, fromLocalInput, postToForm, toLocalInput } from '../format';
import { useSavePost, useUploadCover } from '../mutations';
import { blogAdminQueries } from '../queries';
import { useDebouncedValue } from '../use-debounced-value';

type Form = UseFormReturn<BlogPostInput, unknown, BlogPostValues>;

const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'coverUrl',
  'coverAlt',
  'bodyMarkdown',
  'tags',
  'status',
  'publishedAt',
] as const satisfies readonly (keyof BlogPostInput)[];

const STATUS_CHOICES: readonly { value: BlogStatus; label: string; help: string }[] = [
  { value: 'draft', label: 'Draft', help: 'Only admins see it.' },
  { value: 'scheduled', label: 'Scheduled', help: 'Appears on the blog at the time you choose.' },
  { value: 'published', label: 'Published', help: 'On the blog now.' },
];

/** How long typing pauses before the address is checked and the preview is rendered. */
const SLUG_DEBOUNCE_MS = 300;
const PREVIEW_DEBOUNCE_MS = 400;

type View = 'write' | 'preview' | 'split';

function SlugField({ form, id }: { form: Form; id: string | undefined }) {
  const { control, register, setValue, formState } = form;
  const title = useWatch({ control, name: 'title' });
  const slug = useWatch({ control, name: 'slug' });
  // A saved post keeps its address when its title changes: links to it must not break.
  const [byHand, setByHand] = useState(Boolean(id));
  const debouncedTitle = useDebouncedValue(title.trim(), SLUG_DEBOUNCE_MS);
  const debouncedSlug = useDebouncedValue(slug, SLUG_DEBOUNCE_MS);
  const params = byHand
    ? { title: '', slug: debouncedSlug, id: id ?? '' }
    : { title: debouncedTitle, slug: '', id: id ?? '' };
  const check = useQuery({
    ...blogAdminQueries.slug(params),
    enabled: byHand ? BLOG_SLUG_PATTERN.test(debouncedSlug) : debouncedTitle.length > 0,
  });
  const answer = check.isPlaceholderData ? undefined : check.data;

  useEffect(() => {
    if (!byHand && answer && answer.slug !== form.getValues('slug'))
      setValue('slug', answer.slug, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }, [answer, byHand, form, setValue, formState.isSubmitted]);

  const taken = byHand && answer && !answer.available && debouncedSlug === slug;
  const error =
    formState.errors.slug?.message ?? (taken ? `Another post has this address: try ${answer.slug}` : undefined);
  const field = register('slug', { onChange: () => setByHand(true) });
  return (
    <FormField
      label="Address"
      required
      error={error}
      helperText={
        <>
          /blog/{slug || '…'}
          {byHand ? '' : ' (from the title until you change it)'}
        </>
      }
    >
      <HStack w="full" gap="2">
        <Input {...field} autoComplete="off" spellCheck={false} data-testid="slug-input" />
        {byHand && (
          <Button variant="ghost" size="sm" onClick={() => setByHand(false)}>
            From title
          </Button>
        )}
      </HStack>
    </FormField>
  );
}

function TagsField({ form }: { form: Form }) {
  const { control, setValue, formState } = form;
  const tags = useWatch({ control, name: 'tags' });
  const [text, setText] = useState('');
  const errors = formState.errors.tags;
  const error =
    errors?.message ??
    errors?.root?.message ??
    (Array.isArray(errors) ? errors.find((e) => e?.message)?.message : undefined);
  const add = () => {
    const tag = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!tag) return;
    if (!tags.includes(tag)) setValue('tags', [...tags, tag], { shouldDirty: true, shouldValidate: true });
    setText('');
  };
  return (
    <Stack gap="2">
      <FormField label="Tags" error={error} helperText="Press Enter to add a tag.">
        <HStack gap="2" w="full">
          <Input
            value={text}
            maxLength={BLOG_TAG_MAX}
            placeholder="e.g. pricing"
            data-testid="tag-input"
            disabled={tags.length >= BLOG_TAGS_MAX}
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
      {tags.length > 0 && (
        <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" aria-label="Tags">
          {tags.map((tag) => (
            <Badge as="li" key={tag} colorPalette="blue" variant="subtle" size="lg" gap="1">
              {tag}
              <CloseButton
                size="2xs"
                aria-label={`Remove tag ${tag}`}
                onClick={() =>
                  setValue(
                    'tags',
                    tags.filter((t) => t !== tag),
                    { shouldDirty: true },
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

function CoverField({ form }: { form: Form }) {
  const { control, register, setValue, formState } = form;
  const coverUrl = useWatch({ control, name: 'coverUrl' });
  const upload = useUploadCover();
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    upload.mutate(file, {
      onSuccess: ({ url }) => setValue('coverUrl', url, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
      onError: (error) =>
        setUploadError(
          error instanceof ApiError ? (error.fields.file ?? error.message) : 'The picture did not upload. Try again.',
        ),
    });
  };
  return (
    <Stack gap="3">
      <Text fontWeight="medium" fontSize="sm" id="cover-label">
        Cover
      </Text>
      {coverUrl ? (
        <Image
          src={coverUrl}
          alt="Cover preview"
          borderRadius="md"
          aspectRatio={2}
          objectFit="cover"
          w="full"
          data-testid="cover-preview"
        />
      ) : (
        <Box
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="md"
          aspectRatio={2}
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="fg.muted"
          fontSize="sm"
        >
          No cover
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-labelledby="cover-label"
        data-testid="cover-file"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <HStack gap="2">
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          <ImagePlus /> {coverUrl ? 'Replace' : 'Upload cover'}
        </Button>
        {coverUrl && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setValue('coverUrl', null, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          >
            Remove
          </Button>
        )}
      </HStack>
      {(uploadError ?? formState.errors.coverUrl?.message) && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {uploadError ?? formState.errors.coverUrl?.message}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        JPEG, PNG or WebP, at least 600 px wide; kept as WebP up to 1600 px.
      </Text>
      {coverUrl && (
        <FormField
          label="Alt text"
          required
          error={formState.errors.coverAlt?.message}
          helperText="What the picture shows."
        >
          <Input {...register('coverAlt')} maxLength={BLOG_ALT_MAX} />
        </FormField>
      )}
    </Stack>
  );
}

function StatusField({ form, post }: { form: Form; post: BlogAdminPost | undefined }) {
  const { control, setValue, formState, getValues } = form;
  const status = useWatch({ control, name: 'status' });
  const publishedAt = useWatch({ control, name: 'publishedAt' });
  return (
    <Stack gap="3">
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <RadioGroup.Root
            name={field.name}
            value={field.value}
            aria-label="Status"
            onValueChange={(e) => {
              const next = e.value as BlogStatus;
              field.onChange(next);
              const at = getValues('publishedAt');
              // Publishing now: a time still ahead (from Scheduled) would mean "later".
              if (next === 'published' && at && Date.parse(at) > Date.now())
                setValue('publishedAt', null, { shouldDirty: true });
            }}
          >
            <Stack gap="2">
              <Text fontWeight="medium" fontSize="sm">
                Status
              </Text>
              {STATUS_CHOICES.map((choice) => (
                <RadioGroup.Item key={choice.value} value={choice.value} alignItems="flex-start">
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Text as="span" display="block">
                      {choice.label}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                      {choice.help}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      />
      {status === 'scheduled' && (
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <FormField
              label="Publish at"
              required
              error={formState.errors.publishedAt?.message}
              helperText="Your local time."
            >
              <Input
                type="datetime-local"
                name={field.name}
                ref={field.ref}
                value={toLocalInput(field.value)}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
                data-testid="publish-at"
              />
            </FormField>
          )}
        />
      )}
      {status === 'published' && (
        <Text fontSize="sm" color={formState.errors.publishedAt ? 'fg.error' : 'fg.muted'} data-testid="published-note">
          {formState.errors.publishedAt?.message ??
            (publishedAt && post?.publishedAt === publishedAt
              ? `Published ${formatDateTime(publishedAt)}.`
              : 'Published when you save.')}
        </Text>
      )}
    </Stack>
  );
}

function BodyField({ form }: { form: Form }) {
  const { control, register, formState } = form;
  const [view, setView] = useState<View>('write');
  const body = useWatch({ control, name: 'bodyMarkdown' });
  const debounced = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    ...blogAdminQueries.preview(debounced),
    enabled: view !== 'write' && debounced.trim().length > 0,
  });
  const textareaId = useId();
  const showEditor = view !== 'preview';
  const showPreview = view !== 'write';
  const previewPane = (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="4"
      minH="80"
      maxH="40rem"
      overflowY="auto"
      aria-label="Preview"
      aria-busy={preview.isFetching}
      role="region"
      data-testid="body-preview"
    >
      {!debounced.trim() ? (
        <Text color="fg.muted">Nothing to preview yet.</Text>
      ) : preview.isPending ? (
        <Stack gap="3" aria-hidden>
          <Skeleton h="6" w="60%" />
          <Skeleton h="4" />
          <Skeleton h="4" w="80%" />
        </Stack>
      ) : preview.isError ? (
        <Text color="fg.error">The preview could not be rendered. Keep writing; it tries again.</Text>
      ) : (
        <Prose html={preview.data.html} maxW="none" />
      )}
    </Box>
  );
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text asChild fontWeight="medium" fontSize="sm">
          <label htmlFor={textareaId}>
            Body (Markdown)
            <Text as="span" color="fg.error" aria-hidden>
              {' '}
              *
            </Text>
          </label>
        </Text>
        <HStack role="group" aria-label="Body view" gap="1">
          {(
            [
              ['write', 'Write'],
              ['preview', 'Preview'],
              ['split', 'Side by side'],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              size="xs"
              variant={view === value ? 'subtle' : 'ghost'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
              hideBelow={value === 'split' ? 'lg' : undefined}
            >
              {label}
            </Button>
          ))}
        </HStack>
      </HStack>
      <Grid templateColumns={view === 'split' ? { base: '1fr', lg: '1fr 1fr' } : '1fr'} gap="3">
        <Box display={showEditor ? 'block' : 'none'}>
          <Textarea
            id={textareaId}
            {...register('bodyMarkdown')}
            aria-invalid={Boolean(formState.errors.bodyMarkdown)}
            aria-required
            minH="80"
            fontFamily="mono"
            fontSize="sm"
            spellCheck
            placeholder={'## A heading\n\nWrite in Markdown: **bold**, _italic_, [links](https://…), lists and tables.'}
          />
        </Box>
        {showPreview && previewPane}
      </Grid>
      {formState.errors.bodyMarkdown && (
        <Text color="fg.error" fontSize="sm">
          {formState.errors.bodyMarkdown.message}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        The preview is rendered by the server exactly as the public post page renders it: scripts and unsafe links are
        removed.
      </Text>
    </Stack>
  );
}

/** What the saved post is now, said after a save. */
function SavedNote({ post }: { post: BlogAdminPost }) {
  const text = post.live
    ? 'It is live on the blog.'
    : post.status === 'scheduled' && post.publishedAt
      ? `It appears on the blog ${formatDateTime(post.publishedAt)}.`
      : 'It is a draft: only admins see it.';
  return (
    <Alert.Root status="success" data-testid="saved-note" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Post saved</Alert.Title>
        <Alert.Description>
          {text}{' '}
          {post.live && (
            <Link to="/blog/$slug" params={{ slug: post.slug }} style={{ textDecoration: 'underline' }}>
              View post
            </Link>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function PostEditor({
  post,
  onSaved,
}: {
  /** The post to edit; none for a new post. */
  readonly post?: BlogAdminPost;
  /** After a save (a new post's screen moves to its edit address). */
  readonly onSaved?: (post: BlogAdminPost) => void;
}) {
  const form = useForm<BlogPostInput, unknown, BlogPostValues>({
    resolver: zodResolver(BlogPostInputSchema),
    defaultValues: post ? postToForm(post) : EMPTY_POST,
  });
  const { register, handleSubmit, formState } = form;
  const save = useSavePost(post?.id);
  const [saved, setSaved] = useState<BlogAdminPost | null>(null);
  // Set just before leaving on purpose (after a save), so the guard does not ask.
  const leaving = useRef(false);
  const dirty = formState.isDirty;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current && !leaving.current,
    enableBeforeUnload: () => dirtyRef.current && !leaving.current,
    withResolver: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    try {
      const result = await save.mutateAsync(values);
      form.reset(postToForm(result));
      setSaved(result);
      toaster.create({
        type: 'success',
        title: result.live ? 'Post published' : result.status === 'scheduled' ? 'Post scheduled' : 'Draft saved',
      });
      if (onSaved) {
        // The navigation it starts is checked after this turn, before the reset above re-renders.
        leaving.current = true;
        onSaved(result);
      }
    } catch (error) {
      showServerError(form, error, FIELDS);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Blog post" noValidate>
      <Stack gap="5">
        <FormErrorAlert title="The post was not saved" message={formState.errors.root?.server?.message} />
        {saved && !dirty && <SavedNote post={saved} />}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <Stack gap="5">
            <FormField label="Title" required error={formState.errors.title?.message}>
              <Input {...register('title')} maxLength={BLOG_TITLE_MAX + 20} autoComplete="off" />
            </FormField>
            <SlugField form={form} id={post?.id} />
            <FormField
              label="Excerpt"
              required
              error={formState.errors.excerpt?.message}
              helperText="Shown on the blog's list and in link previews."
            >
              <Textarea {...register('excerpt')} rows={3} maxLength={BLOG_EXCERPT_MAX + 50} />
            </FormField>
            <BodyField form={form} />
          </Stack>
          <Stack gap="4">
            <Card.Root variant="outline">
              <Card.Body gap="4">
                <Heading as="h2" size="sm">
                  Publishing
                </Heading>
                <StatusField form={form} post={post} />
                <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Saving…">
                  Save post
                </Button>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="4">
                <CoverField form={form} />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="4">
                <TagsField form={form} />
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your changes to this post are not saved.
      </ConfirmDialog>
    </form>
  );
}
