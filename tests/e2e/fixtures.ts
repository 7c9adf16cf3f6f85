/** The admin the harness's server creates at start (ADMIN_EMAIL + ADMIN_PASSWORD); journeys sign in with it. */
export const E2E_ADMIN = { email: 'admin-e2e@foodart.com.br', password: 'admin-e2e-senha' } as const;

/** The sales team's WhatsApp the browser journeys' server is given (SALES_WHATSAPP). */
export const E2E_SALES_WHATSAPP = '5521988887777';
