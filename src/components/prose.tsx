import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML rendered from Markdown on the server and sanitized there (sanitize-html): no script, event
 * handler or javascript: URL reaches this point, so it may be inserted as is.
 */
export function Prose({ html, ...rest }: { html: string } & BoxProps) {
  return (
    <Box
      className="prose"
      lineHeight="1.75"
      fontSize="md"
      maxW="70ch"
      css={{
        '& > * + *': { marginTop: '1em' },
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '1.75em', lineHeight: '1.3' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1.5em' },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.35em' },
        '& a': { color: 'blue.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& strong': { fontWeight: 'semibold' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '0.3em', borderRadius: 'sm' },
        '& pre': { bg: 'bg.muted', padding: '4', borderRadius: 'md', overflowX: 'auto' },
        '& pre code': { bg: 'transparent', padding: 0 },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderColor: 'border.emphasized',
          paddingInlineStart: '4',
          color: 'fg.muted',
        },
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm', display: 'block', overflowX: 'auto' },
        '& th, & td': {
          borderBottomWidth: '1px',
          borderColor: 'border',
          padding: '2',
          textAlign: 'start',
          verticalAlign: 'top',
        },
        '& th': { fontWeight: 'semibold', bg: 'bg.subtle' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
        '& hr': { borderColor: 'border' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
