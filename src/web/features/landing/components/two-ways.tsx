import { Camera, Check, Megaphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { LandingTool, OpenTool } from './landing-tools';
import { SectionHeading } from './section-heading';

const WAYS: { tool: LandingTool; icon: typeof Camera; title: string; text: string; points: string[]; action: string }[] = [
  {
    tool: 'photo-pro',
    icon: Camera,
    title: 'Foto Pro',
    text: 'A foto do celular vira foto de estúdio: fundo novo, luz e cor corrigidas, no formato de cada plataforma.',
    points: ['Tira o fundo bagunçado', 'Corrige luz, cor e ângulo', 'iFood, Rappi, 99Food, Instagram e mais'],
    action: 'Experimentar o Foto Pro',
  },
  {
    tool: 'templates',
    icon: Megaphone,
    title: 'Templates Rápidos',
    text: 'O post da promoção pronto a partir de mais de 20 templates, com o seu logo, as suas cores e textos da IA.',
    points: ['Mais de 20 estilos de arte', 'Seu logo e as cores da sua marca', 'Feed e Stories'],
    action: 'Experimentar os Templates',
  },
];

/** "Duas formas de criar": Foto Pro and Templates Rápidos side by side, each opening its flow in place. */
export function TwoWays({ onOpen, intent }: OpenTool) {
  return (
    <section id="duas-formas" aria-labelledby="two-ways-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20">
      <SectionHeading
        id="two-ways-heading"
        eyebrow="Foto Pro e Templates Rápidos"
        title="Duas formas de criar"
        text="Comece pela foto do prato ou vá direto para o post da promoção: cada criação usa um crédito."
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {WAYS.map(({ tool, icon: Icon, title, text, points, action }) => (
          <li key={tool} className="grid content-start gap-4 rounded-3xl border border-border bg-card p-6 shadow-soft sm:p-8">
            <span className="grid size-12 place-items-center rounded-2xl bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-2xl font-extrabold tracking-tight">{title}</h3>
            <p className="text-muted-foreground">{text}</p>
            <ul className="grid gap-2 text-sm">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
                  {point}
                </li>
              ))}
            </ul>
            <Button className="mt-2 w-full sm:w-fit" variant={tool === 'photo-pro' ? 'default' : 'outline'} onClick={() => onOpen(tool)} {...intent(tool)}>
              {action}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
