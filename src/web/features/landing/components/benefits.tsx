import { BadgeCheck, Clock, Gift, Palette, PenLine, Ruler } from 'lucide-react';
import { FREE_SIGNUP_CREDITS } from '../../../../shared/constants';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  { icon: BadgeCheck, title: 'Sem fotógrafo nem designer', text: 'Você faz tudo pelo celular, sem contratar ninguém e sem saber editar.' },
  { icon: Clock, title: 'Pronto em segundos', text: 'A foto e a arte saem em segundos, não em dias de espera.' },
  { icon: Ruler, title: 'No formato de cada plataforma', text: '4:3 para o iFood, quadrado para o Rappi, o 99Food e o feed, 9:16 para os Stories.' },
  { icon: Palette, title: 'A cara da sua marca', text: 'O seu logo e as cores da sua marca em cada arte.' },
  { icon: PenLine, title: 'Textos que vendem', text: 'A IA sugere título, descrição e chamada em português.' },
  { icon: Gift, title: 'Comece de graça', text: `${FREE_SIGNUP_CREDITS} créditos grátis no cadastro, sem cartão de crédito.` },
] as const;

export function Benefits() {
  return (
    <section id="beneficios" aria-labelledby="benefits-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20">
      <SectionHeading id="benefits-heading" eyebrow="Benefícios" title="Tudo o que o seu delivery precisa para vender mais" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-soft">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="grid content-start gap-1">
              <h3 className="font-bold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
