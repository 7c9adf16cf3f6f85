import { describe, expect, it } from 'vitest';
import { inferAgreement } from './agreement.ts';

describe('inferAgreement', () => {
  it.each([
    ['X-Bacon', 'hamburguer', 'm', false],
    ['x tudo', 'hamburguer', 'm', false],
    ['Smash Duplo', 'hamburguer', 'm', false],
    ['Picanha Burger', 'hamburguer', 'm', false],
    ['Monstrão', 'hamburguer', 'm', false],
    ['Big Monstro', 'hamburguer', 'm', false],
    ['Batatas Fritas', 'hamburguer', 'f', true],
    ['Pizza Calabresa', 'pizza', 'f', false],
    ['Mini Pizzas', 'pizza', 'f', true],
    ['Pastel de Carne', 'pastel', 'm', false],
    ['Pastéis Sortidos', 'pastel', 'm', true],
    ['Coxinha', 'pastel', 'f', false],
    ['Açaí 500ml', 'acai', 'm', false],
    ['Barca de Açaí', 'acai', 'f', false],
    ['Torta de Limão', 'sobremesas', 'f', false],
    ['Churros', 'sobremesas', 'm', true],
    ['Brigadeiros Sortidos', 'sobremesas', 'm', true],
    ['Escondidinho de Carne', 'refeicoes', 'm', false],
    ['Feijoada Completa', 'refeicoes', 'f', false],
    ['Marmitas da Semana', 'refeicoes', 'f', true],
  ] as const)('%s (%s) is %s, plural %s', (name, category, gender, plural) => {
    expect(inferAgreement(name, category)).toEqual({ gender, plural });
  });

  it.each([
    ['2 X-Bacon', 'hamburguer'],
    ['Duas Pizzas Grandes', 'pizza'],
    ['Frango com Catupiry', 'pizza'],
    ['Carne com Queijo', 'pastel'],
    ['Bacon Lovers', 'hamburguer'],
    ['Costela BBQ', 'hamburguer'],
    ['Big Texas', 'hamburguer'],
    ['Morango com Leite Ninho', 'acai'],
    ['Mousse de Maracujá', 'sobremesas'],
  ] as const)('does not guess for %s (%s)', (name, category) => {
    expect(inferAgreement(name, category)).toBeNull();
  });
});
