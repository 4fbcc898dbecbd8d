/**
 * Builders for the reference database (DB vehicles) stories: makes, models, manufacturer codes and
 * VIN checks. The VIN checks are computed with the real shared VIN module, so the breakdown's
 * validation, model years and rescue in a story are what the app would show for that VIN.
 * `seedReference.*` fills the story's QueryClient under the screen's own queryOptions keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import { referenceQueries, vinQueries, type ReferencePage } from '../../src/lib/reference-queries';
import {
  REFERENCE_PAGE_SIZE,
  type ReferenceMake,
  type ReferenceModel,
  type ReferenceWmi,
  type VinCheck,
} from '../../src/shared/schemas/reference';
import type { VinDecode } from '../../src/shared/schemas/vehicles';
import { modelYearCandidates, rescueVin, validateVin, vinRegion } from '../../src/shared/vin';

const MAKES = ['Honda', 'Toyota', 'Ford', 'Chevrolet', 'Hyundai', 'Tesla', 'Mercedes-Benz', 'Mazda'] as const;

export function buildMake(overrides: Partial<ReferenceMake> = {}, i = 0): ReferenceMake {
  return {
    id: `vpic-${474 + i}`,
    name: MAKES[i % MAKES.length]!,
    source: 'vpic',
    hidden: false,
    modelCount: [560, 412, 389, 377, 121, 9, 640, 98][i % 8]!,
    replaces: null,
    ...overrides,
  };
}

const MODELS: [name: string, from: number | null, to: number | null, bodies: ReferenceModel['bodyTypes']][] = [
  ['Accord', 1981, null, ['sedan', 'coupe']],
  ['Civic', 1981, null, ['sedan', 'coupe', 'hatchback']],
  ['CR-V', 1997, null, ['suv']],
  ['Odyssey', 1995, null, ['minivan']],
  ['Pilot', 2003, null, ['suv']],
  ['Ridgeline', 2006, null, ['pickup']],
  ['S2000', 2000, 2009, ['convertible']],
  ['Element', 2003, 2011, ['suv']],
];

export function buildModel(overrides: Partial<ReferenceModel> = {}, i = 0): ReferenceModel {
  const [name, yearFrom, yearTo, bodyTypes] = MODELS[i % MODELS.length]!;
  return {
    id: `vpic-${1861 + i}`,
    makeId: 'vpic-474',
    makeName: 'Honda',
    name,
    bodyTypes,
    yearFrom,
    yearTo,
    source: 'vpic',
    hidden: false,
    replaces: null,
    ...overrides,
  };
}

const WMIS: [code: string, make: string, manufacturer: string, type: string, country: string][] = [
  ['1HG', 'Honda', 'AMERICAN HONDA MOTOR CO., INC.', 'Passenger Car', 'UNITED STATES (USA)'],
  ['2T1', 'Toyota', 'TOYOTA MOTOR MANUFACTURING CANADA', 'Passenger Car', 'CANADA'],
  ['1FT', 'Ford', 'FORD MOTOR COMPANY, USA', 'Truck', 'UNITED STATES (USA)'],
  ['5YJ', 'Tesla', 'TESLA, INC.', 'Passenger Car', 'UNITED STATES (USA)'],
  ['KM8', 'Hyundai', 'HYUNDAI MOTOR CO', 'Multipurpose Passenger Vehicle (MPV)', 'SOUTH KOREA'],
  ['WDB', 'Mercedes-Benz', 'DAIMLER AG', 'Passenger Car', 'GERMANY'],
];

export function buildWmi(overrides: Partial<ReferenceWmi> = {}, i = 0): ReferenceWmi {
  const [code, makeName, manufacturer, vehicleType, country] = WMIS[i % WMIS.length]!;
  return {
    id: `vpic-${2094 + i}`,
    code,
    makeName,
    manufacturer,
    vehicleType,
    country,
    source: 'vpic',
    hidden: false,
    ...overrides,
  };
}

export const buildPage = <T>(items: T[], total = items.length, page = 1): ReferencePage<T> => ({
  items,
  total,
  page,
  pageSize: REFERENCE_PAGE_SIZE,
});

export const buildMakes = (count: number = MAKES.length) => Array.from({ length: count }, (_, i) => buildMake({}, i));
export const buildModels = (count: number = MODELS.length) =>
  Array.from({ length: count }, (_, i) => buildModel({}, i));
export const buildWmis = (count: number = WMIS.length) => Array.from({ length: count }, (_, i) => buildWmi({}, i));

/** The admin's view: a local make that renames vPIC's, a hidden vPIC make, and vPIC ones. */
export const buildCuratedMakes = (): ReferenceMake[] => [
  buildMake({ id: 'mk_local_1', name: 'Mitsuoka', source: 'local', modelCount: 2 }, 0),
  buildMake({ hidden: true }, 1),
  ...buildMakes(6).slice(2),
];

/** The vPIC decode of the DOMAIN.md Accord fixture, as the server answers it. */
export function buildDecode(overrides: Partial<VinDecode> = {}): VinDecode {
  return {
    vin: '1HGCM82633A004352',
    decoded: true,
    source: 'vpic',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX-V6',
    body: 'coupe',
    fuel: 'gasoline',
    drivetrain: null,
    transmission: null,
    engine: 'V6',
    doors: 2,
    manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
    plant: null,
    raw: {
      Make: 'Honda',
      'Body Class': 'Coupe',
      Model: 'Accord',
      'Fuel Type - Primary': 'Gasoline',
      'Engine Number of Cylinders': '6',
      Trim: 'EX-V6',
      'Engine Model': 'J30A4',
      Doors: '2',
      'Engine Configuration': 'V-Shaped',
      'Manufacturer Name': 'AMERICAN HONDA MOTOR CO., INC.',
      'WMI Country': 'UNITED STATES (USA)',
      'Vehicle Type': 'Passenger Car',
      'Model Year': '2003',
    },
    ...overrides,
  };
}

/** What GET /api/vin/{vin} answers for `vin`, computed with the shared VIN module. */
export function buildVinCheck(vin = '1HGCM82633A004352', decode: VinDecode | null = buildDecode()): VinCheck {
  const validation = validateVin(vin);
  const region = vinRegion(validation.vin);
  return {
    vin: validation.vin,
    valid: validation.ok,
    problems: validation.problems.map(({ code, message }) => ({ code, message })),
    warnings: validation.warnings.map(({ code, message }) => ({ code, message })),
    // A fixed "now" so the picture does not change when the calendar does.
    modelYears: validation.vin.length === 17 ? modelYearCandidates(validation.vin, new Date('2026-06-01')) : [],
    region: region ? { region: region.region, country: region.country } : null,
    suggestions: validation.ok
      ? []
      : rescueVin(vin).map(({ vin: v, position, from, to }) => ({ vin: v, position, from, to })),
    decode: validation.ok ? decode : null,
  };
}

export const seedReference = {
  makes:
    (page: ReferencePage<ReferenceMake> = buildPage(buildMakes(), 12_119), q = '', includeHidden = false) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(referenceQueries.makes(q, 1, { includeHidden }).queryKey, page),
  models:
    (page: ReferencePage<ReferenceModel> = buildPage(buildModels(), 560), make = 'Honda', q = '') =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(referenceQueries.models({ make, q, page: 1 }).queryKey, page),
  wmis:
    (page: ReferencePage<ReferenceWmi> = buildPage(buildWmis(), 12_767), q = '') =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(referenceQueries.wmis(q, 1).queryKey, page),
  vin:
    (check: VinCheck = buildVinCheck()) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(vinQueries.check(check.vin).queryKey, check),
};
