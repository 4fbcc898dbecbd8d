/**
 * The pure parts of the reference area: vPIC's vocabulary mapped to ours, the decode cache's
 * pattern key, local overrides winning over vPIC, and the VIN breakdown's check-digit working.
 */
import { describe, expect, it } from 'vitest';
import { checkDigitWorking, isLowVolume, sectionOf } from '../../src/features/reference/vin-positions';
import { emptyDecode, vinPatternKey } from '../../src/server/vin/corgi-decoder';
import { applyOverrides, wmiCodesOf } from '../../src/server/vin/overrides';
import { engineText, mapBodyClass, mapDriveType, mapFuel, mapTransmission } from '../../src/server/vin/vpic-mapping';
import type { VinDecode } from '../../src/shared/schemas/vehicles';
import { checkDigit } from '../../src/shared/vin';

describe('vPIC → our vocabulary', () => {
  it('maps body classes', () => {
    expect(mapBodyClass('Sedan/Saloon')).toBe('sedan');
    expect(mapBodyClass('Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)')).toBe('suv');
    expect(mapBodyClass('Crossover Utility Vehicle (CUV)')).toBe('suv');
    expect(mapBodyClass('Hatchback/Liftback/Notchback')).toBe('hatchback');
    expect(mapBodyClass('Convertible/Cabriolet')).toBe('convertible');
    expect(mapBodyClass('Pickup')).toBe('pickup');
    expect(mapBodyClass('Minivan')).toBe('minivan');
    expect(mapBodyClass('Cargo Van')).toBe('van');
    expect(mapBodyClass('Motorcycle - Sport')).toBe('other');
    expect(mapBodyClass(undefined)).toBeNull();
  });
  it('maps fuel, with electrification first', () => {
    expect(mapFuel('Gasoline', undefined, undefined)).toBe('gasoline');
    expect(mapFuel('Electric', undefined, 'BEV (Battery Electric Vehicle)')).toBe('electric');
    expect(mapFuel('Gasoline', 'Electric', 'PHEV (Plug-in Hybrid Electric Vehicle)')).toBe('plug_in_hybrid');
    expect(mapFuel('Gasoline', 'Electric', undefined)).toBe('hybrid');
    expect(mapFuel('Flexible Fuel Vehicle (FFV)', 'Gasoline', undefined)).toBe('flex_fuel');
    expect(mapFuel('Diesel', undefined, undefined)).toBe('diesel');
    expect(mapFuel('Compressed Natural Gas (CNG)', undefined, undefined)).toBe('other');
  });
  it('maps drive types and transmissions', () => {
    expect(mapDriveType('AWD/All-Wheel Drive')).toBe('awd');
    expect(mapDriveType('4WD/4-Wheel Drive/4x4')).toBe('4wd');
    expect(mapDriveType('FWD/Front-Wheel Drive')).toBe('fwd');
    expect(mapDriveType('4x2')).toBe('rwd');
    expect(mapDriveType('2WD/4WD')).toBeNull();
    expect(mapTransmission('Continuously Variable Transmission (CVT)')).toBe('cvt');
    expect(mapTransmission('Electronic Continuously Variable (e-CVT)')).toBe('cvt');
    expect(mapTransmission('Dual-Clutch Transmission (DCT)')).toBe('automatic');
    expect(mapTransmission('Manual/Standard')).toBe('manual');
  });
  it('writes the engine the way a dealer would', () => {
    expect(engineText('2.4', 'In-Line', '4', 'gasoline')).toBe('2.4L I4');
    expect(engineText('3.4965', 'V-Shaped', '6', 'gasoline')).toBe('3.5L V6');
    expect(engineText(undefined, undefined, undefined, 'electric')).toBe('Electric motor');
    expect(engineText(undefined, undefined, undefined, 'gasoline')).toBeNull();
  });
});

describe('the decode cache key', () => {
  it('ignores the check digit and the serial, keeps a low-volume maker’s 12–14', () => {
    expect(vinPatternKey('1HGCM82633A004352')).toBe(vinPatternKey('1HGCM82633A999999'));
    expect(vinPatternKey('1HGCM82633A004352')).not.toBe(vinPatternKey('1HGCM82633B004352'));
    expect(vinPatternKey('1G9AB12345A123456')).not.toBe(vinPatternKey('1G9AB12345A999456'));
    expect(wmiCodesOf('1G9AB12345A123456')).toEqual(['1G9123', '1G9']);
  });
});

describe('local overrides', () => {
  const accord: VinDecode = {
    ...emptyDecode('1HGCM82633A004352'),
    decoded: true,
    source: 'vpic',
    make: 'Honda',
    model: 'Accord',
    year: 2003,
  };
  const none = { wmis: new Map(), hiddenWmis: new Set<string>(), makeRenames: new Map(), modelRenames: new Map() };

  it('change nothing when there are none', () => {
    expect(applyOverrides(accord, none)).toEqual(accord);
  });
  it('a local WMI gives an unknown maker its make', () => {
    const grey = emptyDecode('JZ7XX11A0XX000001');
    const result = applyOverrides(grey, {
      ...none,
      wmis: new Map([['JZ7', { makeName: 'Mitsuoka', manufacturer: 'Mitsuoka Motor Co.', country: 'Japan' }]]),
    });
    expect(result).toMatchObject({
      decoded: true,
      source: 'local',
      make: 'Mitsuoka',
      manufacturer: 'Mitsuoka Motor Co.',
    });
  });
  it('renames a make and a model', () => {
    const result = applyOverrides(accord, {
      ...none,
      makeRenames: new Map([['honda', 'Honda Motor']]),
      modelRenames: new Map([['honda|accord', 'Accord Coupe']]),
    });
    expect(result).toMatchObject({ make: 'Honda Motor', model: 'Accord Coupe', source: 'local' });
  });
});

describe('the check-digit working', () => {
  it('agrees with the shared check digit for the DOMAIN.md fixtures', () => {
    for (const vin of [
      '1M8GDM9AXKP042788',
      '5YJSA1H12FFP71790',
      '1HGCM82633A004352',
      'WDBEA30D3HA391172',
      '11111111111111111',
    ]) {
      const working = checkDigitWorking(vin)!;
      expect(working.expected).toBe(checkDigit(vin));
      expect(working.matches).toBe(true);
    }
    const wrong = checkDigitWorking('1HGCM82633A004353')!;
    expect(wrong).toMatchObject({ expected: checkDigit('1HGCM82633A004353'), found: '3', matches: false });
    expect(checkDigitWorking('1HGCM8263')).toBeNull();
    expect(checkDigitWorking('1HGCM8263OA004352')!.sum).toBeNull();
  });
  it('names each position’s section', () => {
    expect([1, 4, 9, 10, 11, 12].map(sectionOf)).toEqual(['wmi', 'vds', 'check', 'year', 'plant', 'serial']);
    expect(isLowVolume('1G9AB12345A123456')).toBe(true);
    expect(isLowVolume('1HGCM82633A004352')).toBe(false);
  });
});
