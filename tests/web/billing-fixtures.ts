// Billing data for component tests, shaped like GET /api/plans, /api/credit-packages and the demo checkout.
import type { DemoCheckout } from '../../src/shared/schemas/billing.schema';
import type { Me, Subscription } from '../../src/shared/schemas/me.schema';
import { makeMe } from './mock-api';

export const PLANS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'free',
    name: 'Gratuito',
    priceBrlCents: 0,
    creditsPerPeriod: 3,
    unlimited: false,
    features: ['3 artes de teste', "Marca d'água", 'Formatos básicos', 'Suporte por e-mail'],
    highlight: null,
    displayOrder: 0,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    slug: 'pro',
    name: 'Pro',
    priceBrlCents: 4900,
    creditsPerPeriod: 50,
    unlimited: false,
    features: ['50 artes por mês', "Sem marca d'água", 'Logo automático', 'Download em HD', 'Todos os formatos', 'Suporte prioritário'],
    highlight: 'Mais Popular',
    displayOrder: 1,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    slug: 'studio',
    name: 'Studio',
    priceBrlCents: 8900,
    creditsPerPeriod: null,
    unlimited: true,
    features: ['Tudo do Pro', 'Artes ilimitadas', 'Gestão de equipe', 'Templates exclusivos', 'Gerente de conta dedicado'],
    highlight: null,
    displayOrder: 2,
  },
];

export const PACKAGES = [
  { id: 'aaaaaaaa-0000-4000-8000-000000000010', credits: 10, priceBrlCents: 1990, displayOrder: 0 },
  { id: 'aaaaaaaa-0000-4000-8000-000000000025', credits: 25, priceBrlCents: 3990, displayOrder: 1 },
  { id: 'aaaaaaaa-0000-4000-8000-000000000060', credits: 60, priceBrlCents: 7990, displayOrder: 2 },
  { id: 'aaaaaaaa-0000-4000-8000-000000000150', credits: 150, priceBrlCents: 17990, displayOrder: 3 },
];

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return { planSlug: 'pro', planName: 'Pro', status: 'active', nextBillingDate: '2026-12-21T12:00:00.000Z', ...overrides };
}

/** A signed-in user with `credits` and an optional subscription. */
export function makeBillingMe({
  credits,
  purchasedCredits,
  subscription = null,
}: { credits?: Partial<Me['credits']>; purchasedCredits?: number; subscription?: Subscription | null } = {}): Me {
  return { ...makeMe({ credits, purchasedCredits }), subscription };
}

export function makeDemoCheckout(overrides: Partial<DemoCheckout> = {}): DemoCheckout {
  return {
    id: 'demo-123',
    kind: 'credits',
    status: 'open',
    description: 'Pacote de 10 créditos',
    planSlug: null,
    packageId: PACKAGES[0]?.id ?? null,
    credits: 10,
    priceBrlCents: 1990,
    paymentMethod: 'card',
    successUrl: '/profile?checkout=success',
    cancelUrl: '/profile?checkout=cancel',
    ...overrides,
  };
}
