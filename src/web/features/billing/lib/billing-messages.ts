// The pt-BR texts of the billing screens (spec §8 "Checkout and credits"). The ones the server says
// too come from the shared catalogue, so both sides word them the same.
import { MSG } from '../../../../shared/messages';
import { DEMO_BANNER_MSG } from './demo-banner-message';

export const BILLING_MSG = {
  sessionExpiredRedirect: MSG.checkoutSessionExpired,
  checkoutError: MSG.paymentError,
  freePlan: MSG.freePlanInfo,
  purchaseError: MSG.purchaseError,
  paymentError: MSG.paymentFailed,
  portalError: MSG.portalError,
  paymentConfirmed: 'Pagamento confirmado! Seus créditos foram atualizados.',
  paymentCanceled: 'Pagamento cancelado.',
  subscriptionCanceled: 'Assinatura cancelada.',
  subscriptionCancelError: 'Erro ao cancelar assinatura',
  noCredits: 'Você não tem mais créditos. Compre um pacote ou assine um plano.',
  demoBanner: DEMO_BANNER_MSG,
  orderNotFound: 'Pedido não encontrado',
} as const;
