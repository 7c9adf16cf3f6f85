// "Como funciona" (spec §1): two tabs, Foto and Templates, three steps each — the ARIA tabs pattern
// with automatic activation: one tab stop for the tablist, the arrow keys (and Home, End) move between
// the tabs and show each one's steps, Tab then goes to the panel. Our own small tabs rather than the
// Radix ones: those measure the panel's animation as they mount (a forced style recalculation of the
// whole page, in the middle of the landing's loading).
import { Camera, LayoutTemplate } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { SectionHeading } from './section-heading';

export const HOW_IT_WORKS = [
  {
    value: 'foto',
    label: 'Foto',
    icon: Camera,
    steps: [
      { title: 'Envie a foto do prato', text: 'Uma foto de celular mesmo, em JPG, PNG ou WEBP.' },
      { title: 'Escolha plataforma e estilo', text: 'iFood, Rappi, 99Food, Instagram…; luz natural, premium, profissional ou minimalista.' },
      { title: 'Baixe a foto profissional', text: 'Fundo novo, luz e cor corrigidas, no tamanho que a plataforma pede.' },
    ],
  },
  {
    value: 'templates',
    label: 'Templates',
    icon: LayoutTemplate,
    steps: [
      { title: 'Escolha o estilo da arte', text: 'Mais de 20 templates para hambúrguer, pizza, pastel, açaí, sobremesas e refeições.' },
      { title: 'Envie o produto e o logo', text: 'A foto do produto e, se quiser, o logo da sua marca, que dá as cores à arte.' },
      { title: 'Gere, baixe e publique', text: 'A IA sugere título, descrição e chamada; a arte sai pronta para o feed ou os Stories.' },
    ],
  },
] as const;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function HowItWorks() {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, HOW_IT_WORKS.length);
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section id="como-funciona" aria-labelledby="how-heading" className="border-y border-border bg-card/70">
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-16 sm:py-20">
        <SectionHeading id="how-heading" eyebrow="Passo a passo" title="Como funciona" text="Três passos, do celular ao post pronto." />
        <div className="grid gap-8">
          <div
            role="tablist"
            aria-label="Como funciona"
            className="mx-auto inline-flex h-11 w-full max-w-sm items-center rounded-xl bg-muted p-1 text-muted-foreground"
            onKeyDown={onKeyDown}
          >
            {HOW_IT_WORKS.map(({ value, label, icon: Icon }, index) => (
              <button
                key={value}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${value}`}
                aria-selected={index === selected}
                aria-controls={`${id}-panel-${value}`}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
                className={cn(
                  'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors hover:text-foreground',
                  index === selected && 'bg-card text-primary shadow-sm',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            ))}
          </div>
          {HOW_IT_WORKS.map(({ value, steps }, index) => (
            <div
              key={value}
              role="tabpanel"
              id={`${id}-panel-${value}`}
              aria-labelledby={`${id}-tab-${value}`}
              tabIndex={0}
              hidden={index !== selected}
              className="rounded-2xl"
            >
              <ol className="grid gap-4 md:grid-cols-3">
                {steps.map((step, position) => (
                  <li key={step.title} className="grid content-start gap-2 rounded-2xl border border-border bg-background p-5">
                    <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-white">
                      {position + 1}
                    </span>
                    <p className="font-bold">{step.title}</p>
                    <p className="text-sm text-muted-foreground">{step.text}</p>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
