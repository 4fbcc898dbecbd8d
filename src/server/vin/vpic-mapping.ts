/**
 * vPIC's vocabulary → ours (src/shared/vehicles.ts). vPIC names things the way regulators do
 * ("Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)", "4WD/4-Wheel Drive/4x4"); inventory
 * and the marketplace filter on a short fixed list, so every decode is mapped once, here. Anything
 * that fits none of ours becomes 'other' (body, fuel, transmission) or null (drivetrain), and the
 * original stays in the decode's raw map.
 */
import type { BodyType, Drivetrain, FuelType, Transmission } from '../../shared/vehicles';

export const mapBodyClass = (value: string | undefined): BodyType | null => {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.startsWith('sedan')) return 'sedan';
  if (v.startsWith('coupe')) return 'coupe';
  if (v.startsWith('convertible') || v.startsWith('roadster')) return 'convertible';
  if (v.startsWith('hatchback')) return 'hatchback';
  if (v.startsWith('wagon')) return 'wagon';
  if (v.startsWith('sport utility vehicle') || v.startsWith('crossover utility')) return 'suv';
  if (v.startsWith('pickup') || v.startsWith('sport utility truck')) return 'pickup';
  if (v.startsWith('minivan')) return 'minivan';
  if (v === 'van' || v.startsWith('cargo van') || v.startsWith('step van')) return 'van';
  return 'other';
};

export const mapFuel = (
  primary: string | undefined,
  secondary: string | undefined,
  electrification: string | undefined,
): FuelType | null => {
  const level = electrification?.toLowerCase() ?? '';
  if (level.includes('phev')) return 'plug_in_hybrid';
  if (level.includes('hev')) return 'hybrid';
  if (level.includes('bev')) return 'electric';
  if (!primary) return null;
  const p = primary.toLowerCase();
  const s = secondary?.toLowerCase() ?? '';
  if (p === 'electric') return s && s !== 'electric' ? 'hybrid' : 'electric';
  if (s === 'electric') return 'hybrid';
  if (p.startsWith('flexible fuel') || p.includes('e85') || s.includes('e85')) return 'flex_fuel';
  if (p === 'gasoline') return 'gasoline';
  if (p === 'diesel') return 'diesel';
  return 'other';
};

export const mapDriveType = (value: string | undefined): Drivetrain | null => {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.startsWith('fwd')) return 'fwd';
  if (v.startsWith('rwd') || v === '4x2' || v === '6x4' || v === '6x2') return 'rwd';
  if (v.startsWith('awd')) return 'awd';
  if (v.startsWith('4wd') || v === '4x4' || v === '6x6') return '4wd';
  // "2WD/4WD" (part-time, unknown which) and the heavy-truck axle codes say nothing we can store.
  return null;
};

export const mapTransmission = (value: string | undefined): Transmission | null => {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.includes('continuously variable')) return 'cvt';
  if (v.startsWith('manual')) return 'manual';
  if (v.startsWith('automatic') || v.startsWith('automated manual') || v.startsWith('dual-clutch')) return 'automatic';
  if (v.startsWith('direct drive')) return 'automatic';
  return 'other';
};

const CONFIGURATION_LETTER: Record<string, string> = {
  'in-line': 'I',
  'v-shaped': 'V',
  'w-shaped': 'W',
  'horizontally opposed (boxer)': 'H',
};

/** "2.4L I4", "3.5L V6", "5.0L 8 cyl", "Electric motor"; null when vPIC says nothing about it. */
export const engineText = (
  displacementL: string | undefined,
  configuration: string | undefined,
  cylinders: string | undefined,
  fuel: FuelType | null,
): string | null => {
  const parts: string[] = [];
  const litres = displacementL ? Number(displacementL) : NaN;
  if (Number.isFinite(litres) && litres > 0) parts.push(`${litres.toFixed(1)}L`);
  const letter = configuration ? CONFIGURATION_LETTER[configuration.toLowerCase()] : undefined;
  if (cylinders && /^\d+$/.test(cylinders)) parts.push(letter ? `${letter}${cylinders}` : `${cylinders} cyl`);
  else if (configuration?.toLowerCase() === 'rotary') parts.push('rotary');
  if (parts.length > 0) return parts.join(' ');
  return fuel === 'electric' ? 'Electric motor' : null;
};
