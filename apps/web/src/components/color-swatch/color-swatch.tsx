/**
 * A colour as a small square beside its hex value ('#d4380d'); '-' when there is none (the API
 * stores '-', or nothing). The square is decoration: the hex text says the colour.
 */
export function ColorSwatch({ color }: { color: string | null | undefined }) {
  if (!color || !color.startsWith('#')) return <>-</>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        className="color-swatch"
        aria-hidden
        style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color, border: '1px solid rgba(0, 0, 0, 0.25)', flex: 'none' }}
      />
      <span>{color}</span>
    </span>
  );
}
