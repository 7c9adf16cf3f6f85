// How a template reads in the back-office beyond the catalogue's own labels (src/web/lib/catalog-labels):
// its format with the size, and its count of examples.
import { ART_FORMATS, type ArtFormat } from '../../../../shared/constants';
import { formatCount } from '../../../../shared/format';
import { ART_FORMAT_NAMES, artFormatSize, type Option } from '../../../lib/catalog-labels';

const isArtFormat = (value: string): value is ArtFormat => (ART_FORMATS as readonly string[]).includes(value);

/** "Feed (1080×1080)", "Stories (1080×1920)"; an unknown format reads as itself. */
export function formatLabel(format: string): string {
  return isArtFormat(format) ? `${ART_FORMAT_NAMES[format]} (${artFormatSize(format)})` : format;
}

export const FORMAT_OPTIONS: readonly Option<ArtFormat>[] = ART_FORMATS.map((value) => ({ value, label: formatLabel(value) }));

/** "Nenhuma imagem de exemplo", "1 imagem de exemplo", "4 imagens de exemplo". */
export function examplesText(count: number): string {
  if (count === 0) return 'Nenhuma imagem de exemplo';
  return count === 1 ? '1 imagem de exemplo' : `${formatCount(count)} imagens de exemplo`;
}
