// The demonstration strip's text. Apart from billing-messages.ts, which pulls in the shared message
// catalogue, because every public page shows the strip at once (the landing's initial JS stays small).
export const DEMO_BANNER_MSG = 'Modo demonstração — nenhuma cobrança real será feita.';
