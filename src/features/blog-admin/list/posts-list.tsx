/**
 * The blog admin's list: a status filter with counts, search, and the posts as a table (cards on a
 * phone) with their status, time, tags and author, each with Edit and Delete.
 */
import { Badge, Box, Button, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { BlogAdminPage, BlogAdminSummary } from '../../../shared/schemas/blog-admin';
// The plain module: the edit screen's badge would otherwise bring every blog schema (issue 14).
import { BLOG_STATUS_LABELS, BLOG_STATUSES, type BlogStatus } from '../../../shared/blog-statuses';
import { statusOf, whenOf } from '../format';
import { useDebouncedValue } from '../use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 250;

export function StatusBadge({ post }: { post: Pick<BlogAdminSummary, 'status' | 'live'> }) {
  const { label, palette } = statusOf(post);
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}

export function PostFilters({
  q,
  status,
  counts,
  onChange,
}: {
  q: string;
  status: '' | BlogStatus;
  counts: BlogAdminPage['counts'] | undefined;
  onChange: (patch: { q?: string; status?: '' | BlogStatus }) => void;
}) {
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // What this box last searched for: any other change of q came from elsewhere ("Show all posts",
  // back), and the box then shows it; its own changes must not overwrite what is being typed.
  const pushed = useRef(q);
  useEffect(() => {
    if (q !== pushed.current) {
      pushed.current = q;
      setText(q);
    }
  }, [q]);
  useEffect(() => {
    if (debounced.trim() !== q) {
      pushed.current = debounced.trim();
      onChange({ q: debounced.trim() });
    }
    // Only a settled change of the text searches; q changing from the URL is not a new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const choices: ['' | BlogStatus, string][] = [
    ['', 'All'],
    ...BLOG_STATUSES.map((s) => [s, BLOG_STATUS_LABELS[s]] as ['' | BlogStatus, string]),
  ];
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
      <HStack role="group" aria-label="Status" gap="1" wrap="wrap">
        {choices.map(([value, label]) => (
          <Button
            key={value || 'all'}
            size="sm"
            variant={status === value ? 'subtle' : 'ghost'}
            aria-pressed={status === value}
            onClick={() => onChange({ status: value })}
          >
            {label}
            {counts && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {counts[value || 'all']}
              </Text>
            )}
          </Button>
        ))}
      </HStack>
      <HStack maxW={{ md: 'xs' }} w="full" position="relative">
        <Box position="absolute" insetStart="3" color="fg.muted" pointerEvents="none" zIndex={1}>
          <Search size={16} />
        </Box>
        <Input
          type="search"
          aria-label="Search posts"
          placeholder="Search title, address, tags"
          ps="9"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </HStack>
    </Stack>
  );
}

export function PostsListSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" data-testid="loading">
      <Text srOnly>Loading posts…</Text>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} h="14" borderRadius="md" />
      ))}
    </Stack>
  );
}

function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((t) => (
        <Badge key={t} variant="outline" size="sm">
          {t}
        </Badge>
      ))}
    </HStack>
  );
}

function EditLink({ post, children }: { post: BlogAdminSummary; children: React.ReactNode }) {
  return (
    <Link to="/dashboard/blog-admin/edit/$id" params={{ id: post.id }}>
      {children}
    </Link>
  );
}

export function PostsTable({ page, onDelete }: { page: BlogAdminPage; onDelete: (post: BlogAdminSummary) => void }) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" hideBelow="md" data-testid="posts-table">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Tags</Table.ColumnHeader>
              <Table.ColumnHeader>Author</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.items.map((post) => (
              <Table.Row key={post.id}>
                <Table.Cell maxW="sm">
                  <Stack gap="0.5">
                    <EditLink post={post}>
                      <Text fontWeight="medium" _hover={{ textDecoration: 'underline' }} lineClamp={1}>
                        {post.title}
                      </Text>
                    </EditLink>
                    <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                      /blog/{post.slug}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge post={post} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{whenOf(post)}</Table.Cell>
                <Table.Cell>
                  <Tags tags={post.tags} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{post.author}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Button asChild size="xs" variant="ghost">
                    <Link
                      to="/dashboard/blog-admin/edit/$id"
                      params={{ id: post.id }}
                      aria-label={`Edit ${post.title}`}
                    >
                      <Pencil /> Edit
                    </Link>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${post.title}`}
                    onClick={() => onDelete(post)}
                  >
                    <Trash2 /> Delete
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" gap="3" hideFrom="md" listStyleType="none" aria-label="Posts" data-testid="posts-cards">
        {page.items.map((post) => (
          <Box as="li" key={post.id} borderWidth="1px" borderRadius="lg" p="4">
            <Stack gap="2">
              <HStack justify="space-between" align="start" gap="3">
                <EditLink post={post}>
                  <Text fontWeight="medium">{post.title}</Text>
                </EditLink>
                <StatusBadge post={post} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {whenOf(post)} · {post.author}
              </Text>
              <Tags tags={post.tags} />
              <HStack justify="flex-end">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${post.title}`}
                  onClick={() => onDelete(post)}
                >
                  <Trash2 /> Delete
                </Button>
              </HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
