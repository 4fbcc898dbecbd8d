import { careers } from './careers';
import { docs } from './docs';
import { help } from './help';
import { integrations } from './integrations';
import { legal } from './legal';
import type { ContentCollection, ContentKind } from './types';

export * from './types';
export { COMPANY } from './company';

export const collections: Readonly<Record<ContentKind, ContentCollection>> = {
  docs,
  careers,
  integrations,
  help,
  legal,
};
