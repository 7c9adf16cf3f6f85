import { FileImage, LayoutTemplate, Loader2, Star, GraduationCap } from 'lucide-react';
import { useEffect } from 'react';
import { formatCount, formatRating } from '../../../../shared/format';
import type { AdminStats } from '../../../../shared/schemas/admin.schema';
import { Card, CardContent } from '../../../components/ui/card';
import { useAdminStats } from '../api/get-admin-stats';
import { ADMIN_MSG } from '../lib/messages';
import { StatCard } from './stat-card';

const NO_STATS: AdminStats = { totalCreations: 0, activeTemplates: 0, trainingExamples: 0, averageRating: 0, ratingsCount: 0 };

/** The dashboard's four cards. A failure is only logged and the zeros stay (spec §8). */
export function DashboardStats() {
  const { data, isPending, isError, error } = useAdminStats();

  useEffect(() => {
    if (isError) console.error('Failed to load the admin dashboard statistics', error);
  }, [isError, error]);

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {ADMIN_MSG.statsLoading}
      </p>
    );
  }

  const stats = data ?? NO_STATS;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard testId="stat-creations" label="Total de Criações" value={formatCount(stats.totalCreations)} icon={FileImage} />
      <StatCard testId="stat-templates" label="Templates Ativos" value={formatCount(stats.activeTemplates)} icon={LayoutTemplate} />
      <StatCard testId="stat-training" label="Exemplos de Treinamento" value={formatCount(stats.trainingExamples)} icon={GraduationCap} />
      <StatCard testId="stat-rating" label="Avaliação Média" value={formatRating(stats.averageRating)} note="De 5 estrelas" icon={Star} />
    </div>
  );
}

/** The dashboard's welcome card. */
export function WelcomeCard() {
  return (
    <Card>
      <CardContent className="grid gap-2">
        <h2 className="text-lg font-semibold">Bem-vindo ao Painel Administrativo</h2>
        <p className="text-sm text-muted-foreground">
          Use o menu lateral para gerenciar templates, dados de treinamento, criações dos usuários, fotos melhoradas, créditos e
          cenários do FoodArt.
        </p>
      </CardContent>
    </Card>
  );
}
