/** A plain object from JSON text or an already-parsed value; null for anything else (arrays, primitives, bad JSON). Never throws. */
export function parseJsonObject(raw: unknown): Record<string, unknown> | null {
  try {
    const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
