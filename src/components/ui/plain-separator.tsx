import { chakra, useRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type separatorRecipe } from '@chakra-ui/react/theme';

/**
 * A horizontal rule drawn by the theme's separator recipe as Chakra's Separator draws it (a stack's
 * `separator` styles it the same way), without its recipe context (a chunk of its own, issue 14).
 */
export function PlainSeparator(
  props: Omit<HTMLChakraProps<'span'>, 'size'> & Omit<RecipeVariantProps<typeof separatorRecipe>, 'orientation'>,
) {
  const recipe = useRecipe({ key: 'separator' });
  const [variants, rest] = recipe.splitVariantProps(props);
  return (
    <chakra.span
      role="separator"
      aria-orientation="horizontal"
      {...rest}
      css={[recipe({ ...variants, orientation: 'horizontal' }), props.css]}
    />
  );
}
