const cardBrands: Readonly<Record<string, string>> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club',
  jcb: 'JCB', unionpay: 'UnionPay',
};

/** A saved card's brand as the card provider names it ('amex') -> its name ('American Express'); an unknown one capitalised, none 'Card'. */
export function cardBrandLabel(brand: string): string {
  const key = brand.toLowerCase();
  if (Object.prototype.hasOwnProperty.call(cardBrands, key)) return cardBrands[key]!;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}
