import { CreationsGallery } from '../features/creations/components/creations-gallery';

export function MyCreationsPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">Minhas Criações</h1>
        <p className="text-sm text-muted-foreground">Suas fotos melhoradas e artes promocionais, das mais recentes às mais antigas.</p>
      </div>
      <CreationsGallery />
    </div>
  );
}
