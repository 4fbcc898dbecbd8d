/**
 * A table drawn by the theme's table recipe as Chakra's Table is (the same slots, and the scroll
 * area's box), without its recipe-context machinery: Settings' pending invitations are its only
 * table, and Chakra's parts were a chunk of their own in that page's first load (issue 14).
 */
import { chakra, useSlotRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type tableSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext } from 'react';

type TableStyles = ReturnType<ReturnType<typeof useSlotRecipe>>;
const Styles = createContext<TableStyles>({});

export function PlainTable({
  size,
  variant,
  ...props
}: HTMLChakraProps<'table'> & Pick<RecipeVariantProps<typeof tableSlotRecipe>, 'size' | 'variant'>) {
  const styles = useSlotRecipe({ key: 'table' })({ size, variant });
  return (
    <Styles.Provider value={styles}>
      <chakra.table {...props} css={[styles['root'], props.css]} />
    </Styles.Provider>
  );
}

/** Scrolls a wide table sideways on a narrow screen (Table.ScrollArea). */
export function PlainTableScrollArea(props: HTMLChakraProps<'div'>) {
  return (
    <chakra.div
      display="block"
      whiteSpace="nowrap"
      overflow="auto"
      maxWidth="100%"
      css={{ WebkitOverflowScrolling: 'touch' }}
      {...props}
    />
  );
}

export function PlainThead(props: HTMLChakraProps<'thead'>) {
  return <chakra.thead {...props} css={[useContext(Styles)['header'], props.css]} />;
}

export function PlainTbody(props: HTMLChakraProps<'tbody'>) {
  return <chakra.tbody {...props} css={[useContext(Styles)['body'], props.css]} />;
}

export function PlainTr(props: HTMLChakraProps<'tr'>) {
  return <chakra.tr {...props} css={[useContext(Styles)['row'], props.css]} />;
}

export function PlainTh(props: HTMLChakraProps<'th'>) {
  return <chakra.th {...props} css={[useContext(Styles)['columnHeader'], props.css]} />;
}

export function PlainTd(props: HTMLChakraProps<'td'>) {
  return <chakra.td {...props} css={[useContext(Styles)['cell'], props.css]} />;
}
