/**
 * A status's colour as the map draws its actions: a small ring (status-colour.ts). Decoration
 * beside the status's name, which says it in text: the colours need not contrast as text would
 * (the demo's orange and green on white would not).
 */
import { statusColour, type StatusColourOf } from './status-colour';
import './status-ring.css';

export function StatusRing({ status }: { status: StatusColourOf | undefined }) {
  return <span className="status-ring" aria-hidden style={{ borderColor: statusColour(status) }} />;
}
