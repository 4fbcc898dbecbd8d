/**
 * Which CSV column fills which vehicle field. Dealer files come from every DMS and spreadsheet
 * with their own headers ("Odometer", "List Price", "Ext. Color"), so the mapping is suggested
 * from the header names and the person confirms or changes it in the dialog.
 */
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportMapping,
} from '../../shared/schemas/vehicle-import';

/** Fields a new vehicle cannot do without (year, make and model can come from the VIN decoder). */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['vin', 'mileage'];

/** Header names (normalised: lower case, letters and digits only) each field answers to, best first. */
const ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  vin: ['vin', 'vinnumber', 'vehicleidentificationnumber', 'serialnumber', 'chassisnumber'],
  year: ['year', 'modelyear', 'yr', 'my'],
  make: ['make', 'manufacturer', 'brand', 'marque'],
  model: ['model', 'modelname'],
  trim: ['trim', 'trimlevel', 'series', 'grade', 'edition'],
  body: ['body', 'bodystyle', 'bodytype', 'bodyclass', 'style'],
  fuel: ['fuel', 'fueltype'],
  transmission: ['transmission', 'trans', 'gearbox', 'transmissiontype'],
  drivetrain: ['drivetrain', 'drive', 'drivetype', 'driveline', 'drivewheels'],
  engine: ['engine', 'enginedescription', 'motor'],
  doors: ['doors', 'doorcount', 'numberofdoors'],
  exteriorColor: ['exteriorcolor', 'exteriorcolour', 'extcolor', 'extcolour', 'exterior', 'color', 'colour', 'paint'],
  interiorColor: ['interiorcolor', 'interiorcolour', 'intcolor', 'intcolour', 'interior', 'upholstery'],
  mileage: ['mileage', 'miles', 'odometer', 'odo', 'odometerreading'],
  condition: ['condition', 'newused', 'newusedcpo', 'vehiclecondition'],
  status: ['status', 'vehiclestatus', 'stockstatus'],
  listed: ['listed', 'online', 'published', 'onmarketplace', 'advertised'],
  price: ['askingprice', 'price', 'listprice', 'asking', 'retailprice', 'saleprice', 'internetprice', 'sellingprice'],
  cost: ['cost', 'unitcost', 'acquisitioncost', 'purchaseprice', 'acv', 'invoice', 'buyprice'],
  pack: ['pack', 'packamount', 'dealerpack'],
  inStockDate: ['instockdate', 'stockdate', 'datein', 'instock', 'dateinstock', 'received', 'datereceived', 'acquired'],
  description: ['description', 'comments', 'notes', 'remarks', 'sellerscomments', 'dealercomments'],
};

export const normalizeHeader = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The mapping suggested for these headers: an exact alias first (so "Price" wins the price and
 * "Cost" the cost), then a header that contains an alias ("Vehicle VIN #"); each column is used once.
 * Generic over an area's fields (inventory, customers).
 */
export const suggestColumns = <F extends string>(
  fields: readonly F[],
  aliases: Readonly<Record<F, readonly string[]>>,
  headers: readonly string[],
): Partial<Record<F, string>> => {
  const mapping: Partial<Record<F, string>> = {};
  const taken = new Set<string>();
  const normalized = headers.map((h) => ({ header: h, key: normalizeHeader(h) }));
  const pass = (matches: (key: string, alias: string) => boolean) => {
    for (const field of fields) {
      if (mapping[field]) continue;
      for (const alias of aliases[field]) {
        const hit = normalized.find((h) => !taken.has(h.header) && h.key && matches(h.key, alias));
        if (hit) {
          mapping[field] = hit.header;
          taken.add(hit.header);
          break;
        }
      }
    }
  };
  pass((key, alias) => key === alias);
  // Substring matches only for aliases long enough not to hit by accident ("my" in "mystery").
  pass((key, alias) => alias.length >= 4 && key.includes(alias));
  return mapping;
};

/** A mapping sent by the client, kept to the columns the file really has, each column used once. */
export const columnProblems = <F extends string>(
  mapping: Partial<Record<F, string>>,
  headers: readonly string[],
  fields: readonly F[],
  labels: Readonly<Record<F, string>>,
  required: readonly F[],
): Record<string, string> => {
  const problems: Record<string, string> = {};
  const known = new Set(headers);
  const used = new Map<string, F>();
  for (const field of fields) {
    const column = mapping[field];
    if (column === undefined) continue;
    if (!known.has(column)) problems[`mapping.${field}`] = `The file has no column "${column}"`;
    else if (used.has(column)) problems[`mapping.${field}`] = `"${column}" already fills ${labels[used.get(column)!]}`;
    else used.set(column, field);
  }
  for (const field of required)
    if (!mapping[field]) problems[`mapping.${field}`] = `Choose the column with the ${labels[field]}`;
  return problems;
};

export const suggestMapping = (headers: readonly string[]): ImportMapping =>
  suggestColumns(IMPORT_FIELDS, ALIASES, headers);

export const mappingProblems = (mapping: ImportMapping, headers: readonly string[]): Record<string, string> =>
  columnProblems(mapping, headers, IMPORT_FIELDS, IMPORT_FIELD_LABELS, REQUIRED_IMPORT_FIELDS);

export const importFieldList = () =>
  IMPORT_FIELDS.map((key) => ({
    key,
    label: IMPORT_FIELD_LABELS[key],
    required: REQUIRED_IMPORT_FIELDS.includes(key),
  }));
