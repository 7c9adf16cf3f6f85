// Its own module: the landing's first download holds src/shared/constants.ts, and this table is only
// needed by the server and the pages that load later (Foto Pro's kit and "Cardápio inteiro").
import { MB } from './constants.ts';

/**
 * The export kit (GET /api/photos/:id/kit): one JPEG per destination, framed for its shape from the
 * same photo, at the largest size the photo supports up to the destination's recommendation (never
 * below its minimum), within its file-size limit. `safeTop`/`safeBottom`: pixels the destination's
 * interface covers (Instagram stories), which the dish stays out of.
 */
export interface KitDestination {
  file: string;
  /** Where it goes, as README.txt and the page say it (pt-BR). */
  label: string;
  width: number;
  height: number;
  minWidth: number;
  maxBytes: number;
  safeTop?: number;
  safeBottom?: number;
}
export const KIT_DESTINATIONS: readonly KitDestination[] = [
  { file: 'ifood-4x3.jpg', label: 'iFood (foto do item, 4:3)', width: 1200, height: 900, minWidth: 800, maxBytes: 10 * MB },
  { file: 'ubereats-5x4.jpg', label: 'Uber Eats (5:4, sem texto)', width: 2880, height: 2304, minWidth: 1200, maxBytes: 10 * MB },
  { file: 'doordash-16x9.jpg', label: 'DoorDash (16:9, sem sobreposições)', width: 1920, height: 1080, minWidth: 1400, maxBytes: 16 * MB },
  { file: 'instagram-4x5.jpg', label: 'Instagram — feed retrato (4:5)', width: 1080, height: 1350, minWidth: 1080, maxBytes: 8 * MB },
  { file: 'instagram-3x4.jpg', label: 'Instagram — grade do perfil (3:4)', width: 1080, height: 1440, minWidth: 1080, maxBytes: 8 * MB },
  { file: 'instagram-1x1.jpg', label: 'Instagram — feed quadrado (1:1)', width: 1080, height: 1080, minWidth: 1080, maxBytes: 8 * MB },
  { file: 'stories-9x16.jpg', label: 'Stories do Instagram e do WhatsApp (9:16)', width: 1080, height: 1920, minWidth: 1080, maxBytes: 8 * MB, safeTop: 250, safeBottom: 250 },
  { file: 'whatsapp-1x1.jpg', label: 'Catálogo do WhatsApp Business (1:1, JPEG)', width: 1080, height: 1080, minWidth: 500, maxBytes: 8 * MB },
  { file: 'google-4x3.jpg', label: 'Perfil da empresa no Google (4:3)', width: 1600, height: 1200, minWidth: 720, maxBytes: 5 * MB },
];
