import { Clock, Images, Star, Trophy } from 'lucide-react';
import { formatCount, formatRating } from '../../../../shared/format';
import type { AdminPhotoStats } from '../../../../shared/schemas/admin.schema';
import { formatSeconds, platformLabel } from '../lib/photos-labels';
import { StatCard } from './stat-card';

/** The four summary cards; a dash while they load, when they failed, or when there is nothing to average. */
export function PhotosStats({ stats }: { stats: AdminPhotoStats | undefined }) {
  const dash = '—';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard testId="photos-stat-total" label="Total de Fotos" value={stats ? formatCount(stats.total) : dash} icon={Images} />
      <StatCard
        testId="photos-stat-time"
        label="Tempo Médio (s)"
        value={stats ? formatSeconds(stats.averageProcessingSeconds) : dash}
        icon={Clock}
      />
      <StatCard
        testId="photos-stat-platform"
        label="Plataforma Mais Usada"
        value={stats?.topPlatform ? platformLabel(stats.topPlatform) : dash}
        icon={Trophy}
      />
      <StatCard
        testId="photos-stat-rating"
        label="Avaliação Média"
        value={stats?.averageRating == null ? dash : `${formatRating(stats.averageRating)}/5`}
        icon={Star}
      />
    </div>
  );
}
