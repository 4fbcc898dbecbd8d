import { chakra, useSlotRecipe, type RecipeVariantProps } from '@chakra-ui/react';
import { type avatarSlotRecipe } from '@chakra-ui/react/theme';
import { useCallback, useState } from 'react';

type AvatarVariants = RecipeVariantProps<typeof avatarSlotRecipe>;

/** "Marcus Bell" → "MB", as Chakra's Avatar.Fallback writes initials. */
const initials = (name: string) => {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1]! : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
};

/**
 * A person's picture or initials, drawn by the theme's avatar recipe as Chakra's Avatar is, without
 * its state machine (zag's avatar, ~2.5 kB gzip on every dashboard page for the top bar's one
 * avatar, issue 14). The initials show until the picture has loaded, and stay if it fails.
 */
export function PlainAvatar({
  name,
  image,
  size,
  shape,
}: {
  name: string;
  image?: string | null;
  size?: AvatarVariants['size'];
  /** Round by default; `rounded` for a dealership's square logo. */
  shape?: AvatarVariants['shape'];
}) {
  const recipe = useSlotRecipe({ key: 'avatar' });
  const styles = recipe({ size, shape });
  const [loaded, setLoaded] = useState(false);
  // A server-rendered picture may have loaded before hydration, when React saw no load event.
  const seen = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <chakra.div css={styles['root']} data-scope="avatar" data-part="root">
      {!loaded && (
        <chakra.span css={styles['fallback']} data-scope="avatar" data-part="fallback">
          {initials(name)}
        </chakra.span>
      )}
      {image && (
        <chakra.img
          ref={seen}
          css={styles['image']}
          data-scope="avatar"
          data-part="image"
          src={image}
          alt=""
          draggable={false}
          referrerPolicy="no-referrer"
          hidden={!loaded}
          onLoad={() => setLoaded(true)}
        />
      )}
    </chakra.div>
  );
}
