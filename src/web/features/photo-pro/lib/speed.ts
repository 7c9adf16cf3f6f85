// The Foto Pro header's speed line: the spec's promise ("Feito em 8 segundos") until a photo is made,
// then the time the server measured for that photo.
import { MSG } from '../../../../shared/messages';

const TENTHS = 10;
/** Below this many seconds Portuguese keeps the unit singular ("1,8 segundo"; "2 segundos"). */
const PLURAL_FROM = 2;

/** "0,9 segundo", "1,8 segundo", "2,4 segundos", "12 segundos": at most one decimal, never "0". */
export function formatSeconds(seconds: number): string {
  const shown = Math.max(1 / TENTHS, Math.round(seconds * TENTHS) / TENTHS);
  const unit = shown < PLURAL_FROM ? 'segundo' : 'segundos';
  return `${shown.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

/** The promise, or "Feito em {measured time}" once a photo is made (`processingTimeSeconds` of the response). */
export function speedLine(processingTimeSeconds: number | null): string {
  return processingTimeSeconds === null ? MSG.speedClaim : `Feito em ${formatSeconds(processingTimeSeconds)}`;
}
