/** A length in metres as kilometres with one decimal, written as the language writes numbers (nl: 12,3; en: 12.3). */
export function kilometres(metres: number, language: string): string {
  return (metres / 1000).toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
