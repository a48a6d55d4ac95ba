/** Joins class names, skipping empty ones: `cx(styles.card, selected && styles.selected, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
