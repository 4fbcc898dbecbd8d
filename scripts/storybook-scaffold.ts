/**
 * Writes a starter story file for every registry screen route that has none yet
 * (`npx tsx scripts/storybook-scaffold.ts`). Existing files are never touched: once written, a
 * story file belongs to whoever owns the screen and grows a story per state.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { storyModulePath, screenExportName } from '../registry/naming';
import { screenRoutes, type ScreenRoute } from '../registry/routes';
import type { Role } from '../src/shared/constants';

const WRONG_ROLE_ORDER: readonly Role[] = ['sales', 'owner', 'admin'];

function viewerFor(route: ScreenRoute): string | null {
  if (route.access.kind === 'anyone') return null;
  if (route.access.kind === 'signed-in') return route.layout === 'auth' ? 'shopperViewer()' : 'ownerViewer()';
  const first = route.access.roles[0]!;
  return first === 'admin' ? 'adminViewer()' : `buildViewer({ roles: ['${first}'] })`;
}

function wrongRole(route: ScreenRoute): Role | null {
  if (route.access.kind !== 'roles') return null;
  const allowed: readonly Role[] = route.access.roles;
  return WRONG_ROLE_ORDER.find((r) => !allowed.includes(r)) ?? null;
}

function storyFile(route: ScreenRoute): string {
  const screen = screenExportName(route.id);
  const viewer = viewerFor(route);
  const wrong = wrongRole(route);
  const dashboard = route.layout === 'dashboard';
  const builders = ['screenParameters'];
  if (dashboard) builders.push('MOBILE_GLOBALS');
  if (viewer?.startsWith('buildViewer') || wrong) builders.push('buildViewer');
  for (const name of ['ownerViewer', 'adminViewer', 'shopperViewer']) if (viewer?.startsWith(name)) builders.push(name);
  const lines = [
    `import type { Meta, StoryObj } from '@storybook/react-vite';`,
    `import { ${screen} } from '../../src/screens/${route.id}';`,
    `import { ${builders.sort().join(', ')} } from '../builders';`,
    ``,
    `const meta = {`,
    `  title: 'Screens/${route.id}',`,
    `  component: ${screen},`,
    `  parameters: screenParameters('${route.id}'${viewer ? `, { viewer: ${viewer} }` : ''}),`,
    `} satisfies Meta<typeof ${screen}>;`,
    ``,
    `export default meta;`,
    `type Story = StoryObj<typeof meta>;`,
    ``,
    `export const Default: Story = {};`,
  ];
  if (dashboard) {
    lines.push(``, `export const Mobile: Story = { globals: MOBILE_GLOBALS };`);
  }
  if (wrong) {
    lines.push(``, `/** Signed in with a role that may not open this route: the layout shows "No access". */`);
    lines.push(`export const NoAccess: Story = { parameters: { viewer: buildViewer({ roles: ['${wrong}'] }) } };`);
  }
  return `${lines.join('\n')}\n`;
}

let written = 0;
for (const route of screenRoutes) {
  const path = storyModulePath(route.id);
  if (existsSync(path)) continue;
  writeFileSync(path, storyFile(route));
  written++;
  console.log(`wrote ${path}`);
}
console.log(`${written} story file(s) written`);
