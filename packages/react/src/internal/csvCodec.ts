/** What the CSV steps need of a CSV library: text to rows and back. */
export interface CsvCodec {
  /** The rows of a CSV text, blank lines left out; `error` when the text is not CSV at all. */
  parse(text: string): { rows: string[][]; error: string | null };
  unparse(rows: readonly (readonly string[])[]): string;
}

/**
 * papaparse, loaded when a file is chosen or an export starts: it stays out of the pages' first
 * JavaScript (its own chunk in an app build). A well-kept parser rather than a hand-written one:
 * quoted fields with commas and line breaks, escaped quotes, other delimiters and a byte-order
 * mark are where hand-written CSV readers go wrong.
 */
export async function loadPapaparse(): Promise<CsvCodec> {
  const mod = await import('papaparse');
  const Papa = mod.default ?? mod;
  return {
    parse(text) {
      const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimiter: '' });
      const fatal = result.errors.find((e) => e.type === 'Delimiter' && result.data.length === 0);
      return { rows: result.data.map((row) => row.map((cell) => String(cell ?? ''))), error: fatal ? fatal.message : null };
    },
    // escapeFormulae: a cell starting with =, +, - or @ is not run as a formula by a spreadsheet.
    unparse: (rows) => Papa.unparse(rows.map((r) => [...r]), { escapeFormulae: true }),
  };
}
