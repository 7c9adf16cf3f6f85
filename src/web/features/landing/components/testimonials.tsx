import { Quote } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Sample testimonials (spec §1): people and shops made up for the example, and said so on the page. */
const TESTIMONIALS = [
  {
    quote: 'Eu tirava a foto no balcão e ela ia direto para o iFood. Agora o hambúrguer aparece com cara de estúdio no cardápio.',
    name: 'Rafael Souza',
    business: 'Brasa Smash Burger · Hamburgueria em Curitiba',
  },
  {
    quote: 'Faço os posts da semana em poucos minutos, com o meu logo e as minhas cores, sem esperar o designer.',
    name: 'Juliana Martins',
    business: 'Ateliê Doce Lar · Confeitaria em Belo Horizonte',
  },
  {
    quote: 'A mesma foto sai no tamanho do Rappi, do Instagram e dos Stories. Não preciso mais recortar nada.',
    name: 'Carlos Menezes',
    business: 'Açaí do Porto · Açaiteria em Salvador',
  },
] as const;

export function Testimonials() {
  return (
    <section id="depoimentos" aria-labelledby="testimonials-heading" className="border-y border-border bg-card/70">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Depoimentos"
          title="Feito para quem vende comida"
          text="Exemplos ilustrativos: pessoas e negócios fictícios."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, business }) => (
            <li key={name}>
              <figure className="grid h-full content-between gap-5 rounded-2xl border border-border bg-background p-6">
                <blockquote className="grid gap-3">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  <p className="text-pretty">{quote}</p>
                </blockquote>
                <figcaption className="text-sm">
                  <span className="block font-bold">{name}</span>
                  <span className="text-muted-foreground">{business}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
