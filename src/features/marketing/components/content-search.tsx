import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ContentKind } from '../../../content/types';
import type { ContentItem, ContentList } from '../../../shared/schemas/marketing';
import { EmptyPanel } from '../../../components/layout/page';
import { marketingQueries } from '../queries';
import { CategoryFilter } from './category-filter';
import { ErrorBlock, LoadingBlock } from './query-state';
import { SearchForm } from './search-form';

export interface ContentGroup {
  readonly category: ContentList['categories'][number];
  readonly items: readonly ContentItem[];
}

export interface ContentSearchProps {
  readonly kind: ContentKind;
  readonly q: string;
  readonly category: string;
  /** Writes the search params (the URL is the state, so results can be shared and reloaded). */
  readonly onSearch: (next: { q?: string; category?: string }) => void;
  readonly searchLabel: string;
  readonly placeholder: string;
  readonly filterLabel: string;
  readonly empty: { readonly title: string; readonly description: string; readonly action: ReactNode };
  /** Renders the matching items, already grouped by category in the catalogue's order. */
  readonly children: (groups: readonly ContentGroup[], list: ContentList) => ReactNode;
}

/**
 * A searchable, categorised content catalogue (help center, integrations): the search box, the
 * category filter and the loading, error and empty states, searched on the server.
 */
export function ContentSearch({
  kind,
  q,
  category,
  onSearch,
  searchLabel,
  placeholder,
  filterLabel,
  empty,
  children,
}: ContentSearchProps) {
  const list = useQuery(marketingQueries.contentList(kind, q, category));
  return (
    <Stack gap="6">
      <SearchForm
        value={q}
        onSearch={(value) => onSearch({ q: value })}
        label={searchLabel}
        placeholder={placeholder}
      />
      {list.data && (
        <CategoryFilter
          label={filterLabel}
          categories={list.data.categories}
          value={category}
          onChange={(id) => onSearch({ category: id })}
        />
      )}
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyPanel title={empty.title} description={empty.description}>
          {empty.action}
        </EmptyPanel>
      ) : (
        children(
          list.data.categories
            .map((c) => ({ category: c, items: list.data.items.filter((i) => i.category === c.id) }))
            .filter((g) => g.items.length > 0),
          list.data,
        )
      )}
    </Stack>
  );
}
