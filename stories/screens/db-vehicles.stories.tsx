import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DbVehiclesScreen } from '../../src/screens/db-vehicles';
import type { PatchModelInput, ReferenceModel } from '../../src/shared/schemas/reference';
import { adminViewer, MOBILE_GLOBALS, ownerViewer, screenParameters } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import {
  buildCuratedMakes,
  buildDecode,
  buildModel,
  buildModels,
  buildPage,
  buildVinCheck,
  seedReference,
} from '../builders/reference';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/db-vehicles',
  component: DbVehiclesScreen,
  parameters: screenParameters('db-vehicles', { viewer: ownerViewer(), seedQueries: seedReference.makes() }),
} satisfies Meta<typeof DbVehiclesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (search: string) => ({ path: `/dashboard/db-vehicles?${search}` });

/** Makes with their model counts and source; read-only for a dealer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Models of Honda' })).toBeVisible();
    await expect(screen.getByText('12,119 entries · page 1 of 243')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    await expect(screen.queryByRole('button', { name: /^Hide / })).toBeNull();
  },
};

export const Models: Story = {
  parameters: {
    ...screenParameters('db-vehicles', { viewer: ownerViewer(), seedQueries: seedReference.models() }),
    route: at('tab=models&make=Honda'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('S2000')).toBeVisible();
    await expect(screen.getByText('2000–2009')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Show models of every make, not only Honda' })).toBeVisible();
  },
};

export const Wmis: Story = {
  parameters: {
    ...screenParameters('db-vehicles', { viewer: ownerViewer(), seedQueries: seedReference.wmis() }),
    route: at('tab=wmis'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('1HG')).toBeVisible();
    await expect(screen.getByText('TESLA, INC.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('db-vehicles', {
    viewer: ownerViewer(),
    seedQueries: seedReference.makes(buildPage([])),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('The vehicle database is empty')).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: {
    ...screenParameters('db-vehicles', {
      viewer: ownerViewer(),
      seedQueries: seedReference.makes(buildPage([]), 'zzqx'),
    }),
    route: at('q=zzqx'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Nothing matches')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('db-vehicles', { viewer: ownerViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/reference/makes': pending() }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: screenParameters('db-vehicles', { viewer: ownerViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/reference/makes': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load the vehicle database.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A platform admin sees hidden and local entries, with Add, Edit, Hide / Show and Delete. */
export const AdminEditing: Story = {
  parameters: screenParameters('db-vehicles', {
    viewer: adminViewer(),
    seedQueries: seedReference.makes(buildPage(buildCuratedMakes(), 12_120), '', true),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Edit Mitsuoka' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Show Toyota' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add make' })).toBeVisible();
    // Delete asks first, in a dialog (not the browser's confirm), and Cancel leaves the entry.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mitsuoka' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this local entry?' });
    await expect(confirm).toHaveTextContent('Mitsuoka will be removed for good.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('button', { name: 'Delete Mitsuoka' })).toBeVisible();
  },
};

/** A local model (a renamed vPIC one) among vPIC models, as a platform admin curating Honda sees it. */
const localModel = buildModel(
  { id: 'md_local_1', name: 'Accord Coupe', source: 'local', replaces: 'Accord', bodyTypes: ['sedan', 'coupe'] },
  0,
);
const modelsAt = (model: ReferenceModel) => buildPage([model, ...buildModels(4).slice(1)], 561);
const adminModels = {
  ...screenParameters('db-vehicles', { viewer: adminViewer(), seedQueries: () => {} }),
  route: at('tab=models&make=Honda'),
};

/** Opens the edit dialog of the local model and checks its saved body types came in checked. */
const openModelEdit = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Honda Accord Coupe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit local model' });
  const bodies = within(dialog).getByRole('group', { name: 'Body types' });
  await expect(within(bodies).getByRole('checkbox', { name: 'Sedan' })).toBeChecked();
  await expect(within(bodies).getByRole('checkbox', { name: 'Coupe' })).toBeChecked();
  await expect(within(bodies).getByRole('checkbox', { name: 'Convertible' })).not.toBeChecked();
  return { screen, dialog, bodies };
};

/**
 * Editing a local model's body types: they come checked as saved, Space toggles one from the
 * keyboard, a click another; Save sends them and the table shows what the server kept.
 */
export const AdminEditingModel: Story = {
  parameters: adminModels,
  beforeEach: () => {
    let model = localModel;
    return mockApi({
      'GET /api/reference/models': () => ok(modelsAt(model)),
      [`PATCH /api/reference/models/${localModel.id}`]: (body) => {
        model = { ...model, ...(body as PatchModelInput) } as ReferenceModel;
        return ok({ model });
      },
    })();
  },
  play: async ({ canvasElement }) => {
    const { screen, dialog, bodies } = await openModelEdit(canvasElement);
    const convertible = within(bodies).getByRole('checkbox', { name: 'Convertible' });
    convertible.focus();
    await userEvent.keyboard(' ');
    await expect(convertible).toBeChecked();
    await userEvent.click(within(bodies).getByText('Sedan'));
    await expect(within(bodies).getByRole('checkbox', { name: 'Sedan' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await screen.findByText('Accord Coupe')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Coupe, Convertible'));
  },
};

/** The server refuses the body types (it names `bodyTypes`): the error shows under them, choices kept. */
export const AdminModelServerError: Story = {
  parameters: adminModels,
  beforeEach: mockApi({
    'GET /api/reference/models': ok(modelsAt(localModel)),
    [`PATCH /api/reference/models/${localModel.id}`]: fail(
      400,
      'VALIDATION_FAILED',
      'Some fields need your attention.',
      {
        'bodyTypes.2': 'Choose body types from the list',
      },
    ),
  }),
  play: async ({ canvasElement }) => {
    const { dialog, bodies } = await openModelEdit(canvasElement);
    await userEvent.click(within(bodies).getByText('Wagon'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Choose body types from the list')).toBeVisible();
    await expect(within(bodies).getByRole('checkbox', { name: 'Wagon' })).toBeChecked();
    await expect(within(bodies).getByRole('checkbox', { name: 'Sedan' })).toBeChecked();
  },
};

/** Every position of a valid VIN explained, the check digit worked out, and the full decode. */
export const VinBreakdown: Story = {
  parameters: {
    ...screenParameters('db-vehicles', { viewer: ownerViewer(), seedQueries: seedReference.vin() }),
    route: at('tab=vin&vin=1HGCM82633A004352'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('table', { name: 'VIN positions' })).toBeVisible();
    await expect(screen.getByText(/3 matches the computed check digit/)).toBeVisible();
    await expect(screen.getByRole('table', { name: 'Full decode' })).toBeVisible();
  },
};

/** A mistyped VIN: what is wrong, and the single-character fixes that pass the check digit. */
export const VinBreakdownInvalid: Story = {
  parameters: {
    ...screenParameters('db-vehicles', {
      viewer: ownerViewer(),
      seedQueries: seedReference.vin(buildVinCheck('1HGCM82633A004353', buildDecode())),
    }),
    route: at('tab=vin&vin=1HGCM82633A004353'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('This VIN is not valid')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Did you mean …?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Use 1HGCM82633A004352/ })).toBeVisible();
  },
};

/** On a phone the tabs scroll and the tables scroll sideways inside their frame. */
export const PhoneTables: Story = {
  globals: MOBILE_GLOBALS,
  parameters: {
    ...screenParameters('db-vehicles', {
      viewer: ownerViewer(),
      seedQueries: seedReference.models(buildPage([...buildModels(4), buildModel({ name: 'Prelude' }, 4)], 560)),
    }),
    route: at('tab=models&make=Honda'),
  },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('Prelude')).toBeVisible();
  },
};
