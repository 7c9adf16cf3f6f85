// "Falar com Vendas": the Studio plan is sold by the sales team, on WhatsApp or by e-mail (the server's
// SALES_WHATSAPP and SALES_EMAIL), never by a checkout from its card.
import type { SalesContact } from '../../../../shared/schemas/billing.schema';

/** The plan whose card offers the sales contact instead of a checkout. */
export const SALES_PLAN_SLUG = 'studio';

/** The first message of the WhatsApp chat, ready for the user to send. */
export function salesMessage(planName: string): string {
  return `Olá! Quero saber mais sobre o plano ${planName} do FoodArt.`;
}

/** https://wa.me/5511987654321?text=… — opens a chat with the sales team, the message written; null when the team has no WhatsApp. */
export function salesWhatsAppUrl(contact: SalesContact, planName: string): string | null {
  return contact.whatsapp ? `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(salesMessage(planName))}` : null;
}

/** mailto:vendas@…?subject=… — a new e-mail to the sales team, about the plan. */
export function salesEmailUrl(contact: SalesContact, planName: string): string {
  return `mailto:${contact.email}?subject=${encodeURIComponent(`Plano ${planName} do FoodArt`)}`;
}
