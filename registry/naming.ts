/** Names derived from a registry id, shared by the generator, the story checklist and the tests. */
export const pascalCase = (id: string): string =>
  id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export const screenExportName = (id: string): string => `${pascalCase(id)}Screen`;
export const errorScreenExportName = (id: string): string => `${pascalCase(id)}ErrorScreen`;
export const screenModulePath = (id: string): string => `src/screens/${id}.tsx`;
export const screenLoaderPath = (id: string): string => `src/screens/${id}.loader.ts`;
export const storyModulePath = (id: string): string => `stories/screens/${id}.stories.tsx`;
