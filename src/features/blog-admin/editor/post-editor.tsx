/**
 * The one editor behind New post and Edit post: title, address (suggested from the title until it
 * is edited by hand, checked free as it is typed), excerpt, cover with its alt text, tags, the
 * Markdown body with a preview rendered by the server exactly as the public page renders it, and
 * draft / scheduled / published. Checked with the API's own schema (BlogPostInputSchema), loaded on
 * the first check or when a pointer or focus enters the form; the API's 409 for a taken address
 * shows on the address. Leaving with unsaved changes asks first.
 *
 * The editor is the page, so its state is usePlainForm's (src/lib/form-state.ts), React state from
 * the first render, rather than react-hook-form, and neither it nor classic zod is in the page's
 * first load (issue 14). Checked as react-hook-form's default had it: nothing until the first
 * submit, then every change.
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
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainRadioGroup, PlainRadioItem } from '../../../components/ui/plain-radio-group';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { Prose } from '../../../components/prose';
import { ApiError } from '../../../lib/api-error';
import { usePlainForm, type PlainForm } from '../../../lib/form-state';
import {
  BLOG_ALT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
} from '../../../shared/blog-limits';
import type { BlogStatus } from '../../../shared/blog-statuses';
import type { BlogAdminPost, BlogPostInput, BlogPostValues } from '../../../shared/schemas/blog-admin';
import { EMPTY_POST, formatDateTime, fromLocalInput, postToForm, toLocalInput } from '../format';
import { useSavePost, useUploadCover } from '../mutations';
import { blogAdminQueries } from '../queries';
import { useDebouncedValue } from '../use-debounced-value';
import { checkPost, preloadPostSchema } from './form-checks';

type Form = PlainForm<BlogPostInput, BlogPostValues>;

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
  const { register, setValue, isSubmitted } = form;
  const { title, slug } = form.values;
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
    if (!byHand && answer && answer.slug !== slug) setValue('slug', answer.slug, { shouldValidate: isSubmitted });
  }, [answer, byHand, slug, setValue, isSubmitted]);

  const taken = byHand && answer && !answer.available && debouncedSlug === slug;
  const error = form.error('slug') ?? (taken ? `Another post has this address: try ${answer.slug}` : undefined);
  const slugField = register('slug');
  const field = {
    ...slugField,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      slugField.onChange(event);
      setByHand(true);
    },
  };
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
  const { setValue } = form;
  const { tags } = form.values;
  const [text, setText] = useState('');
  // The list's own message (too many, twice the same), else a tag's.
  const error = form.errorWithin('tags');
  const add = () => {
    const tag = text.trim().toLowerCase().replace(/\s+/g, ' ');
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
  const { register, setValue, isSubmitted } = form;
  const { coverUrl } = form.values;
  const upload = useUploadCover();
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    upload.mutate(file, {
      onSuccess: ({ url }) => setValue('coverUrl', url, { shouldValidate: isSubmitted }),
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
          <Button variant="ghost" size="sm" onClick={() => setValue('coverUrl', null, { shouldValidate: isSubmitted })}>
            Remove
          </Button>
        )}
      </HStack>
      {(uploadError ?? form.error('coverUrl')) && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {uploadError ?? form.error('coverUrl')}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        JPEG, PNG or WebP, at least 600 px wide; kept as WebP up to 1600 px.
      </Text>
      {coverUrl && (
        <FormField label="Alt text" required error={form.error('coverAlt')} helperText="What the picture shows.">
          <Input {...register('coverAlt')} maxLength={BLOG_ALT_MAX} />
        </FormField>
      )}
    </Stack>
  );
}

function StatusField({ form, post }: { form: Form; post: BlogAdminPost | undefined }) {
  const { setValue, getValues } = form;
  const { status, publishedAt } = form.values;
  const publishAt = form.register('publishedAt');
  return (
    <Stack gap="3">
      {/* Drawn as Chakra's RadioGroup, without its state machine (issue 14). */}
      <PlainRadioGroup
        name="status"
        value={status}
        aria-label="Status"
        onBlur={() => form.touch('status')}
        onValueChange={(value) => {
          const next = value as BlogStatus;
          form.change('status', next);
          const at = getValues().publishedAt;
          // Publishing now: a time still ahead (from Scheduled) would mean "later".
          if (next === 'published' && at && Date.parse(at) > Date.now()) setValue('publishedAt', null);
        }}
      >
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            Status
          </Text>
          {STATUS_CHOICES.map((choice) => (
            <PlainRadioItem key={choice.value} value={choice.value} alignItems="flex-start">
              <Text as="span" display="block">
                {choice.label}
              </Text>
              <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                {choice.help}
              </Text>
            </PlainRadioItem>
          ))}
        </Stack>
      </PlainRadioGroup>
      {status === 'scheduled' && (
        <FormField label="Publish at" required error={form.error('publishedAt')} helperText="Your local time.">
          <Input
            type="datetime-local"
            {...publishAt}
            value={toLocalInput(publishedAt)}
            onChange={(e) => form.change('publishedAt', fromLocalInput(e.target.value))}
            data-testid="publish-at"
          />
        </FormField>
      )}
      {status === 'published' && (
        <Text fontSize="sm" color={form.error('publishedAt') ? 'fg.error' : 'fg.muted'} data-testid="published-note">
          {form.error('publishedAt') ??
            (publishedAt && post?.publishedAt === publishedAt
              ? `Published ${formatDateTime(publishedAt)}.`
              : 'Published when you save.')}
        </Text>
      )}
    </Stack>
  );
}

function BodyField({ form }: { form: Form }) {
  const { register } = form;
  const [view, setView] = useState<View>('write');
  const body = form.values.bodyMarkdown;
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
            aria-invalid={Boolean(form.error('bodyMarkdown'))}
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
      {form.error('bodyMarkdown') && (
        <Text color="fg.error" fontSize="sm">
          {form.error('bodyMarkdown')}
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
  justSaved = false,
  onSaved,
}: {
  /** The post to edit; none for a new post. */
  readonly post?: BlogAdminPost;
  /** The post was saved a moment ago by New post's editor, before moving here: say so. */
  readonly justSaved?: boolean;
  /** After a save (a new post's screen moves to its edit address). */
  readonly onSaved?: (post: BlogAdminPost) => void;
}) {
  const form = usePlainForm<BlogPostInput, BlogPostValues>({
    initialValues: post ? postToForm(post) : EMPTY_POST,
    validate: checkPost,
    mode: 'onSubmit',
  });
  const { register, handleSubmit } = form;
  const save = useSavePost(post?.id);
  const [saved, setSaved] = useState<BlogAdminPost | null>(justSaved && post ? post : null);
  // Set just before leaving on purpose (after a save), so the guard does not ask.
  const leaving = useRef(false);
  const dirty = form.isDirty;
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
      showServerError(plainFormErrors(form), error, FIELDS);
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Blog post"
      noValidate
      onPointerEnter={preloadPostSchema}
      onFocus={preloadPostSchema}
    >
      <Stack gap="5">
        <FormErrorAlert title="The post was not saved" message={form.error(FORM_ERROR)} />
        {saved && !dirty && <SavedNote post={saved} />}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <Stack gap="5">
            <FormField label="Title" required error={form.error('title')}>
              <Input {...register('title')} maxLength={BLOG_TITLE_MAX + 20} autoComplete="off" />
            </FormField>
            <SlugField form={form} id={post?.id} />
            <FormField
              label="Excerpt"
              required
              error={form.error('excerpt')}
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
                <Button type="submit" colorPalette="blue" loading={form.isSubmitting} loadingText="Saving…">
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
