// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '../../../shared/schemas/admin.schema';
import { routes } from '../../app/routes';
import { makeAdminStats } from '../../../../tests/web/admin-fixtures';
import { makeMe, mockApi, type MockHandler } from '../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../tests/web/render';

function setup(stats: MockHandler) {
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, 'GET /api/admin/stats': stats });
  renderWithApp(routes, { initialEntries: ['/admin'] });
  return { fetchMock };
}

const card = (testId: string) => screen.getByTestId(testId);

describe('AdminDashboardPage', () => {
  it('shows the four numbers, the average rating with one pt-BR decimal "De 5 estrelas", and a welcome card', async () => {
    setup({ body: makeAdminStats({ totalCreations: 1234, activeTemplates: 21, trainingExamples: 37, averageRating: 4.26 }) });
    expect(await screen.findByTestId('stat-rating')).toBeInTheDocument();
    expect(within(card('stat-creations')).getByText('Total de Criações')).toBeInTheDocument();
    expect(within(card('stat-creations')).getByText('1.234')).toBeInTheDocument();
    expect(within(card('stat-templates')).getByText('Templates Ativos')).toBeInTheDocument();
    expect(within(card('stat-templates')).getByText('21')).toBeInTheDocument();
    expect(within(card('stat-training')).getByText('Exemplos de Treinamento')).toBeInTheDocument();
    expect(within(card('stat-training')).getByText('37')).toBeInTheDocument();
    expect(within(card('stat-rating')).getByText('Avaliação Média')).toBeInTheDocument();
    expect(within(card('stat-rating')).getByText('4,3')).toBeInTheDocument();
    expect(within(card('stat-rating')).getByText('De 5 estrelas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bem-vindo ao Painel Administrativo' })).toBeInTheDocument();
  });

  it('writes a whole average with its decimal ("5,0")', async () => {
    setup({ body: makeAdminStats({ averageRating: 5 }) });
    expect(within(await screen.findByTestId('stat-rating')).getByText('5,0')).toBeInTheDocument();
  });

  it('says "Carregando estatísticas..." until the numbers arrive', async () => {
    let answer!: (stats: AdminStats) => void;
    const pending = new Promise<AdminStats>((resolve) => (answer = resolve));
    setup(async () => ({ body: await pending }));
    expect(await screen.findByText('Carregando estatísticas...')).toBeInTheDocument();
    answer(makeAdminStats({ totalCreations: 7 }));
    expect(within(await screen.findByTestId('stat-creations')).getByText('7')).toBeInTheDocument();
    expect(screen.queryByText('Carregando estatísticas...')).not.toBeInTheDocument();
  });

  it('keeps zeros and only logs when the statistics fail', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } });
    expect(within(await screen.findByTestId('stat-creations')).getByText('0')).toBeInTheDocument();
    expect(within(card('stat-rating')).getByText('0,0')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /notifications/i })?.textContent ?? '').not.toMatch(/Erro/);
  });
});
