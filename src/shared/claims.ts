// The spec's product claims (§1), apart from messages.ts: the landing's hero shows one at first paint
// and should not have to download the whole message catalogue for it.

/** Foto Pro's speed claim, shown where no measured time is known. */
export const SPEED_CLAIM = 'Feito em 8 segundos';
