/**
 * Money as a person types it in a form and as the form shows it back: every form with a dollar
 * amount (a vehicle's price and costs, the bulk price change, the default pack, the doc fee) reads
 * and writes it the same way. Kept apart from any one area's code so a form loads only this.
 */

/**
 * Dollars as typed ("24,900", "$24 900.50", "24900") → integer cents, or null when it is not an
 * amount. Negative amounts stay negative (a price change of −500); callers validate the range.
 */
export function parseDollarsToCents(input: string): number | null {
  const cleaned = input.replace(/[\s$,]/g, '');
  if (!/^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const [whole = '0', frac = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole || '0') * 100 + Number((frac + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Integer cents → a plain dollars string for an input ("24900" or "24900.50"). */
export function centsToDollarsInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  return `${sign}${whole}${frac ? `.${String(frac).padStart(2, '0')}` : ''}`;
}
