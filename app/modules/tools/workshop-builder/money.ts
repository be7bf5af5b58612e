/** "£1,040" */
export function formatMoney(currency: string, amount: number): string {
  return `${currency}${amount.toLocaleString("en-GB", { maximumFractionDigits: 0 })}`;
}
