import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, formatHours } from '../../src/features/settings/format';
import { settingsChecks } from '../../src/features/settings/form-schemas';

const open = (opens: string, closes: string) => ({ opens, closes });
const closed = { opens: null, closes: null };

describe('the audit log in words', () => {
  it('groups consecutive days with the same hours', () => {
    const week = [...Array(5).fill(open('09:00', '19:00')), open('09:00', '17:00'), closed];
    expect(formatHours(week)).toBe('Mon–Fri 09:00–19:00, Sat 09:00–17:00, Sun closed');
    expect(formatHours(Array(7).fill(closed))).toBe('Mon–Sun closed');
  });

  it('writes each changed field as before → after, money and rates as people read them', () => {
    expect(
      changesOf({
        before: { defaultDocFeeCents: 14_900, defaultTaxRateThousandths: 6000, website: null },
        after: { defaultDocFeeCents: 19_900, defaultTaxRateThousandths: 6875, website: 'https://a.example' },
      }),
    ).toEqual([
      { key: 'defaultDocFeeCents', label: 'Doc fee', before: '$149.00', after: '$199.00' },
      { key: 'defaultTaxRateThousandths', label: 'Tax rate', before: '6%', after: '6.875%' },
      { key: 'website', label: 'Website', before: '—', after: 'https://a.example' },
    ]);
    expect(changesOf({ before: null, after: { role: 'manager' } })).toEqual([
      { key: 'role', label: 'Role', before: null, after: 'Manager' },
    ]);
  });

  it('names known actions and falls back to the action itself', () => {
    expect(actionLabel('team.role')).toBe('Changed a role');
    expect(actionLabel('dealer.something-new')).toBe('dealer something new');
  });

  it('reads the doc fee as typed, and names what is wrong with it', async () => {
    await expect(
      settingsChecks.dealDefaults({ defaultDocFeeCents: '$1,299.5', defaultTaxRate: '6.875' }),
    ).resolves.toEqual({
      values: { defaultDocFeeCents: 129_950, defaultTaxRate: 6.875 },
    });
    const negative = await settingsChecks.dealDefaults({ defaultDocFeeCents: '-5', defaultTaxRate: '6' });
    expect(negative.errors).toEqual({ defaultDocFeeCents: "The doc fee can't be negative" });
    const words = await settingsChecks.dealDefaults({ defaultDocFeeCents: 'abc', defaultTaxRate: '6' });
    expect(words.errors?.['defaultDocFeeCents']).toBeTruthy();
  });
});
