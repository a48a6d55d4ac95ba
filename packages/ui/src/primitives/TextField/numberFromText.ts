/**
 * A number field's text as a number: empty or not a number reads 0, so a field being typed into
 * never passes NaN on. Input handling for `TextField type="number"`, not a display format (the
 * app's formatters write numbers, product §16.1).
 */
export function numberFromText(text: string): number {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? 0 : n;
}
