// How "Fotos Melhoradas" names what the database stores as slugs, and its seconds ("3,2s").

/** The user wizard's platforms and the admin filter's (spec §3: the two lists differ). */
const PLATFORM_LABELS: Record<string, string> = {
  ifood: 'iFood',
  '99food': '99Food',
  rappi: 'Rappi',
  keeta: 'Keeta',
  'cardapio-web': 'Cardápio Web',
  'anota-ai': 'Anota AI',
  instagram: 'Instagram',
  facebook: 'Facebook',
  'uber-eats': 'Uber Eats',
  outro: 'Outro',
};

/** The wizard's styles and the admin filter's ("vibrant" only exists in the filter). */
const STYLE_LABELS: Record<string, string> = {
  natural: 'Natural',
  premium: 'Premium',
  professional: 'Profissional',
  vibrant: 'Vibrante',
  minimal: 'Minimalista',
};

/** "iFood"; a value we do not know is shown as stored. */
export function platformLabel(value: string): string {
  return PLATFORM_LABELS[value] ?? value;
}

/** "Minimalista"; a value we do not know is shown as stored. */
export function styleLabel(value: string): string {
  return STYLE_LABELS[value] ?? value;
}

const seconds = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "3,2s": a processing time with one decimal. */
export function formatSeconds(value: number): string {
  return `${seconds.format(value)}s`;
}
