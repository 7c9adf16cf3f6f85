// Builders for the back-office's API answers (valid by the shared schemas), with overrides.
import type { AdminScenario, AdminStats, UserCreditsList, UserCreditsRow } from '../../src/shared/schemas/admin.schema';

export function makeAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { totalCreations: 128, activeTemplates: 21, trainingExamples: 37, averageRating: 4.26, ratingsCount: 54, ...overrides };
}

let userSeq = 0;

/** A row of "Gerenciar Créditos dos Usuários"; dates without a zone read the same in any test time zone. */
export function makeCreditsRow(overrides: Partial<UserCreditsRow> = {}): UserCreditsRow {
  userSeq += 1;
  return {
    userId: `user-${userSeq}`,
    email: `cliente${userSeq}@restaurante.com.br`,
    name: `Cliente ${userSeq}`,
    creditsRemaining: 3,
    creditsTotal: 3,
    unlimited: false,
    updatedAt: '2026-11-21T14:05:00',
    ...overrides,
  };
}

export function makeCreditsList(users: UserCreditsRow[], overrides: Partial<UserCreditsList> = {}): UserCreditsList {
  return {
    users,
    counts: {
      total: users.length,
      withoutCredits: users.filter((u) => !u.unlimited && u.creditsRemaining <= 0).length,
      unlimited: users.filter((u) => u.unlimited).length,
    },
    truncated: false,
    ...overrides,
  };
}

let scenarioSeq = 0;

export function makeAdminScenario(overrides: Partial<AdminScenario> = {}): AdminScenario {
  scenarioSeq += 1;
  return {
    id: `00000000-0000-4000-a000-${String(scenarioSeq).padStart(12, '0')}`,
    name: `Cenário ${scenarioSeq}`,
    description: 'Uma mesa de madeira com luz natural da janela.',
    prompt: 'Place the dish on a rustic wooden table, soft window light from the left, shallow depth of field.',
    thumbnailUrl: `/storage/foodart/scenarios/${scenarioSeq}.jpg`,
    displayOrder: scenarioSeq,
    isActive: true,
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
